// A fresh database on a PostgreSQL server for one bench run (created here, dropped by `drop`), so
// the run meets no test's data and leaves none behind.
import { randomBytes } from 'node:crypto';

/** A new database on the server `url` names: its URL, and `drop()` for the end of the run. */
export async function freshPostgresDatabase(url) {
  const { default: pg } = await import('pg');
  const name = `bd_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (text) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
