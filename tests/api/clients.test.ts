// /clients over HTTP against a real server process with the demo data: on PGlite always, and on
// PostgreSQL when TEST_DATABASE_URL names one. Between two starts of the server the test writes
// what no endpoint of this area can (a member without a role, a master and appointments) straight
// into the server's database, then checks the statistics computed from it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientListResponseSchema, clientWireSchema } from '@beautydesk/domain/schemas/clients';
import { clientApiMessages, clientFormMessages } from '@beautydesk/domain/messages/clients';
import {
  API_ENGINES,
  DEMO_STAFF,
  jsonClient,
  licenseOwnerToken,
  registerUser,
  signInAll,
} from '../support/api-client.ts';
import { createTestDatabase, SKIP_POSTGRES_REASON, testDatabaseUrl } from '../support/postgres.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

if (!testDatabaseUrl) console.info(`[tests/api/clients] ${SKIP_POSTGRES_REASON}`);

// The server's database module, loaded by URL (the tests' TypeScript project does not reference apps/server).
interface DirectDatabase {
  withConnection<T>(
    fn: (connection: {
      query<Row = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<Row[]>;
    }) => Promise<T>,
  ): Promise<T>;
  close(): Promise<void>;
}
const openDirect = async (options: { url?: string; dataDir?: string }) => {
  const module = (await import(
    /* @vite-ignore */ new URL('../../apps/server/src/db/database.ts', import.meta.url).href
  )) as { openDatabase(options: { url?: string; dataDir?: string }): Promise<DirectDatabase> };
  return module.openDatabase(options);
};

const DEMO = DEMO_STAFF;
const STATS_SEARCH = encodeURIComponent('статистика api');
const contact = (type: string, value: string, preferred = false) => ({ type, value, preferred });

describe.each(API_ENGINES)('clients API on $engine', ({ engine, skip }) => {
  describe.skipIf(skip)('', () => {
    let server: RunningServer | undefined;
    let databaseUrl: string | undefined;
    let dropDatabase: (() => Promise<void>) | undefined;
    const dataDir = mkdtempSync(join(tmpdir(), `bd-clients-${engine}-`));
    const env = {
      NODE_ENV: 'test',
      JWT_SECRET: 'api-clients-'.padEnd(48, 'x'),
      EMAIL_CONFIRMATION: 'off',
      AUTH_RATE_LIMIT: 'off',
      SEED: 'on',
      DATA_DIR: dataDir,
    };
    const start = async () => {
      server = await startServer({ ...env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    };
    const call = jsonClient({
      get url() {
        if (!server) throw new Error('the server is started in beforeAll');
        return server.url;
      },
    });
    const tokens: Partial<Record<keyof typeof DEMO | 'ownerB' | 'member', string>> = {};
    const token = (who: keyof typeof tokens) => tokens[who] as string;
    const memberEmail = `clients-member-${engine}@example.com`;
    let statsClientId = '';

    beforeAll(async () => {
      if (engine === 'postgres') {
        const database = await createTestDatabase();
        databaseUrl = database.url;
        dropDatabase = database.dispose;
      }
      await start();
      await signInAll<keyof typeof DEMO>(call, DEMO, tokens);
      tokens.ownerB = await licenseOwnerToken(call, `clients-b-${engine}@example.com`, 'Студия B');
      const member = await registerUser(call, memberEmail);
      expect(member.status).toBe(201);
      const created = await call('POST', '/clients', token('owner'), { name: 'Статистика API' });
      expect(created.status).toBe(201);
      statsClientId = created.body.id;

      // The server stopped, its database is written directly, and it starts again on it.
      await server?.stop();
      const direct = await openDirect(
        databaseUrl ? { url: databaseUrl } : { dataDir: join(dataDir, 'pglite') },
      );
      try {
        await direct.withConnection(async (connection) => {
          const [demo] = await connection.query<{ license_id: string }>(
            'select license_id from users where email = $1',
            [DEMO.owner[0]],
          );
          const licenseId = demo?.license_id;
          await connection.query(
            'update users set license_id = $1, business_role_id = null where email = $2',
            [licenseId, memberEmail],
          );
          const [masterRow] = await connection.query<{ id: string; studio_id: string }>(
            `insert into masters (license_id, name, phone, studio_id, qualification)
             values ($1, 'Мастер API', '+375290001122',
                     (select id from studios where license_id = $1 order by created_at limit 1), 'Лазер')
             returning id, studio_id`,
            [licenseId],
          );
          const rows: [string, string, number, number][] = [
            ['2026-01-05', 'completed', 1000, 0],
            ['2026-02-05', 'completed', 250.25, 1],
            ['2026-02-06', 'no_show', 300, 0],
            ['2026-03-05', 'cancelled', 300, 3],
            ['2026-04-05', 'confirmed', 400, 0],
          ];
          for (const [date, status, price, moved] of rows) {
            await connection.query(
              `insert into appointments (license_id, client_id, master_id, studio_id, date,
                 start_time, end_time, status, total_price, reschedule_count)
               values ($1, $2, $3, $4, $5, '12:00', '13:00', $6, $7, $8)`,
              [
                licenseId,
                statsClientId,
                masterRow?.id,
                masterRow?.studio_id,
                date,
                status,
                price,
                moved,
              ],
            );
          }
        });
      } finally {
        await direct.close();
      }
      await start();
      const memberLogin = await call('POST', '/auth/login', undefined, {
        email: memberEmail,
        password: 'secret1',
      });
      expect(memberLogin.status).toBe(200);
      tokens.member = memberLogin.body.access_token;
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase?.();
    });

    it('creates, reads, searches, updates, deactivates and deletes a client', async () => {
      const created = await call('POST', '/clients', token('administrator'), {
        name: 'Ксения Зельдович',
        birth_date: '1992-07-14',
        notes: 'Предпочитает утро',
        contacts: [
          contact('whatsapp', '+375 17 701-00-01', true),
          contact('email', 'ksenia.api@example.com'),
        ],
      });
      expect(created.status).toBe(201);
      const client = clientWireSchema.parse(created.body);
      expect(client).toMatchObject({ name: 'Ксения Зельдович', is_active: true, reliability: 100 });

      const found = clientListResponseSchema.parse(
        (
          await call(
            'GET',
            `/clients?search=${encodeURIComponent('ЗЕЛЬДОВИЧ')}&limit=50`,
            token('master'),
          )
        ).body,
      );
      expect(found.clients.map((c) => c.id)).toEqual([client.id]);
      expect(found.total).toBe(1);
      expect(found.stats).toMatchObject({ total: expect.any(Number), active: expect.any(Number) });
      const byMail = clientListResponseSchema.parse(
        (await call('GET', '/clients?search=ksenia.api%40example', token('owner'))).body,
      );
      expect(byMail.clients.map((c) => c.id)).toEqual([client.id]);

      const updated = await call('PUT', `/clients/${client.id}`, token('administrator'), {
        name: 'Ксения Зельдович-Ким',
        notes: null,
        contacts: [contact('telegram', '@ksenia', true)],
      });
      expect(updated.status).toBe(200);
      expect(clientWireSchema.parse(updated.body)).toMatchObject({
        name: 'Ксения Зельдович-Ким',
        notes: null,
        birth_date: '1992-07-14',
        contacts: [{ type: 'telegram', value: '@ksenia', preferred: true }],
      });

      const off = await call('PUT', `/clients/${client.id}`, token('owner'), { is_active: false });
      expect(clientWireSchema.parse(off.body).is_active).toBe(false);
      const inactive = clientListResponseSchema.parse(
        (await call('GET', '/clients?is_active=false&limit=1000', token('owner'))).body,
      );
      expect(inactive.clients.map((c) => c.id)).toContain(client.id);
      const active = clientListResponseSchema.parse(
        (await call('GET', '/clients?is_active=true&limit=1000&sort_by=name', token('owner'))).body,
      );
      expect(active.clients.map((c) => c.id)).not.toContain(client.id);
      const on = await call('PUT', `/clients/${client.id}`, token('owner'), { is_active: true });
      expect(clientWireSchema.parse(on.body).is_active).toBe(true);

      expect((await call('DELETE', `/clients/${client.id}`, token('owner'))).status).toBe(204);
      const soft = clientWireSchema.parse(
        (await call('GET', `/clients/${client.id}`, token('owner'))).body,
      );
      expect(soft.is_active).toBe(false);
      expect((await call('DELETE', `/clients/${client.id}?hard=true`, token('owner'))).status).toBe(
        204,
      );
      expect((await call('GET', `/clients/${client.id}`, token('owner'))).status).toBe(404);
    });

    it('pages the list on the server as the clients screen asks: 12 at a time by name, with the total', async () => {
      const page = (skip: number, extra = '') =>
        call(
          'GET',
          `/clients?skip=${skip}&limit=12&sort_by=name&sort_order=asc&is_active=true${extra}`,
          token('owner'),
        );
      const first = await page(0);
      expect(first.status).toBe(200);
      expect(first.body.clients).toHaveLength(12);
      expect(first.body.total).toBe(first.body.stats.active);
      const second = await page(12);
      const ids = new Set(first.body.clients.map((c: { id: string }) => c.id));
      expect(second.body.clients.some((c: { id: string }) => ids.has(c.id))).toBe(false);
      // Name order carries on across the page boundary (case and ё folded, as name_sort is).
      const fold = (name: string) => name.toLocaleLowerCase('ru-RU').replaceAll('ё', 'е');
      const names = [...first.body.clients, ...second.body.clients].map((c: { name: string }) =>
        fold(c.name),
      );
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const lastSkip = Math.floor((first.body.total - 1) / 12) * 12;
      const last = await page(lastSkip);
      expect(last.body.clients).toHaveLength(first.body.total - lastSkip);
      expect(last.body.clients.every((c: { is_active: boolean }) => c.is_active)).toBe(true);

      const inactive = await call(
        'GET',
        '/clients?skip=0&limit=12&is_active=false',
        token('owner'),
      );
      expect(inactive.body.total).toBe(inactive.body.stats.inactive);
      expect(inactive.body.clients.every((c: { is_active: boolean }) => !c.is_active)).toBe(true);
    });

    it('the quick filters page too: VIP by ltv descending, Ненадёжные by reliability ascending', async () => {
      const vip = await call(
        'GET',
        '/clients?skip=0&limit=12&sort_by=ltv&sort_order=desc&min_ltv=1000',
        token('owner'),
      );
      expect(vip.status).toBe(200);
      expect(vip.body.total).toBe(vip.body.stats.vip);
      const ltvs = vip.body.clients.map((c: { ltv: number }) => Number(c.ltv));
      expect(ltvs.every((ltv: number) => ltv >= 1000)).toBe(true);
      expect(ltvs).toEqual([...ltvs].sort((a, b) => b - a));
      const unreliable = await call(
        'GET',
        '/clients?skip=0&limit=12&sort_by=reliability&sort_order=asc&max_reliability=80',
        token('owner'),
      );
      expect(unreliable.body.total).toBe(unreliable.body.stats.unreliable);
      const scores = unreliable.body.clients.map((c: { reliability: number }) =>
        Number(c.reliability),
      );
      expect(scores.every((score: number) => score <= 80)).toBe(true);
      expect(scores).toEqual([...scores].sort((a, b) => a - b));
    });

    it('answers 400 about contacts for malformed ones and about the phone for a duplicate', async () => {
      const malformed = await call('POST', '/clients', token('owner'), {
        name: 'Контакты',
        contacts: [contact('whatsapp', '8029 123'), contact('instagram', 'no_at')],
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body.detail).toMatch(/contacts/);
      expect(malformed.body.errors).toEqual({
        'contacts.0.value': clientFormMessages.contactPhoneFormat(1, 'whatsapp'),
        'contacts.1.value': clientFormMessages.contactInstagramFormat(2),
      });

      const phone = '+7 912 000 11 22';
      expect(
        (
          await call('POST', '/clients', token('owner'), {
            name: 'Один',
            contacts: [contact('call', phone)],
          })
        ).status,
      ).toBe(201);
      const duplicate = await call('POST', '/clients', token('master'), {
        name: 'Другой',
        contacts: [contact('viber', '+79120001122')],
      });
      expect(duplicate.status).toBe(400);
      expect(duplicate.body.detail).toMatch(/phone/);
      expect(duplicate.body.detail).toContain(clientApiMessages.duplicatePhone);

      const nameless = await call('POST', '/clients', token('owner'), { contacts: [] });
      expect(nameless.status).toBe(400);
      expect(nameless.body.errors).toHaveProperty('name');
      const badQuery = await call('GET', '/clients?sort_by=password&limit=5000', token('owner'));
      expect(badQuery.status).toBe(400);
      expect(badQuery.body.errors).toHaveProperty('sort_by');
    });

    it('stores phones in E.164, refuses what is no valid number, and finds a client by any formatting of it', async () => {
      const created = await call('POST', '/clients', token('owner'), {
        name: 'Телефонная Поиск',
        contacts: [
          contact('viber', '+375 (44) 765-43-21', true),
          contact('telegram', '@tel_search'),
        ],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.contacts[0].value).toBe('+375447654321');

      // The code typed twice ('+375 375…') is not a number, with the spec's message.
      const doubled = await call('POST', '/clients', token('owner'), {
        name: 'Дважды код',
        contacts: [contact('call', '+375 375447654322')],
      });
      expect(doubled.status).toBe(400);
      expect(doubled.body.errors).toEqual({
        'contacts.0.value': clientFormMessages.contactPhoneFormat(1, 'call'),
      });

      for (const typed of [
        '+375 44 765-43-21',
        '+375447654321',
        '375 (44) 765 43 21',
        '8 044 765 43 21',
        '8044-765-43-21',
        '(044) 765-43-21',
        '44 765 43 21',
        '765-43-21',
      ]) {
        const found = await call(
          'GET',
          `/clients?search=${encodeURIComponent(typed)}&limit=50`,
          token('owner'),
        );
        expect(found.status).toBe(200);
        expect(
          found.body.clients.map((client: { id: string }) => client.id),
          typed,
        ).toContain(created.body.id);
      }
      // Another number's digits find nothing.
      const other = await call(
        'GET',
        `/clients?search=${encodeURIComponent('8 044 765 43 29')}`,
        token('owner'),
      );
      expect(other.body.clients).toEqual([]);
    });

    it('computes the statistics from appointments and keeps such a client from a hard delete', async () => {
      const refreshed = await call(
        'POST',
        `/clients/${statsClientId}/refresh-stats`,
        token('master'),
      );
      expect(refreshed.status).toBe(200);
      expect(clientWireSchema.parse(refreshed.body)).toMatchObject({
        total_visits: 2,
        attended: 2,
        cancelled: 1,
        rescheduled: 4,
        total_spent: 1250.25,
        ltv: 1250.25,
        reliability: 50,
        last_visit: '2026-02-05',
      });
      const vip = clientListResponseSchema.parse(
        (
          await call(
            'GET',
            `/clients?search=${STATS_SEARCH}&sort_by=ltv&sort_order=desc&limit=100&min_ltv=1000`,
            token('owner'),
          )
        ).body,
      );
      expect(vip.clients.map((c) => c.id)).toEqual([statsClientId]);
      const unreliable = clientListResponseSchema.parse(
        (
          await call(
            'GET',
            `/clients?search=${STATS_SEARCH}&sort_by=reliability&sort_order=asc&limit=100&max_reliability=80`,
            token('owner'),
          )
        ).body,
      );
      expect(unreliable.clients.map((c) => c.id)).toEqual([statsClientId]);
      // Above the threshold: not VIP.
      const notVip = await call(
        'GET',
        `/clients?search=${STATS_SEARCH}&min_ltv=1250.26`,
        token('owner'),
      );
      expect(notVip.body.clients).toEqual([]);

      const hard = await call('DELETE', `/clients/${statsClientId}?hard=true`, token('owner'));
      expect(hard.status).toBe(409);
      expect(hard.body.detail).toMatch(/Деактивируйте/);
      expect((await call('GET', `/clients/${statsClientId}`, token('owner'))).status).toBe(200);
    });

    it('refuses the master edits and deletes, and a member without a role everything', async () => {
      const created = await call('POST', '/clients', token('master'), { name: 'От мастера' });
      expect(created.status).toBe(201);
      const id = created.body.id as string;
      expect((await call('GET', `/clients/${id}`, token('master'))).status).toBe(200);
      expect(
        (await call('PUT', `/clients/${id}`, token('master'), { name: 'Нельзя' })).status,
      ).toBe(403);
      expect(
        (await call('PUT', `/clients/${id}`, token('master'), { is_active: false })).status,
      ).toBe(403);
      expect((await call('DELETE', `/clients/${id}`, token('master'))).status).toBe(403);
      for (const [method, path, body] of [
        ['GET', '/clients', undefined],
        ['GET', `/clients/${id}`, undefined],
        ['POST', '/clients', { name: 'Нельзя' }],
        ['PUT', `/clients/${id}`, { is_active: false }],
        ['DELETE', `/clients/${id}`, undefined],
        ['POST', `/clients/${id}/refresh-stats`, undefined],
      ] as const) {
        const refused = await call(method, path, token('member'), body);
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(refused.body.detail).toEqual(expect.any(String));
        expect((await call(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
      }
      expect(
        clientWireSchema.parse((await call('GET', `/clients/${id}`, token('owner'))).body),
      ).toMatchObject({ name: 'От мастера', is_active: true });
    });

    it("answers 404 for another license's client and lists only the license's own", async () => {
      const created = await call('POST', '/clients', token('owner'), { name: 'Клиент лицензии A' });
      const id = created.body.id as string;
      for (const [method, path, body] of [
        ['GET', `/clients/${id}`, undefined],
        ['PUT', `/clients/${id}`, { name: 'Чужая правка' }],
        ['DELETE', `/clients/${id}?hard=true`, undefined],
        ['POST', `/clients/${id}/refresh-stats`, undefined],
      ] as const) {
        const answer = await call(method, path, token('ownerB'), body);
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(JSON.stringify(answer.body)).not.toContain('Клиент лицензии A');
      }
      expect((await call('GET', '/clients', token('ownerB'))).body).toEqual({
        clients: [],
        total: 0,
        stats: { total: 0, active: 0, inactive: 0, vip: 0, unreliable: 0 },
      });
      expect(
        clientWireSchema.parse((await call('GET', `/clients/${id}`, token('owner'))).body),
      ).toMatchObject({ name: 'Клиент лицензии A', is_active: true });
    });
  });
});
