// The one mapping of database errors to answers: input the database refuses is a 400 with a clear
// Russian detail, whatever route let it through; anything else stays a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../db/database.ts';
import { serverMessages } from '../messages.ts';
import { installErrorHandling } from './errors.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openDatabase();
  app = Fastify();
  installErrorHandling(app);
  // Each route runs a statement PostgreSQL refuses for its input, as a route's query would.
  const statements: Record<string, ReturnType<typeof sql>> = {
    overflow: sql`select ${'99999999999'}::numeric(12, 2) as n`,
    'bad-number': sql`select ${'1e1x'}::numeric as n`,
    'bad-uuid': sql`select ${'not-a-uuid'}::uuid as n`,
    'bad-date': sql`select ${'2024-02-30'}::date as n`,
    broken: sql`select * from no_such_table`,
  };
  for (const [name, statement] of Object.entries(statements)) {
    app.get(`/${name}`, async () => queryRows(database.db, statement));
  }
  // An explicit cast cuts a text short silently; storing it into a shorter column is refused.
  app.get('/too-long', async () => {
    await queryRows(database.db, sql`create temporary table if not exists s (v varchar(3))`);
    return queryRows(database.db, sql`insert into s values (${'abcdef'})`);
  });
  app.get('/check-violation', async () => {
    await queryRows(database.db, sql`create temporary table if not exists t (n int check (n > 0))`);
    return queryRows(database.db, sql`insert into t values (-1)`);
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('database errors caused by the input', () => {
  it.each([
    ['overflow', serverMessages.numberOutOfRange],
    ['bad-number', serverMessages.invalidValueFormat],
    ['bad-uuid', serverMessages.invalidValueFormat],
    ['bad-date', serverMessages.dateOutOfRange],
    ['too-long', serverMessages.valueTooLong],
    ['check-violation', serverMessages.checkViolation],
  ])('%s answers 400 with a clear detail', async (name, detail) => {
    const response = await app.inject({ url: `/${name}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
  });

  it('any other database failure stays a 500, without details', async () => {
    const response = await app.inject({ url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: serverMessages.internal });
  });
});
