import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, sqlState, SQLSTATE } from './database.ts';
import { loadMigrations, migrate } from './migrate.ts';
import { users } from './schema.ts';

describe('PGlite in a data folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bd-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the folder, migrates once, and keeps the data across restarts', async () => {
    const dataDir = join(dir, 'nested', 'pglite');
    const first = await openDatabase({ dataDir });
    expect(await migrate(first)).toEqual(loadMigrations().map((m) => m.version));
    await first.db.insert(users).values({ email: 'kept@example.com', password_hash: 'x' });
    await first.close();

    const second = await openDatabase({ dataDir });
    expect(await migrate(second)).toEqual([]);
    const rows = await second.db.select({ email: users.email }).from(users);
    expect(rows).toEqual([{ email: 'kept@example.com' }]);
    const ext = await queryRows(
      second.db,
      sql`select extname from pg_extension where extname = 'btree_gist'`,
    );
    expect(ext).toHaveLength(1);
    await second.close();
  }, 30_000);
});

describe("PGlite's queries (statements prepared once per text)", () => {
  it('run after an open transaction, never inside it', async () => {
    const database = await openDatabase();
    try {
      await database.db.execute(sql`create table notes (body text)`);
      let inserted!: () => void;
      const insertedNow = new Promise<void>((resolve) => (inserted = resolve));
      const rolledBack = database.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into notes values (${'uncommitted'})`);
          inserted();
          // Give the query below every chance to slip in before the rollback.
          await new Promise((resolve) => setTimeout(resolve, 20));
          throw new Error('roll back');
        })
        .catch(() => 'rolled back');
      await insertedNow;
      const seen = queryRows(database.db, sql`select count(*)::int as n from notes`);
      expect(await rolledBack).toBe('rolled back');
      expect(await seen).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }
  });

  it('run in transactions that commit, roll back on a throw, and refuse to commit after an error', async () => {
    const database = await openDatabase();
    try {
      const { db } = database;
      await db.execute(sql`create table notes (body text unique)`);
      const bodies = async () =>
        (await queryRows<{ body: string }>(db, sql`select body from notes order by body`)).map(
          (row) => row.body,
        );
      expect(
        await db.transaction(async (tx) => {
          await tx.execute(sql`insert into notes values (${'kept'})`);
          return 'done';
        }),
      ).toBe('done');
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into notes values (${'thrown'})`);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      // A failed statement whose error fn swallows: COMMIT answers ROLLBACK, and that is an error.
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into notes values (${'lost'})`);
          await tx.execute(sql`insert into notes values (${'kept'})`).catch(() => undefined);
        }),
      ).rejects.toThrow();
      expect(await bodies()).toEqual(['kept']);
      // A savepoint (drizzle's nested transaction) rolls back alone.
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (${'outer'})`);
        await tx
          .transaction(async (inner) => {
            await inner.execute(sql`insert into notes values (${'inner'})`);
            throw new Error('inner only');
          })
          .catch(() => undefined);
      });
      expect(await bodies()).toEqual(['kept', 'outer']);
    } finally {
      await database.close();
    }
  });

  it('keep working when a table changes under a prepared statement', async () => {
    const database = await openDatabase();
    try {
      await database.db.execute(sql`create table notes (id int, body text)`);
      await database.db.execute(sql`insert into notes values (${1}, ${'a'})`);
      const read = () => queryRows(database.db, sql`select * from notes where id = ${1}`);
      expect(await read()).toEqual([{ id: 1, body: 'a' }]);
      await database.db.execute(sql`alter table notes add column done boolean default false`);
      // PostgreSQL refuses a prepared statement whose result type changed; it is prepared again.
      expect(await read()).toEqual([{ id: 1, body: 'a', done: false }]);
    } finally {
      await database.close();
    }
  });

  it('give dates to raw SQL as PGlite does, and to drizzle as drizzle reads them', async () => {
    const database = await openDatabase();
    try {
      await migrate(database);
      const [created] = await database.db
        .insert(users)
        .values({ email: 'dated@example.com', password_hash: 'x' })
        .returning({ at: users.created_at });
      expect(created?.at).toBeInstanceOf(Date);
      const raw = await database.withConnection((connection) =>
        connection.query<{ at: unknown }>('select created_at as at from users'),
      );
      expect(raw[0]?.at).toBeInstanceOf(Date);
      expect((raw[0]?.at as Date).getTime()).toBe(created?.at.getTime());
    } finally {
      await database.close();
    }
  }, 30_000);
});

describe('upkeep', () => {
  it("gives PGlite's planner the tables' real row counts (PostgreSQL's autovacuum does it there)", async () => {
    const database = await openDatabase();
    try {
      await migrate(database);
      await database.db.insert(users).values(
        Array.from({ length: 40 }, (_, i) => ({
          email: `u${i}@example.com`,
          password_hash: 'x',
        })),
      );
      const planned = async () =>
        Number(
          (
            await queryRows<{ n: number }>(
              database.db,
              sql`select reltuples as n from pg_class where relname = 'users'`,
            )
          )[0]?.n,
        );
      // Never analyzed: the planner does not know the table's size (-1 from PostgreSQL 14 on).
      expect(await planned()).toBeLessThan(0);
      await database.maintain();
      expect(await planned()).toBe(40);
    } finally {
      await database.close();
    }
  }, 30_000);
});

describe('migrations', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bd-migrations-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let database: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    database = await openDatabase();
  });
  afterAll(() => database.close());

  const write = (folder: string, files: Record<string, string>) => {
    mkdirSync(join(dir, folder), { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, folder, name), text);
    return join(dir, folder);
  };

  it('applies numbered files in order and records them', async () => {
    const folder = write('ok', {
      '0002_second.sql': 'insert into m_demo values (2);',
      '0001_first.sql': 'create table m_demo (n int);',
    });
    expect(await migrate(database, loadMigrations(folder))).toEqual(['0001', '0002']);
    const rows = await database.withConnection((c) =>
      c.query<{ version: string; name: string }>(
        'select version, name from schema_migrations order by version',
      ),
    );
    expect(rows).toEqual([
      { version: '0001', name: 'first' },
      { version: '0002', name: 'second' },
    ]);
  });

  it('rolls a failing migration back completely', async () => {
    const folder = write('failing', {
      '0001_first.sql': 'create table m_demo (n int);',
      '0002_second.sql': 'insert into m_demo values (2);',
      '0003_broken.sql': 'create table m_half (n int); select * from no_such_table;',
    });
    await expect(migrate(database, loadMigrations(folder))).rejects.toThrow(/0003_broken failed/);
    const tables = await database.withConnection((c) =>
      c.query("select 1 from information_schema.tables where table_name = 'm_half'"),
    );
    expect(tables).toEqual([]);
  });

  it('refuses an applied migration whose text changed', async () => {
    const folder = write('changed', {
      '0001_first.sql': 'create table m_demo (n int, extra int);',
    });
    await expect(migrate(database, loadMigrations(folder))).rejects.toThrow(/was changed/);
  });

  it('rejects badly named files', () => {
    const folder = write('badname', { 'first.sql': 'select 1;' });
    expect(() => loadMigrations(folder)).toThrow(/0001_name\.sql/);
  });
});

describe('sqlState', () => {
  it('finds the SQLSTATE on the error or its causes', () => {
    expect(sqlState({ code: '23505' })).toBe(SQLSTATE.uniqueViolation);
    expect(sqlState(new Error('wrapped', { cause: { code: '42501' } }))).toBe('42501');
    expect(sqlState(new Error('plain'))).toBeUndefined();
    expect(sqlState({ code: 'ECONNREFUSED' })).toBeUndefined();
  });
});
