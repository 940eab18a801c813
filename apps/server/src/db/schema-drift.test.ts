// The drizzle schema (schema.ts and the areas' own tables) and the SQL migrations describe the same
// tables, columns (type, nullability), primary keys, unique constraints, foreign keys and the
// check constraints drizzle names. The migrations own the schema; drizzle is the queries' view of it,
// so a column added to one and not the other fails here rather than at the first query.
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleAuditLog } from '../roles/management.ts';
import type { Database } from './database.ts';
import { schema } from './schema.ts';
import { openTestDatabase } from './testing.ts';

const TABLES: PgTable[] = [...Object.values(schema), roleAuditLog];

/** Type names as format_type writes them. */
function normalType(type: string): string {
  const compact = type.toLowerCase().replace(/,\s+/g, ',');
  if (compact === 'time') return 'time without time zone';
  if (compact === 'timestamp') return 'timestamp without time zone';
  return compact;
}

interface Described {
  columns: Record<string, string>;
  primaryKey: string;
  uniques: string[];
  foreignKeys: string[];
  checks: string[];
}

const key = (columns: readonly string[]) => [...columns].sort().join(',');

function fromDrizzle(table: PgTable): [string, Described] {
  const config = getTableConfig(table);
  const columns: Record<string, string> = {};
  const uniques: string[] = [];
  let primaryKey = '';
  for (const column of config.columns) {
    columns[column.name] = `${normalType(column.getSQLType())}${column.notNull ? ' not null' : ''}`;
    if (column.primary) primaryKey = column.name;
    if (column.isUnique) uniques.push(column.name);
  }
  for (const pk of config.primaryKeys) primaryKey = key(pk.columns.map((c) => c.name));
  for (const unique of config.uniqueConstraints)
    uniques.push(key(unique.columns.map((c) => c.name)));
  for (const index of config.indexes) {
    // Unique indexes on plain columns are unique constraints to the database's clients as well.
    if (index.config.unique && index.config.columns.every((c) => 'name' in c)) {
      uniques.push(key(index.config.columns.map((c) => (c as { name: string }).name)));
    }
  }
  const foreignKeys = config.foreignKeys.map((fk) => {
    const ref = fk.reference();
    return `${key(ref.columns.map((c) => c.name))}->${getTableConfig(ref.foreignTable).name}`;
  });
  return [
    config.name,
    {
      columns,
      primaryKey,
      uniques: uniques.sort(),
      foreignKeys: foreignKeys.sort(),
      checks: config.checks.map((c) => c.name).sort(),
    },
  ];
}

async function fromDatabase(database: Database): Promise<Map<string, Described>> {
  return database.withConnection(async (connection) => {
    const columns = await connection.query<{
      table: string;
      column: string;
      type: string;
      notnull: boolean;
    }>(
      `select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
              a.attnotnull as notnull
         from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
          and a.attnum > 0 and not a.attisdropped and c.relname <> 'schema_migrations'`,
    );
    const constraints = await connection.query<{
      table: string;
      name: string;
      type: string;
      columns: string[];
      target: string | null;
    }>(
      `select c.relname as table, k.conname as name, k.contype as type,
              array(select a.attname from pg_attribute a
                     where a.attrelid = k.conrelid and a.attnum = any(k.conkey)) as columns,
              t.relname as target
         from pg_constraint k join pg_class c on c.oid = k.conrelid
         left join pg_class t on t.oid = k.confrelid
        where c.relnamespace = 'public'::regnamespace`,
    );
    const uniqueIndexes = await connection.query<{ table: string; columns: string[] }>(
      `select c.relname as table,
              array(select a.attname from pg_attribute a
                     where a.attrelid = i.indrelid and a.attnum = any(i.indkey)) as columns
         from pg_index i join pg_class c on c.oid = i.indrelid
        where c.relnamespace = 'public'::regnamespace and i.indisunique and not i.indisprimary
          and i.indexprs is null and i.indpred is null
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    );
    const tables = new Map<string, Described>();
    const of = (name: string) => {
      let table = tables.get(name);
      if (!table) {
        table = { columns: {}, primaryKey: '', uniques: [], foreignKeys: [], checks: [] };
        tables.set(name, table);
      }
      return table;
    };
    for (const row of columns) {
      of(row.table).columns[row.column] =
        `${normalType(row.type)}${row.notnull ? ' not null' : ''}`;
    }
    for (const row of constraints) {
      const table = of(row.table);
      if (row.type === 'p') table.primaryKey = key(row.columns);
      if (row.type === 'u') table.uniques.push(key(row.columns));
      if (row.type === 'f') table.foreignKeys.push(`${key(row.columns)}->${row.target}`);
      if (row.type === 'c') table.checks.push(row.name);
    }
    for (const row of uniqueIndexes) of(row.table).uniques.push(key(row.columns));
    // The migration runner's own bookkeeping, not part of the application's schema.
    tables.delete('schema_migrations');
    for (const table of tables.values()) {
      table.uniques.sort();
      table.foreignKeys.sort();
      table.checks.sort();
    }
    return tables;
  });
}

describe('drizzle schema and SQL migrations', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase('pglite'));
  }, 240_000);
  afterAll(() => dispose?.());

  it('describe the same tables, columns and constraints', async () => {
    const migrated = await fromDatabase(database);
    const drizzle = new Map(TABLES.map(fromDrizzle));
    const onlyMigrated = [...migrated.keys()].filter((name) => !drizzle.has(name));
    const onlyDrizzle = [...drizzle.keys()].filter((name) => !migrated.has(name));
    expect({ onlyMigrated, onlyDrizzle }).toEqual({ onlyMigrated: [], onlyDrizzle: [] });
    // Every difference at once, so one run lists all there is to fix.
    const differences: string[] = [];
    const same = (what: string, drizzleSide: unknown, migratedSide: unknown) => {
      if (JSON.stringify(drizzleSide) !== JSON.stringify(migratedSide)) {
        differences.push(
          `${what}: drizzle ${JSON.stringify(drizzleSide)} vs migrations ${JSON.stringify(migratedSide)}`,
        );
      }
    };
    for (const [name, described] of drizzle) {
      const actual = migrated.get(name);
      if (!actual) continue;
      for (const column of new Set([
        ...Object.keys(described.columns),
        ...Object.keys(actual.columns),
      ])) {
        same(`${name}.${column}`, described.columns[column], actual.columns[column]);
      }
      same(`${name} primary key`, described.primaryKey, actual.primaryKey);
      same(`${name} unique constraints`, described.uniques, actual.uniques);
      same(`${name} foreign keys`, described.foreignKeys, actual.foreignKeys);
      // Drizzle declares only the checks its queries rely on; each of those must exist.
      const missing = described.checks.filter((check) => !actual.checks.includes(check));
      same(`${name} checks declared in drizzle`, missing, []);
    }
    expect(differences).toEqual([]);
  });
});
