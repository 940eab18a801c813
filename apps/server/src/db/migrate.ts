// Versioned SQL migrations: numbered files in apps/server/migrations, applied in order, each in its own transaction.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

const FILE_NAME = /^(\d{4})_([a-z0-9_-]+)\.sql$/;

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match) throw new Error(`Migration file name must look like 0001_name.sql: ${file}`);
      const sql = readFileSync(`${dir}/${file}`, 'utf8');
      return {
        version: match[1] as string,
        name: match[2] as string,
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    })
    .sort((a, b) => a.version.localeCompare(b.version));
  for (let i = 1; i < migrations.length; i += 1) {
    if (migrations[i]?.version === migrations[i - 1]?.version) {
      throw new Error(`Two migrations share the version ${migrations[i]?.version}`);
    }
  }
  return migrations;
}

// Any fixed number: serialises migration runs of several server instances on one PostgreSQL.
const LOCK_KEY = 7_360_251_001;

/** Applies the pending migrations; returns the versions applied now. */
export async function migrate(
  database: Database,
  migrations = loadMigrations(),
): Promise<string[]> {
  return database.withConnection(async (connection) => {
    await connection.query('select pg_advisory_lock($1)', [LOCK_KEY]);
    try {
      await connection.exec(`create table if not exists schema_migrations (
        version text primary key,
        name text not null,
        checksum text not null,
        applied_at timestamptz not null default now()
      )`);
      const applied = new Map(
        (
          await connection.query<{ version: string; checksum: string }>(
            'select version, checksum from schema_migrations',
          )
        ).map((row) => [row.version, row.checksum]),
      );
      const done: string[] = [];
      for (const migration of migrations) {
        const checksum = applied.get(migration.version);
        if (checksum !== undefined) {
          if (checksum !== migration.checksum) {
            throw new Error(
              `Migration ${migration.version}_${migration.name} was changed after it was applied. ` +
                'Add a new migration instead (or, in development, delete the data folder).',
            );
          }
          continue;
        }
        await connection.exec('begin');
        try {
          await connection.exec(migration.sql);
          await connection.query(
            'insert into schema_migrations (version, name, checksum) values ($1, $2, $3)',
            [migration.version, migration.name, migration.checksum],
          );
          await connection.exec('commit');
        } catch (error) {
          await connection.exec('rollback');
          throw new Error(`Migration ${migration.version}_${migration.name} failed`, {
            cause: error,
          });
        }
        done.push(migration.version);
      }
      return done;
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [LOCK_KEY]);
    }
  });
}
