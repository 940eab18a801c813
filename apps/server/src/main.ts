// Entry point: `npm start` runs this after building the apps.
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';
import { listenOptionsFrom, serverOptionsFromEnv } from './config.ts';
import { demoLoginLines } from './seed.ts';

const listen = listenOptionsFrom(process.env);
const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));
const widgetRoot = fileURLToPath(new URL('../../booking-widget/dist', import.meta.url));
const ssrEntry = fileURLToPath(new URL('../../web/dist-ssr/prerender.js', import.meta.url));
const options = serverOptionsFromEnv(process.env, listen);

// Migrations run inside buildServer, before the port opens.
const app = await buildServer({ ...options, webRoot, widgetRoot, ssrEntry });
await app.listen(listen);
console.log(`\nBeautyDesk is running at http://${listen.host}:${listen.port}/\n`);
if (app.demoLogins) console.log(`${demoLoginLines(app.demoLogins).join('\n')}\n`);
if (!options.smtpUrl && options.environment !== 'production') {
  console.log(
    `E-mail goes to the development outbox: http://${listen.host}:${listen.port}/api/v1/dev/outbox\n`,
  );
}

// A graceful stop (SIGTERM, or Ctrl+C, which reaches this process from the terminal and again
// through `npm start`): stop accepting, finish in-flight requests, close the database (PGlite
// flushes and releases its folder). A repeated signal must not cut that short, so it is ignored;
// after 10 s the process gives up and exits 1.
let stopping = false;
function stop(reason: string): void {
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    console.error(
      `BeautyDesk did not stop within 10 s; exiting. Still open: ${process.getActiveResourcesInfo().join(', ')}`,
    );
    process.exit(1);
  }, 10_000).unref();
  void app.close().then(
    () => {
      console.log(`BeautyDesk stopped (${reason}): requests finished, database closed.`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error('BeautyDesk could not stop cleanly:', error);
      process.exit(1);
    },
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));

// Started by `npm start`, the server has a channel to scripts/start.mjs. When that process ends
// without passing a signal on (killed with SIGKILL, or crashed), the channel closes: the server
// stops the same way rather than keep the port and the data folder with no one to stop it.
if (process.channel) {
  process.on('disconnect', () => stop('npm start ended'));
  process.channel.unref();
}
