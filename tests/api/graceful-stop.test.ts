// A graceful stop (issue 18): Ctrl+C of `npm start` while clients write. The terminal sends SIGINT
// to the whole process group (npm, scripts/start.mjs, the server); the server stops taking requests,
// answers every one it took, closes the database and exits 0, and `npm start` exits with it. Every
// write that got a 2xx reads back after a start on the same data folder (PGlite) or database
// (PostgreSQL when TEST_DATABASE_URL names one). And `npm start` killed outright (SIGKILL, no signal
// to pass on) takes its server with it, rather than leave it holding the port and the data folder.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ENGINES } from '../support/api-client.ts';
import { prepareBookingDatabase } from '../support/booking-server.ts';
import { SKIP_POSTGRES_REASON, testDatabaseUrl } from '../support/postgres.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { restartAndExpect, startWriting, writeStreamEnv } from '../support/write-stream.ts';

if (!testDatabaseUrl) console.info(`[tests/api/graceful-stop] ${SKIP_POSTGRES_REASON}`);

describe.each(API_ENGINES)('graceful stop on $engine', ({ engine, skip }) => {
  describe.skipIf(skip)('', () => {
    let prepared: Awaited<ReturnType<typeof prepareBookingDatabase>>;
    const running: RunningServer[] = [];
    beforeAll(async () => {
      prepared = await prepareBookingDatabase(engine);
    }, 120_000);
    afterAll(async () => {
      for (const server of running) await server.stop();
      await prepared?.dispose();
    });

    it('Ctrl+C of npm start mid-stream: every request taken is answered, the database closes, exit 0', async () => {
      const env = writeStreamEnv('api-graceful-stop', prepared.env);
      const {
        server: first,
        acknowledged,
        stream,
      } = await startWriting(env, prepared.data, running, 'npm start');
      const npm = await first.interrupt();
      await stream;

      // The server finished its requests and closed the database; npm ended with it (cleanly, or
      // by the Ctrl+C it got too), never with the server's failure code.
      expect(first.output()).toContain(
        'BeautyDesk stopped (SIGINT): requests finished, database closed.',
      );
      expect(first.output()).not.toContain('did not stop');
      expect(npm.code === 0 || npm.signal === 'SIGINT', JSON.stringify(npm)).toBe(true);
      // What the server took it answered: written, or (once closing) 503. Never a 500, and the
      // writers stopped only because the port closed.
      const unexpected = acknowledged.statuses.filter((s) => s >= 500 && s !== 503);
      expect(unexpected).toEqual([]);
      for (const error of acknowledged.errors.filter((e) => !e.startsWith('{'))) {
        expect(error).toMatch(/fetch failed|ECONNREFUSED|other side closed|socket/i);
      }

      await restartAndExpect(env, acknowledged, running);
    }, 240_000);
  });
});

describe('npm start killed outright', () => {
  it('the server it started stops too, closing its database, and the data folder opens again', async () => {
    const env = { NODE_ENV: 'test', JWT_SECRET: 'api-graceful-stop-kill-'.padEnd(48, 'x') };
    const started = await startServer(env, 'start script');
    const version = `${started.url}/api/v1/version`;
    await started.kill();
    const answers = async () =>
      fetch(version).then(
        () => true,
        () => false,
      );
    await expect.poll(answers, { timeout: 20_000, interval: 200 }).toBe(false);
    await expect
      .poll(() => started.output(), { timeout: 20_000, interval: 200 })
      .toContain('BeautyDesk stopped (npm start ended): requests finished, database closed.');
    // The folder was released: a new server opens it.
    const again = await startServer({ ...env, DATA_DIR: started.dataDir });
    try {
      expect((await fetch(`${again.url}/api/v1/version`)).ok).toBe(true);
    } finally {
      await again.stop();
      rmSync(started.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
