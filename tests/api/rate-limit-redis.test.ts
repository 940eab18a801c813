// Rate-limit counters shared across server processes through Redis (issue 18): with REDIS_URL two
// processes count one client's failed sign-ins together, and one account's (issue 28); without it
// each process counts its own.
// Needs a Redis: TEST_REDIS_URL, else redis://127.0.0.1:6379 when one answers there.
import { Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonClient } from '../support/api-client.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether a Redis answers PING at `url`. */
async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(port || 6379), hostname, () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

const reachable = await redisAnswers(redisUrl);
if (!reachable) {
  console.info(
    `[tests/api/rate-limit-redis] no Redis answers at ${redisUrl}, so the shared-counter test is ` +
      'skipped (start one, or set TEST_REDIS_URL).',
  );
}

const LIMIT = 3;
const attempt = (server: RunningServer) =>
  jsonClient(server)('POST', '/auth/login', undefined, {
    email: 'nobody@example.com',
    password: 'wrong-password',
  });

/** Two processes, each on its own PGlite: only the counters can be shared. */
function twoServers(env: Record<string, string>): RunningServer[] {
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    const common = { NODE_ENV: 'test', AUTH_RATE_LIMIT: String(LIMIT), ...env };
    servers.push(await startServer(common), await startServer(common));
  }, 240_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });
  return servers;
}

describe.skipIf(!reachable)('rate limits with REDIS_URL', () => {
  const servers = twoServers({
    TRUST_PROXY: 'on',
    REDIS_URL: redisUrl,
    RATE_LIMIT_NAMESPACE: `bd-test-${randomBytes(6).toString('hex')}-`,
  });

  it('count one client across both processes', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const statuses = [];
    for (const server of [a, b, a, b]) statuses.push((await attempt(server)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("count one account's failures across both processes, whatever the address", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    // Behind a load balancer (TRUST_PROXY=on) each try comes from another address.
    const from = (server: RunningServer, address: string) =>
      fetch(`${server.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email: 'victim@example.com', password: 'wrong-password' }),
      });
    const statuses = [];
    for (const [i, server] of [a, b, a, b, a, b].entries()) {
      statuses.push((await from(server, `198.51.100.${i + 1}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const locked = await from(a, '198.51.100.99');
    expect(locked.status).toBe(429);
    expect((await locked.json()).detail).toMatch(
      /^Слишком много неудачных попыток входа в эту учётную запись/,
    );
  });
});

describe('rate limits without REDIS_URL', () => {
  const servers = twoServers({});

  it('are counted per process', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const statuses = [];
    for (const server of [a, b, a, b, a, b]) statuses.push((await attempt(server)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    expect((await attempt(a)).status).toBe(429);
  });
});
