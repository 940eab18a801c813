// The demo data: seeded once into an empty database, its accounts can sign in with the printed passwords.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { parseAccessToken } from '@beautydesk/domain/rules/claims';
import { buildServer } from './app.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { licenses } from './db/schema.ts';
import { openTestDatabase, testEngines, type TestDatabase } from './db/testing.ts';
import { addMonths } from '@beautydesk/domain/rules/dates';
import { DEMO_LICENSE_NAME, DEMO_LOGINS, demoLoginLines, demoToday, seedDemoData } from './seed.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openDatabase();
  await migrate(database);
  app = await buildServer({ database, environment: 'test', jwtSecret: 'd'.repeat(40), seed: true });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

describe('demo data', () => {
  it('seeds one license with its three roles and five accounts, once', async () => {
    expect(app.demoLogins?.map((entry) => entry.email)).toEqual(
      Object.values(DEMO_LOGINS).map((entry) => entry.email),
    );
    expect(await seedDemoData(database.db)).not.toBeNull();
    const [rows] = await database.db.select({ n: count() }).from(licenses);
    expect(rows?.n).toBe(1);
    expect(demoLoginLines(app.demoLogins ?? []).join('\n')).toContain(DEMO_LICENSE_NAME);
  });

  it('lets every demo account sign in, with its role in the token', async () => {
    const tokens: Record<string, string> = {};
    for (const [key, entry] of Object.entries(DEMO_LOGINS)) {
      const response = await login(entry.email, entry.password);
      expect(response.statusCode, entry.email).toBe(200);
      tokens[key] = response.json().access_token;
    }
    expect(parseAccessToken(tokens.owner)).toMatchObject({ platformRole: 'license_owner' });
    expect(parseAccessToken(tokens.master)?.businessRoleId).toEqual(expect.any(String));
    expect(parseAccessToken(tokens.superadmin)).toMatchObject({
      platformRole: 'platform_superadmin',
      licenseId: null,
    });
    expect(parseAccessToken(tokens.superadminSafe)?.safe).toBe(true);
    const roles = await app.inject({
      url: '/api/v1/users/business-roles/',
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(roles.json().roles).toHaveLength(3);
  });

  it('is skipped when a license exists already', async () => {
    const other = await openDatabase();
    await migrate(other);
    await other.db.insert(licenses).values({ name: 'Своя' });
    expect(await seedDemoData(other.db)).toBeNull();
    await other.close();
  }, 60_000);
});

const engines = testEngines('seed.test');

describe.each(engines)('the demo business data on $engine', ({ engine, skip }) => {
  describe.skipIf(skip)('', () => {
    // A Sunday: only the weekend master works today, and still every status is there.
    const today = '2026-11-22';
    let test: TestDatabase;
    const rows = <T = Record<string, unknown>>(sqlText: string, params: unknown[] = []) =>
      test.database.withConnection((c) => c.query<T>(sqlText, params));
    const one = async (sqlText: string, params: unknown[] = []) =>
      (await rows<{ n: number | string }>(sqlText, params)).map((row) => Number(row.n))[0];

    beforeAll(async () => {
      test = await openTestDatabase(engine);
      await seedDemoData(test.database.db, today);
    }, 120_000);
    afterAll(async () => {
      await test?.dispose();
    });

    it('has six masters, three per studio, with schedules, Анна among them', async () => {
      const perStudio = await rows<{ city: string; n: string | number }>(
        `select s.city, count(*) as n from masters m join studios s
           on s.license_id = m.license_id and s.id = m.studio_id group by s.city order by s.city`,
      );
      expect(perStudio.map((row) => [row.city, Number(row.n)])).toEqual([
        ['Минск', 3],
        ['Москва', 3],
      ]);
      expect(await one(`select count(*) as n from masters where schedule is null`)).toBe(0);
      expect(
        await one(
          `select count(*) as n from masters where schedule->'template'->'monday' is null
              or schedule->>'activeFrom' is null or coefficient not between 0.8 and 1.5`,
        ),
      ).toBe(0);
      expect(await one(`select count(*) as n from masters where name like 'Анна %'`)).toBe(1);
      const [linked] = await rows<{ name: string }>(
        `select m.name from users u join masters m on m.id = u.master_id where u.email = $1`,
        [DEMO_LOGINS.master.email],
      );
      expect(linked?.name).toBe(DEMO_LOGINS.master.fullName);
    });

    it("offers active services of every type, priced in each studio's currency", async () => {
      const types = await rows<{ type: string }>(
        `select distinct type from services where is_active order by type`,
      );
      expect(types.map((row) => row.type)).toEqual(['consultation', 'electro', 'laser', 'wax']);
      expect(await one(`select count(*) as n from services where not is_active`)).toBe(0);
      expect(
        await one(
          `select count(*) as n from service_studio_pricing p
             join studios s on s.license_id = p.license_id and s.id = p.studio_id
             join countries c on c.id = s.country_id
            where p.currency <> c.currency_code`,
        ),
      ).toBe(0);
      const currencies = await rows<{ currency: string }>(
        `select distinct currency from service_studio_pricing order by currency`,
      );
      expect(currencies.map((row) => row.currency)).toEqual(['BYN', 'RUB']);
      const single = await rows<{ name: string }>(
        `select s.name from services s join service_studio_pricing p
           on p.license_id = s.license_id and p.service_id = s.id
          group by s.name having count(*) = 1`,
      );
      expect(single).toHaveLength(1);
    });

    it('has 200 clients with unique normalised phones and searchable text', async () => {
      expect(await one(`select count(*) as n from clients`)).toBe(200);
      expect(await one(`select count(distinct phone) as n from client_phones`)).toBe(
        await one(`select count(*) as n from client_phones`),
      );
      expect(
        await one(`select count(*) as n from client_phones where phone !~ '^\\+[0-9]+$'`),
      ).toBe(0);
      expect(
        await one(
          `select count(*) as n from clients c where not exists
             (select 1 from client_phones p where p.license_id = c.license_id and p.client_id = c.id)`,
        ),
      ).toBe(0);
      expect(
        await one(
          `select count(*) as n from clients c where c.search_text <> lower(c.name || ' ' ||
             (select string_agg(e.value->>'value', ' ' order by e.ordinality)
                from jsonb_array_elements(c.contacts) with ordinality as e))`,
        ),
      ).toBe(0);
      expect(
        await one(
          `select count(*) as n from clients c where (select count(*) from
             jsonb_array_elements(c.contacts) as e where (e->>'preferred')::boolean) <> 1`,
        ),
      ).toBe(0);
      const found = await rows<{ name: string }>(
        `select name from clients where search_text like '%' || lower($1) || '%'`,
        ['Анастасия'],
      );
      expect(found.length).toBeGreaterThan(0);
    });

    it('has about three months of appointments in every status, never overlapping', async () => {
      const statuses = await rows<{ status: string }>(
        `select distinct status from appointments order by status`,
      );
      expect(statuses.map((row) => row.status)).toEqual(
        ['cancelled', 'completed', 'confirmed', 'in_progress', 'no_show', 'scheduled'].sort(),
      );
      const [span] = await rows<{ first: string; last: string }>(
        `select min(date)::text as first, max(date)::text as last from appointments`,
      );
      const { first = '', last = '' } = span ?? {};
      expect(first >= addMonths(today, -2) && first < addMonths(today, -1)).toBe(true);
      expect(last > today && last <= addMonths(today, 1)).toBe(true);
      expect(
        await one(
          `select count(*) as n from appointments a join appointments b
             on a.license_id = b.license_id and a.master_id = b.master_id and a.id < b.id
            and a.during && b.during`,
        ),
      ).toBe(0);
      expect(
        await one(
          `select count(*) as n from appointments where status = 'cancelled'
              and coalesce(cancellation_reason, '') = ''`,
        ),
      ).toBe(0);
      expect(
        await one(
          `select count(*) as n from appointments where is_new_online_booking
              and is_online_booking and status = 'scheduled' and client_confirmed is null`,
        ),
      ).toBeGreaterThan(0);
      expect(
        await one(
          `select count(*) as n from appointments where (date < $1 and status in
             ('scheduled', 'confirmed', 'in_progress')) or (date > $1 and status in
             ('completed', 'no_show', 'in_progress'))`,
          [today],
        ),
      ).toBe(0);
    });

    it('prices each appointment as the studio prices times the master coefficient', async () => {
      expect(
        await one(
          `select count(*) as n from appointments a
             join masters m on m.license_id = a.license_id and m.id = a.master_id
             join studios s on s.license_id = a.license_id and s.id = a.studio_id
             join countries c on c.id = s.country_id
            where a.currency <> c.currency_code or a.total_price <> round(m.coefficient * (
              select sum(p.base_price) from unnest(a.service_ids) as u(service_id)
                join service_studio_pricing p on p.license_id = a.license_id
                 and p.service_id = u.service_id and p.studio_id = a.studio_id), 2)`,
        ),
      ).toBe(0);
    });

    it("keeps the clients' statistics consistent with their appointments", async () => {
      expect(
        await one(
          `select count(*) as n from clients c left join lateral (
             select count(*) filter (where status = 'completed') as done,
                    count(*) filter (where status = 'cancelled') as cancelled,
                    count(*) filter (where status = 'no_show') as no_show,
                    coalesce(sum(total_price) filter (where status = 'completed'), 0) as spent,
                    max(date) filter (where status = 'completed') as last_visit,
                    coalesce(sum(reschedule_count), 0) as moved
               from appointments a where a.license_id = c.license_id and a.client_id = c.id) s
             on true
            where c.total_visits <> s.done or c.attended <> s.done or c.cancelled <> s.cancelled
               or c.total_spent <> s.spent or c.ltv <> s.spent or c.rescheduled <> s.moved
               or c.last_visit is distinct from s.last_visit
               or c.reliability <> case when s.done + s.cancelled + s.no_show = 0 then 100
                  else round(100.0 * s.done / (s.done + s.cancelled + s.no_show), 2) end`,
        ),
      ).toBe(0);
    });
  });
});

describe('demoToday', () => {
  it("is the demo studios' date in Minsk, not the server's", () => {
    // 21:30 UTC is already the next day in Minsk (UTC+3), in any server TZ.
    expect(demoToday(new Date('2026-11-21T21:30:00Z'))).toBe('2026-11-22');
    expect(demoToday(new Date('2026-11-21T20:59:00Z'))).toBe('2026-11-21');
  });
});
