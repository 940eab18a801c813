// /clients through app.inject on one in-memory PGlite with the demo data and a fresh license.
import { beforeAll, describe, expect, it } from 'vitest';
import { clientListResponseSchema, clientWireSchema } from '@beautydesk/domain/schemas/clients';
import { clientApiMessages, clientFormMessages } from '@beautydesk/domain/messages/clients';
import { eq, inArray } from 'drizzle-orm';
import { isUnreliableClient, isVipClient } from '@beautydesk/domain/rules/clients';
import { appointments, clients, countries, masters, studios } from '../db/schema.ts';
import { withTenant } from '../db/tenant.ts';
import { setUpDemoTestServer } from '../testing/app-fixture.ts';
import { clientMessages } from './messages.ts';

const server = setUpDemoTestServer('c');
const { call, login } = server;
const tokens = { owner: '', master: '', fresh: '', other: '', member: '' };
let freshLicense = '';

/** A registered owner of a new license (named after its e-mail): its token and license id. */
async function newLicense(email: string): Promise<{ token: string; license: string }> {
  const owner = await server.newLicenseOwner(email, email);
  return { token: owner.token, license: owner.licenseId };
}

beforeAll(async () => {
  tokens.owner = await login('owner');
  tokens.master = await login('master');
  const fresh = await newLicense('clients-fresh@example.com');
  tokens.fresh = fresh.token;
  freshLicense = fresh.license;
  tokens.other = (await newLicense('clients-other@example.com')).token;
  tokens.member = await server.memberWithoutRole('clients-member@example.com', freshLicense);
});

const contact = (type: string, value: string, preferred = false) => ({ type, value, preferred });

async function create(token: string, body: object) {
  const response = await call('POST', '/clients', token, body);
  expect(response.statusCode, response.body).toBe(201);
  return clientWireSchema.parse(response.json());
}

async function list(token: string, query = '') {
  const response = await call('GET', `/clients${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return clientListResponseSchema.parse(response.json());
}

describe('clients', () => {
  it('creates a client with its contacts and answers it by id', async () => {
    const client = await create(tokens.fresh, {
      name: '  Анна Смирнова ',
      birth_date: '1990-05-01',
      notes: 'Чувствительная кожа',
      contacts: [contact('whatsapp', '+375 29 111-22-33', true), contact('instagram', '@anna')],
    });
    expect(client).toMatchObject({
      name: 'Анна Смирнова',
      birth_date: '1990-05-01',
      notes: 'Чувствительная кожа',
      is_active: true,
      total_visits: 0,
      reliability: 100,
      last_visit: null,
      contacts: [
        // Stored in E.164 whatever the formatting (issue 28).
        { type: 'whatsapp', value: '+375291112233', preferred: true, verified: false },
        { type: 'instagram', value: '@anna', preferred: false, notes: null },
      ],
    });
    const one = await call('GET', `/clients/${client.id}`, tokens.fresh);
    expect(clientWireSchema.parse(one.json())).toEqual(client);
  });

  it('refuses malformed contacts with the spec messages, and a duplicate phone', async () => {
    const bad = await call('POST', '/clients', tokens.fresh, {
      name: 'Плохие контакты',
      contacts: [
        contact('call', '80291234567', true),
        contact('email', 'not-an-email', true),
        contact('telegram', 'user'),
        contact('instagram', 'insta'),
        contact('sms', '   '),
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      detail: clientMessages.invalidContacts,
      errors: {
        'contacts.0.value': clientFormMessages.contactPhoneFormat(1, 'call'),
        'contacts.1.value': clientFormMessages.contactEmailFormat(2),
        'contacts.2.value': clientFormMessages.contactTelegramFormat(3),
        'contacts.3.value': clientFormMessages.contactInstagramFormat(4),
        'contacts.4.value': clientFormMessages.contactValueRequired(5),
        contacts: clientFormMessages.onePreferredContact,
      },
    });
    expect(bad.json().detail).toMatch(/contacts/);
    expect(bad.json().detail).not.toMatch(/phone/i);

    await create(tokens.fresh, {
      name: 'Первый',
      contacts: [contact('call', '+7 (900) 000-00-01')],
    });
    // The same digits through another type and spelling: the same phone.
    const duplicate = await call('POST', '/clients', tokens.fresh, {
      name: 'Второй',
      contacts: [contact('email', 'b@example.com'), contact('telegram', '+79000000001')],
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().detail).toMatch(/phone/);
    expect(duplicate.json().detail).toContain(clientApiMessages.duplicatePhone);
    expect(duplicate.json().errors).toEqual({
      'contacts.1.value': clientApiMessages.duplicatePhone,
    });
    // Another license may hold the same phone.
    await create(tokens.other, { name: 'Чужой', contacts: [contact('viber', '+79000000001')] });
    // One client may list its phone twice (WhatsApp and calls).
    await create(tokens.fresh, {
      name: 'Дважды',
      contacts: [contact('whatsapp', '+7 900 000 00 02'), contact('call', '+79000000002')],
    });
  });

  it('searches name and contacts as substrings, case-insensitively, with % and _ taken literally', async () => {
    const { token } = await newLicense('clients-search@example.com');
    await create(token, { name: 'Ольга Петрова', contacts: [contact('email', 'olga_p@mail.ru')] });
    await create(token, { name: 'Пётр Иванов', contacts: [contact('instagram', '@PETR100%')] });
    await create(token, { name: 'Мария', contacts: [contact('call', '+375 44 555 66 77')] });
    const names = async (search: string) =>
      (await list(token, `?search=${encodeURIComponent(search)}`)).clients.map((c) => c.name);
    expect(await names('ПЕТРОВ')).toEqual(['Ольга Петрова']);
    expect(await names('petr1')).toEqual(['Пётр Иванов']);
    expect(await names('555 66')).toEqual(['Мария']);
    expect(await names('100%')).toEqual(['Пётр Иванов']);
    expect(await names('olg_')).toEqual([]);
    expect(await names('olga_')).toEqual(['Ольга Петрова']);
    expect(await names('%')).toEqual(['Пётр Иванов']);
    expect(await names('%%')).toEqual([]);
    expect(await names('  ')).toHaveLength(3);
    expect((await call('GET', `/clients?search=${'x'.repeat(201)}`, token)).statusCode).toBe(400);
  });

  it('keeps the stats equal to a fresh count through every kind of write', async () => {
    const { token, license } = await newLicense('clients-counts@example.com');
    const made = [];
    for (const name of ['Ирина', 'Олег', 'Пётр', 'Роза', 'Сева'])
      made.push(await create(token, { name }));
    const [irina, oleg, petr, roza] = made as [
      (typeof made)[number],
      (typeof made)[number],
      (typeof made)[number],
      (typeof made)[number],
    ];
    // One statement changing several rows, and rows crossing each threshold both ways.
    await withTenant(server.database.db, license, async (t) => {
      await t.update(
        clients,
        { ltv: 2000, reliability: 40 },
        inArray(clients.id, [irina.id, oleg.id]),
      );
      await t.update(clients, { ltv: 999.99, reliability: 80.01 }, eq(clients.id, oleg.id));
    });
    expect((await call('PUT', `/clients/${petr.id}`, token, { is_active: false })).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/clients/${roza.id}?hard=true`, token)).statusCode).toBe(204);
    expect((await call('DELETE', `/clients/${irina.id}`, token)).statusCode).toBe(204);

    const fresh = await withTenant(server.database.db, license, (t) => t.select(clients));
    expect((await list(token)).stats).toEqual({
      total: fresh.length,
      active: fresh.filter((c) => c.is_active).length,
      inactive: fresh.filter((c) => !c.is_active).length,
      vip: fresh.filter((c) => isVipClient(c)).length,
      unreliable: fresh.filter((c) => isUnreliableClient(c)).length,
    });
    expect((await list(token)).stats).toEqual({
      total: 4,
      active: 2,
      inactive: 2,
      vip: 1,
      unreliable: 1,
    });
  });

  it('counts the matches of a page past the last one', async () => {
    const { token } = await newLicense('clients-past@example.com');
    for (const name of ['Зоя Первая', 'Зоя Вторая', 'Яна']) await create(token, { name });
    const past = await list(token, '?search=зоя&skip=10&limit=5');
    expect(past.clients).toEqual([]);
    expect(past.total).toBe(2);
    expect((await list(token, '?search=зоя&limit=1')).total).toBe(2);
    expect((await list(token, '?is_active=true&skip=10')).total).toBe(3);
  });

  it('sorts, pages, filters by activity, ltv and reliability, and reports stats', async () => {
    const { token, license } = await newLicense('clients-list@example.com');
    const made = [];
    for (const name of ['Вера', 'Алла', 'Борис', 'Галина'])
      made.push(await create(token, { name }));
    const [vera, alla, boris] = made as [
      (typeof made)[number],
      (typeof made)[number],
      (typeof made)[number],
    ];
    await withTenant(server.database.db, license, async (t) => {
      await t.update(clients, { ltv: 1500, reliability: 50 }, eq(clients.id, vera.id));
      await t.update(clients, { ltv: 1000, reliability: 80 }, eq(clients.id, alla.id));
      await t.update(clients, { ltv: 300, reliability: 90 }, eq(clients.id, boris.id));
    });
    expect(
      (await call('PUT', `/clients/${boris.id}`, token, { is_active: false })).statusCode,
    ).toBe(200);

    const all = await list(token);
    expect(all.clients.map((c) => c.name)).toEqual(['Алла', 'Борис', 'Вера', 'Галина']);
    expect(all.total).toBe(4);
    expect(all.stats).toEqual({ total: 4, active: 3, inactive: 1, vip: 2, unreliable: 2 });

    const desc = await list(token, '?sort_by=name&sort_order=desc&limit=2&skip=1');
    expect(desc.clients.map((c) => c.name)).toEqual(['Вера', 'Борис']);
    expect(desc.total).toBe(4);

    expect((await list(token, '?is_active=false')).clients.map((c) => c.name)).toEqual(['Борис']);
    expect((await list(token, '?is_active=true')).total).toBe(3);

    const vip = await list(token, '?sort_by=ltv&sort_order=desc&limit=100&min_ltv=1000');
    expect(vip.clients.map((c) => [c.name, c.ltv])).toEqual([
      ['Вера', 1500],
      ['Алла', 1000],
    ]);
    const unreliable = await list(
      token,
      '?sort_by=reliability&sort_order=asc&limit=100&max_reliability=80',
    );
    expect(unreliable.clients.map((c) => [c.name, c.reliability])).toEqual([
      ['Вера', 50],
      ['Алла', 80],
    ]);

    for (const query of ['limit=1001', 'limit=0', 'sort_by=phone', 'sort_order=up', 'skip=-1']) {
      expect((await call('GET', `/clients?${query}`, token)).statusCode, query).toBe(400);
    }
  });

  it('orders names as Russian readers expect: any case, ё beside е', async () => {
    const { token } = await newLicense('clients-order@example.com');
    for (const name of ['Алла', 'Ёлка', 'алина', 'Борис', 'Алёна', 'Елена'])
      await create(token, { name });
    const names = (await list(token, '?sort_by=name&sort_order=asc')).clients.map((c) => c.name);
    expect(names).toEqual(['Алёна', 'алина', 'Алла', 'Борис', 'Елена', 'Ёлка']);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
    const reversed = (await list(token, '?sort_by=name&sort_order=desc')).clients.map(
      (c) => c.name,
    );
    expect(reversed).toEqual([...names].reverse());
  });

  it('updates fields, only is_active, clears notes, and keeps phones in step', async () => {
    const client = await create(tokens.fresh, {
      name: 'Елена',
      notes: 'старое',
      birth_date: '1985-01-02',
      contacts: [contact('call', '+375290000010')],
    });
    const renamed = await call('PUT', `/clients/${client.id}`, tokens.fresh, {
      name: 'Елена Викторовна',
      notes: null,
      birth_date: '',
      contacts: [contact('whatsapp', '+375290000011', true)],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const changed = clientWireSchema.parse(renamed.json());
    expect(changed).toMatchObject({ name: 'Елена Викторовна', notes: null, birth_date: null });
    expect(Date.parse(changed.updated_at)).toBeGreaterThanOrEqual(Date.parse(client.updated_at));
    // The released phone is free again; the new one is taken.
    await create(tokens.fresh, { name: 'Новая', contacts: [contact('sms', '+375290000010')] });
    const taken = await call('POST', '/clients', tokens.fresh, {
      name: 'Ещё одна',
      contacts: [contact('sms', '+375 29 000 00 11')],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().detail).toMatch(/phone/);
    // Search follows the new name.
    expect((await list(tokens.fresh, '?search=викторовна')).clients.map((c) => c.id)).toEqual([
      client.id,
    ]);

    const off = await call('PUT', `/clients/${client.id}`, tokens.fresh, { is_active: false });
    expect(clientWireSchema.parse(off.json())).toMatchObject({
      is_active: false,
      name: 'Елена Викторовна',
    });

    const badContacts = await call('PUT', `/clients/${client.id}`, tokens.fresh, {
      contacts: [contact('viber', '375')],
    });
    expect(badContacts.statusCode).toBe(400);
    expect(badContacts.json().errors).toEqual({
      'contacts.0.value': clientFormMessages.contactPhoneFormat(1, 'viber'),
    });
    const empty = await call('PUT', `/clients/${client.id}`, tokens.fresh, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe(clientMessages.emptyUpdate);
    const unknown = await call('PUT', `/clients/${client.id}`, tokens.fresh, { phone: '+1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('phone');
  });

  it('deletes softly by default, permanently with hard=true, and refuses when appointments exist', async () => {
    const soft = await create(tokens.fresh, { name: 'Мягкое удаление' });
    expect((await call('DELETE', `/clients/${soft.id}`, tokens.fresh)).statusCode).toBe(204);
    expect(
      clientWireSchema.parse((await call('GET', `/clients/${soft.id}`, tokens.fresh)).json()),
    ).toMatchObject({ is_active: false });

    const hard = await create(tokens.fresh, {
      name: 'Навсегда',
      contacts: [contact('call', '+375290000099')],
    });
    expect((await call('DELETE', `/clients/${hard.id}?hard=true`, tokens.fresh)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/clients/${hard.id}`, tokens.fresh)).statusCode).toBe(404);
    // Its phone went with it.
    await create(tokens.fresh, { name: 'Наследник', contacts: [contact('call', '+375290000099')] });
  });

  it('recomputes statistics from appointments; a client with appointments is not hard-deleted', async () => {
    const { token, license } = await newLicense('clients-stats@example.com');
    const client = await create(token, { name: 'Статистика' });
    const empty = await call('POST', `/clients/${client.id}/refresh-stats`, token);
    expect(clientWireSchema.parse(empty.json())).toMatchObject({
      total_visits: 0,
      total_spent: 0,
      ltv: 0,
      reliability: 100,
      last_visit: null,
    });

    await withTenant(server.database.db, license, async (t) => {
      const [country] = await t.tx.select().from(countries).limit(1);
      const [studio] = await t.insert(studios, {
        name: 'Студия',
        country_id: country?.id as string,
        time_zone: 'Europe/Minsk',
        city: 'Минск',
        address: 'ул. Тестовая, 1',
        phone: '+375170000000',
      });
      const [master] = await t.insert(masters, {
        name: 'Мастер',
        phone: '+375290000000',
        studio_id: studio?.id as string,
        qualification: 'Лазер',
      });
      const base = {
        client_id: client.id,
        master_id: master?.id as string,
        studio_id: studio?.id as string,
      };
      const at = (date: string, status: string, price: number, moved = 0) => ({
        ...base,
        date,
        start_time: '10:00',
        end_time: '11:00',
        status,
        total_price: price,
        reschedule_count: moved,
      });
      await t.insert(appointments, [
        at('2026-01-10', 'completed', 1200.5, 1),
        at('2026-02-10', 'completed', 800),
        at('2026-03-10', 'completed', 300),
        at('2026-03-11', 'cancelled', 500, 2),
        at('2026-03-12', 'no_show', 500),
        at('2026-04-10', 'scheduled', 700, 1),
      ]);
    });
    const refreshed = await call('POST', `/clients/${client.id}/refresh-stats`, token);
    expect(refreshed.statusCode).toBe(200);
    const stats = clientWireSchema.parse(refreshed.json());
    expect(stats).toMatchObject({
      total_visits: 3,
      attended: 3,
      cancelled: 1,
      rescheduled: 4,
      total_spent: 2300.5,
      ltv: 2300.5,
      reliability: 60,
      last_visit: '2026-03-10',
    });
    expect(stats.updated_at).toBe(client.updated_at);

    const refused = await call('DELETE', `/clients/${client.id}?hard=true`, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: clientMessages.hasAppointments });
    expect((await call('DELETE', `/clients/${client.id}`, token)).statusCode).toBe(204);
  });

  it('checks permissions: the master reads and creates only; a member without a role nothing', async () => {
    const client = await create(tokens.owner, { name: 'Клиент демо' });
    expect((await call('GET', '/clients', tokens.master)).statusCode).toBe(200);
    expect((await call('GET', `/clients/${client.id}`, tokens.master)).statusCode).toBe(200);
    expect((await call('POST', '/clients', tokens.master, { name: 'От мастера' })).statusCode).toBe(
      201,
    );
    expect(
      (await call('PUT', `/clients/${client.id}`, tokens.master, { is_active: false })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/clients/${client.id}`, tokens.master)).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', '/clients'],
      ['GET', `/clients/${client.id}`],
      ['POST', '/clients'],
      ['PUT', `/clients/${client.id}`],
      ['DELETE', `/clients/${client.id}`],
      ['POST', `/clients/${client.id}/refresh-stats`],
    ] as const) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : { name: 'Нет прав' };
      expect((await call(method, url, tokens.member, body)).statusCode, `${method} ${url}`).toBe(
        403,
      );
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("never reaches another license's client", async () => {
    const client = await create(tokens.owner, { name: 'Только для A' });
    for (const [method, url, body] of [
      ['GET', `/clients/${client.id}`, undefined],
      ['PUT', `/clients/${client.id}`, { name: 'Взлом' }],
      ['DELETE', `/clients/${client.id}?hard=true`, undefined],
      ['POST', `/clients/${client.id}/refresh-stats`, undefined],
    ] as const) {
      const response = await call(method, url, tokens.other, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('Только для A');
    }
    const listed = await list(tokens.other, `?search=${encodeURIComponent('только для')}`);
    expect(listed.clients).toEqual([]);
    expect(
      clientWireSchema.parse((await call('GET', `/clients/${client.id}`, tokens.owner)).json()),
    ).toMatchObject({ name: 'Только для A', is_active: true });
    expect((await call('GET', '/clients/not-a-uuid', tokens.owner)).statusCode).toBe(400);
  });
});
