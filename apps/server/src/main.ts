// Entry point: `npm start` runs this after building the apps.
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));
const widgetRoot = fileURLToPath(new URL('../../booking-widget/dist', import.meta.url));

const app = await buildServer({ webRoot, widgetRoot, logger: process.env.LOG !== 'off' });
await app.listen({ port, host });
console.log(`\nBeautyDesk is running at http://${host}:${port}/\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
