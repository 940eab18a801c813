// The database survives a crash (issue 18): a server under a stream of client writes and public
// bookings is killed with SIGKILL mid-stream, started again on the same data folder (PGlite) or
// database (PostgreSQL when TEST_DATABASE_URL names one), and every write that got a 2xx is there.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { API_ENGINES } from '../support/api-client.ts';
import { prepareBookingDatabase } from '../support/booking-server.ts';
import { SKIP_POSTGRES_REASON, testDatabaseUrl } from '../support/postgres.ts';
import type { RunningServer } from '../support/server-process.ts';
import { restartAndExpect, startWriting, writeStreamEnv } from '../support/write-stream.ts';

if (!testDatabaseUrl) console.info(`[tests/api/crash-safety] ${SKIP_POSTGRES_REASON}`);

describe.each(API_ENGINES)('crash safety on $engine', ({ engine, skip }) => {
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

    it('keeps every acknowledged write through a SIGKILL mid-stream', async () => {
      const env = writeStreamEnv('api-crash-safety', prepared.env);
      const { server, acknowledged, stream } = await startWriting(env, prepared.data, running);
      await server.kill();
      await stream;
      await restartAndExpect(env, acknowledged, running);
    }, 240_000);
  });
});
