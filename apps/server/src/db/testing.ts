// Test databases: PGlite in memory, or a throw-away schema on the PostgreSQL named by TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './database.ts';
import { migrate } from './migrate.ts';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export const SKIP_POSTGRES_REASON =
  'TEST_DATABASE_URL is not set, so the PostgreSQL variant is skipped (set it, e.g. ' +
  'postgres://postgres@127.0.0.1:5432/test, to run these tests on a real PostgreSQL too).';

export type Engine = 'pglite' | 'postgres';

/**
 * The engines a database test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL names
 * one; without it, `test` (the file's name) says once why its PostgreSQL half is skipped.
 */
export function testEngines(test: string): { engine: Engine; skip: boolean }[] {
  if (!testDatabaseUrl) console.info(`[${test}] ${SKIP_POSTGRES_REASON}`);
  return [
    { engine: 'pglite', skip: false },
    { engine: 'postgres', skip: !testDatabaseUrl },
  ];
}

export interface TestDatabase {
  database: Database;
  /** The schema the tables live in. */
  schema: string;
  dispose(): Promise<void>;
}

export function randomName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** A migrated database: PGlite in memory, or a fresh schema on TEST_DATABASE_URL, dropped by dispose(). */
export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const database = await openDatabase();
    await migrate(database);
    return { database, schema: 'public', dispose: () => database.close() };
  }
  if (!testDatabaseUrl) throw new Error(SKIP_POSTGRES_REASON);
  const schema = randomName('bd_test');
  const database = await openDatabase({ url: testDatabaseUrl, schema, poolSize: 4 });
  await migrate(database);
  return {
    database,
    schema,
    dispose: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
