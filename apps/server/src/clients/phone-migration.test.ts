// Migration 0033 turns the phone contacts stored as typed into E.164 and keeps search finding them;
// run here again over rows written the old way (the test database is migrated already).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../db/migrate.ts';
import { queryRows } from '../db/database.ts';
import { openTestDatabase, type TestDatabase } from '../db/testing.ts';

const migration = readFileSync(`${MIGRATIONS_DIR}/0033_client_phones_e164.sql`, 'utf8');

describe('migration 0033: client phones in E.164', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('stores phone contacts as + and digits, leaves the other contacts, and rewrites the search text', async () => {
    const db = test.database.db;
    const [license] = await queryRows<{ id: string }>(
      db,
      sql`insert into licenses (name) values ('Миграция телефонов') returning id`,
    );
    const contacts = [
      { type: 'call', value: '+375 (29) 111-22-33', preferred: true, verified: false, notes: null },
      { type: 'telegram', value: '@anna', preferred: false, verified: false, notes: null },
      { type: 'viber', value: '+7 916 123-45-67', preferred: false, verified: true, notes: 'x' },
      { type: 'email', value: 'Anna@Example.by', preferred: false, verified: false, notes: null },
    ];
    await db.execute(sql`insert into clients (license_id, name, contacts, search_text)
      values (${license!.id}, 'Анна', ${JSON.stringify(contacts)}::jsonb,
              ${'анна +375 (29) 111-22-33 @anna +7 916 123-45-67 anna@example.by'})`);

    await test.database.withConnection((connection) => connection.exec(migration));

    const [row] = await queryRows<{ contacts: typeof contacts; search_text: string }>(
      db,
      sql`select contacts, search_text from clients where license_id = ${license!.id}`,
    );
    expect(row!.contacts.map((contact) => contact.value)).toEqual([
      '+375291112233',
      '@anna',
      '+79161234567',
      'Anna@Example.by',
    ]);
    expect(row!.contacts[2]).toEqual({ ...contacts[2], value: '+79161234567' });
    expect(row!.search_text).toBe('анна +375291112233 @anna +79161234567 anna@example.by');
  });
});
