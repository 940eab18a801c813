// Entry point: `npm start` runs this after building the apps.
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';
import { listenOptionsFrom, serverOptionsFromEnv } from './config.ts';
import { demoLoginLines } from './seed.ts';

const listen = listenOptionsFrom(process.env);
const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));
const widgetRoot = fileURLToPath(new URL('../../booking-widget/dist', import.meta.url));
const options = serverOptionsFromEnv(process.env, listen);

// Migrations run inside buildServer, before the port opens.
const app = await buildServer({ ...options, webRoot, widgetRoot });
await app.listen(listen);
console.log(`\nBeautyDesk is running at http://${listen.host}:${listen.port}/\n`);
if (app.demoLogins) console.log(`${demoLoginLines(app.demoLogins).join('\n')}\n`);
if (!options.smtpUrl && options.environment !== 'production') {
  console.log(
    `E-mail goes to the development outbox: http://${listen.host}:${listen.port}/api/v1/dev/outbox\n`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Stop accepting, finish in-flight requests, close the database; give up after 10 s.
    setTimeout(() => process.exit(1), 10_000).unref();
    void app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
