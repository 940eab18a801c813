// A throw-away database on the PostgreSQL named by TEST_DATABASE_URL, for running a server process against it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export const SKIP_POSTGRES_REASON =
  'TEST_DATABASE_URL is not set, so the PostgreSQL variant is skipped (set it, e.g. ' +
  'postgres://postgres@127.0.0.1:5432/test, to run these tests on a real PostgreSQL too).';

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates `bd_test_<random>` on the TEST_DATABASE_URL server; dispose() drops it. */
export async function createTestDatabase(): Promise<{ url: string; dispose(): Promise<void> }> {
  if (!testDatabaseUrl) throw new Error(SKIP_POSTGRES_REASON);
  const name = `bd_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dispose: () =>
      admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}
