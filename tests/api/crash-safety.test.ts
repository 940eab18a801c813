// The database survives a crash (issue 18): a server under a stream of client writes and public
// bookings is killed with SIGKILL mid-stream, started again on the same data folder (PGlite) or
// database (PostgreSQL when TEST_DATABASE_URL names one), and every write that got a 2xx is there.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { API_ENGINES, DEMO_STAFF, jsonClient, signInAll } from '../support/api-client.ts';
import { prepareBookingDatabase } from '../support/booking-server.ts';
import { SKIP_POSTGRES_REASON, testDatabaseUrl } from '../support/postgres.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';
import {
  expectAcknowledged,
  untilAcknowledged,
  writeUntilGone,
  type Acknowledged,
} from '../support/write-stream.ts';

if (!testDatabaseUrl) console.info(`[tests/api/crash-safety] ${SKIP_POSTGRES_REASON}`);

const ENV = {
  NODE_ENV: 'test',
  JWT_SECRET: 'api-crash-safety-'.padEnd(48, 'x'),
  AUTH_RATE_LIMIT: 'off',
  SEED: 'off',
};
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
      const first = await startServer({ ...ENV, ...prepared.env });
      running.push(first);
      const tokens: { owner?: string } = {};
      await signInAll(jsonClient(first), { owner: DEMO_STAFF.owner }, tokens);
      const acknowledged: Acknowledged = {
        clients: [],
        appointments: [],
        statuses: [],
        errors: [],
      };
      const stream = writeUntilGone(first, tokens.owner as string, prepared.data, acknowledged);
      // Kill once writes of both kinds are being acknowledged, with more in flight.
      await untilAcknowledged(acknowledged);
      await first.kill();
      await stream;

      const second = await startServer({ ...ENV, ...prepared.env });
      running.push(second);
      const call = jsonClient(second);
      await signInAll(call, { owner: DEMO_STAFF.owner }, tokens);
      await expectAcknowledged(call, tokens.owner as string, acknowledged);
    }, 240_000);
  });
});
