// /masters, /stats/master/me and the studios' master links through app.inject on one in-memory PGlite.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  masterListSchema,
  masterSchema,
  masterStatsSchema,
} from '@beautydesk/domain/schemas/masters';
import { studioSchema } from '@beautydesk/domain/schemas/studios';
import { masterFormMessages } from '@beautydesk/domain/messages/masters';
import { scheduleMessages } from '@beautydesk/domain/messages/schedule';
import { isNotAMasterError } from '@beautydesk/domain/rules/dashboard';
import { addDays, addMonths, daysInMonth, formatIsoDate } from '@beautydesk/domain/rules/dates';
import { defaultSchedule } from '@beautydesk/domain/rules/schedule';
import { appointments, clients, users } from '../db/schema.ts';
import { withTenant } from '../db/tenant.ts';
import { setUpDemoTestServer } from '../testing/app-fixture.ts';
import { masterServerMessages, studioMasterMessages } from './messages.ts';
import { wallClockAt } from '@beautydesk/domain/rules/time-zones';

const server = setUpDemoTestServer('m');
const { call, login } = server;

type Who = 'owner' | 'admin' | 'master' | 'ownerB' | 'plain';
const tokens = {} as Record<Who, string>;
let licenseB = '';
let userB = '';
let studioB = '';
let studioB2 = '';
let studioA = '';

async function newStudio(token: string, name: string, code = 'BY'): Promise<string> {
  const country = (await call('GET', `/countries/code/${code}`, token)).json().id as string;
  const response = await call('POST', '/studios', token, {
    name,
    country_id: country,
    city: 'Минск',
    address: 'ул. Ленина, 1',
    phone: '+375 17 000-00-00',
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

/** The studios here are in Belarus: their today is Minsk's (issue 18). */
const minskToday = () => wallClockAt('Europe/Minsk', new Date()).today;

const masterBody = (studioId: string, extra: object = {}) => ({
  name: 'Анна Петрова',
  phone: '+375291234567',
  email: 'anna@example.com',
  qualification: 'Лазерная эпиляция',
  studio_id: studioId,
  ...extra,
});

async function createMaster(extra: object = {}, studioId = studioB): Promise<string> {
  const response = await call('POST', '/masters', tokens.ownerB, masterBody(studioId, extra));
  expect(response.statusCode, response.body).toBe(201);
  return masterSchema.parse(response.json()).id;
}

beforeAll(async () => {
  tokens.owner = await login('owner');
  tokens.admin = await login('administrator');
  tokens.master = await login('master');
  const ownerB = await server.newLicenseOwner('masters-b@example.com', 'Студия мастеров');
  userB = ownerB.userId;
  licenseB = ownerB.licenseId;
  tokens.ownerB = ownerB.token;
  tokens.plain = (await server.registerUser('masters-plain@example.com')).access_token;
  studioB = await newStudio(tokens.ownerB, 'Студия Б1');
  studioB2 = await newStudio(tokens.ownerB, 'Студия Б2', 'RU');
  studioA = (await call('GET', '/studios', tokens.owner)).json().studios[0].id;
});

describe('masters', () => {
  it('creates a master with the default schedule and coefficient 1', async () => {
    const response = await call('POST', '/masters', tokens.ownerB, masterBody(studioB));
    expect(response.statusCode).toBe(201);
    const master = masterSchema.parse(response.json());
    expect(master).toMatchObject({
      name: 'Анна Петрова',
      phone: '+375291234567',
      email: 'anna@example.com',
      photo_url: null,
      studio_id: studioB,
      is_active: true,
      coefficient: 1,
      notes: null,
    });
    expect(master.schedule).toEqual(defaultSchedule(minskToday()));
    expect(master.schedule?.template.saturday.slots).toEqual([{ start: '10:00', end: '16:00' }]);
    expect(master.schedule?.activeUntil).toBe(addMonths(minskToday(), 3));
  });

  it("refuses the form's mistakes with the spec's texts", async () => {
    const cases: [object, string, string][] = [
      [{ phone: '375291234567' }, 'phone', masterFormMessages.phoneFormat],
      [{ coefficient: 2.5 }, 'coefficient', masterFormMessages.coefficientRange],
      [{ coefficient: 0.4 }, 'coefficient', masterFormMessages.coefficientRange],
      [{ coefficient: 1.25 }, 'coefficient', masterFormMessages.coefficientRange],
      [{ coefficient: 'много' }, 'coefficient', masterFormMessages.coefficientRange],
      [{ email: 'anna.example.com' }, 'email', masterFormMessages.invalidEmail],
      [{ photo_url: 'не ссылка' }, 'photo_url', masterFormMessages.invalidPhotoUrl],
    ];
    for (const [extra, field, message] of cases) {
      const response = await call('POST', '/masters', tokens.ownerB, masterBody(studioB, extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
    const missing = await call('POST', '/masters', tokens.ownerB, { name: 'Без телефона' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['phone', 'qualification', 'studio_id']),
    );
    // A studio of another license is no studio here.
    const foreign = await call('POST', '/masters', tokens.ownerB, masterBody(studioA));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.studio_id).toBe(masterServerMessages.studioNotFound);
    // Coefficient 1.3 and a text coefficient '0.7' are fine.
    const ok = await call(
      'POST',
      '/masters',
      tokens.ownerB,
      masterBody(studioB, { coefficient: '0.7' }),
    );
    expect(ok.json().coefficient).toBe(0.7);
  });

  it('lists with filters, reads, changes, toggles, sets the coefficient and the studio', async () => {
    const id = await createMaster({ name: 'Вера Смирнова', coefficient: 1.3 });
    const other = await createMaster({ name: 'Юлия Ким' }, studioB2);
    const all = masterListSchema.parse((await call('GET', '/masters', tokens.ownerB)).json());
    expect(all.masters.map((m) => m.name)).toEqual([...all.masters.map((m) => m.name)].sort());
    expect(all.total).toBe(all.masters.length);
    const inB2 = masterListSchema.parse(
      (await call('GET', `/masters?studio_id=${studioB2}`, tokens.ownerB)).json(),
    );
    expect(inB2.masters.map((m) => m.id)).toEqual([other]);
    const limited = masterListSchema.parse(
      (await call('GET', '/masters?limit=1', tokens.ownerB)).json(),
    );
    expect(limited.masters).toHaveLength(1);
    expect(limited.total).toBe(all.total);
    expect((await call('GET', '/masters?limit=1001', tokens.ownerB)).statusCode).toBe(400);

    const updated = await call('PUT', `/masters/${id}`, tokens.ownerB, {
      notes: 'Работает по субботам',
      qualification: 'Электроэпиляция',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ notes: 'Работает по субботам', coefficient: 1.3 });

    const toggled = await call('PATCH', `/masters/${id}/toggle`, tokens.ownerB);
    expect(toggled.json().is_active).toBe(false);
    const inactive = masterListSchema.parse(
      (await call('GET', '/masters?is_active=false', tokens.ownerB)).json(),
    );
    expect(inactive.masters.map((m) => m.id)).toEqual([id]);
    expect((await call('PATCH', `/masters/${id}/toggle`, tokens.ownerB)).json().is_active).toBe(
      true,
    );

    const coefficient = await call('PATCH', `/masters/${id}/coefficient`, tokens.ownerB, {
      coefficient: 1.8,
    });
    expect(coefficient.json().coefficient).toBe(1.8);
    const bad = await call('PATCH', `/masters/${id}/coefficient`, tokens.ownerB, {
      coefficient: 2.1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.coefficient).toBe(masterFormMessages.coefficientRange);

    const moved = await call('PATCH', `/masters/${id}/studio`, tokens.ownerB, {
      studio_id: studioB2,
    });
    expect(moved.json().studio_id).toBe(studioB2);
    const studio = studioSchema.parse(
      (await call('GET', `/studios/${studioB2}`, tokens.ownerB)).json(),
    );
    expect(studio.master_ids.sort()).toEqual([id, other].sort());
    const foreign = await call('PATCH', `/masters/${id}/studio`, tokens.ownerB, {
      studio_id: studioA,
    });
    expect(foreign.statusCode).toBe(400);
    expect((await call('GET', `/masters/${id}`, tokens.ownerB)).json().studio_id).toBe(studioB2);
  });

  it("saves a schedule the domain accepts, and answers 400 with the domain's messages", async () => {
    const id = await createMaster({ name: 'Ольга Лис' });
    const schedule = defaultSchedule('2026-01-01');
    schedule.customDays['2026-01-10'] = {
      isWorking: true,
      slots: [{ start: '12:00', end: '15:00' }],
    };
    const saved = await call('PUT', `/masters/${id}/schedule`, tokens.ownerB, { schedule });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().schedule).toEqual(schedule);

    const broken = structuredClone(schedule);
    broken.template.monday = { isWorking: true, slots: [] };
    broken.customDays['2026-01-10'] = {
      isWorking: true,
      slots: [{ start: '15:00', end: '12:00' }],
    };
    const refused = await call('PUT', `/masters/${id}/schedule`, tokens.ownerB, {
      schedule: broken,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail.split('\n')).toEqual([
      scheduleMessages.templateDayError('понедельник', scheduleMessages.workingDayNeedsSlot),
      scheduleMessages.customDayError('2026-01-10', scheduleMessages.slotStartBeforeEnd),
    ]);
    const reversed = await call('PUT', `/masters/${id}/schedule`, tokens.ownerB, {
      schedule: { ...schedule, activeFrom: '2026-05-01', activeUntil: '2026-04-01' },
    });
    expect(reversed.json().detail).toBe(scheduleMessages.dateRangeOrder);
    const malformed = await call('PUT', `/masters/${id}/schedule`, tokens.ownerB, {
      schedule: { template: {} },
    });
    expect(malformed.statusCode).toBe(400);
    expect((await call('GET', `/masters/${id}`, tokens.ownerB)).json().schedule).toEqual(schedule);
    // A schedule sent on create is checked the same way.
    const create = await call(
      'POST',
      '/masters',
      tokens.ownerB,
      masterBody(studioB, { schedule: broken }),
    );
    expect(create.statusCode).toBe(400);
  });

  it('deletes a master without appointments; one with appointments answers 409', async () => {
    const id = await createMaster({ name: 'Удаляемая' });
    const booked = await createMaster({ name: 'С записями' });
    await withTenant(server.database.db, licenseB, async (t) => {
      const [client] = await t.insert(clients, { name: 'Клиент' });
      await t.insert(appointments, {
        client_id: client!.id,
        master_id: booked,
        studio_id: studioB,
        date: '2026-01-15',
        start_time: '10:00',
        end_time: '11:00',
      });
    });
    await server.database.db.update(users).set({ master_id: id }).where(eq(users.id, userB));
    expect((await call('DELETE', `/masters/${id}`, tokens.ownerB)).statusCode).toBe(204);
    expect((await call('GET', `/masters/${id}`, tokens.ownerB)).statusCode).toBe(404);
    const [user] = await server.database.db.select().from(users).where(eq(users.id, userB));
    expect(user?.master_id).toBeNull();
    const refused = await call('DELETE', `/masters/${booked}`, tokens.ownerB);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(masterServerMessages.hasAppointments);
    expect((await call('DELETE', `/masters/${id}`, tokens.ownerB)).statusCode).toBe(404);
  });

  it('checks permissions: the demo master reads but may not write', async () => {
    const list = await call('GET', '/masters', tokens.master);
    expect(list.statusCode).toBe(200);
    expect((await call('POST', '/masters', tokens.master, masterBody(studioA))).statusCode).toBe(
      403,
    );
    const own = await call('POST', '/masters', tokens.admin, masterBody(studioA));
    expect(own.statusCode).toBe(201);
    const id = own.json().id as string;
    for (const [method, url, body] of [
      ['PUT', `/masters/${id}`, { name: 'Чужая правка' }],
      ['PATCH', `/masters/${id}/toggle`, undefined],
      ['PATCH', `/masters/${id}/coefficient`, { coefficient: 1.5 }],
      ['PATCH', `/masters/${id}/studio`, { studio_id: studioA }],
      ['PUT', `/masters/${id}/schedule`, { schedule: defaultSchedule('2026-01-01') }],
      ['DELETE', `/masters/${id}`, undefined],
    ] as const) {
      expect((await call(method, url, tokens.master, body)).statusCode, `${method} ${url}`).toBe(
        403,
      );
    }
    expect((await call('GET', '/masters', tokens.plain)).statusCode).toBe(403);
    expect((await call('GET', '/masters')).statusCode).toBe(401);
    expect((await call('DELETE', `/masters/${id}`, tokens.admin)).statusCode).toBe(204);
  });

  it("never shows or changes another license's masters", async () => {
    const id = await createMaster({ name: 'Тайная' });
    const list = masterListSchema.parse(
      (await call('GET', '/masters?limit=1000', tokens.owner)).json(),
    );
    expect(list.masters.map((m) => m.id)).not.toContain(id);
    const byStudio = await call('GET', `/masters?studio_id=${studioB}`, tokens.owner);
    expect(byStudio.json()).toEqual({ masters: [], total: 0 });
    for (const [method, url, body] of [
      ['GET', `/masters/${id}`, undefined],
      ['PUT', `/masters/${id}`, { name: 'Взлом' }],
      ['PATCH', `/masters/${id}/toggle`, undefined],
      ['PATCH', `/masters/${id}/coefficient`, { coefficient: 1.5 }],
      ['PUT', `/masters/${id}/schedule`, { schedule: defaultSchedule('2026-01-01') }],
      ['DELETE', `/masters/${id}`, undefined],
    ] as const) {
      const response = await call(method, url, tokens.owner, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('Тайная');
    }
    const master = (await call('GET', `/masters/${id}`, tokens.ownerB)).json();
    expect(master).toMatchObject({ name: 'Тайная', is_active: true });
  });
});

describe('studios and their masters', () => {
  it("lists a studio's masters and refuses to delete it while it has masters", async () => {
    const studio = await newStudio(tokens.ownerB, 'Студия на удаление');
    const id = await createMaster({ name: 'Переводимая' }, studio);
    const read = studioSchema.parse(
      (await call('GET', `/studios/${studio}`, tokens.ownerB)).json(),
    );
    expect(read.master_ids).toEqual([id]);
    const list = (await call('GET', '/studios', tokens.ownerB)).json().studios as {
      id: string;
      master_ids: string[];
    }[];
    expect(list.find((s) => s.id === studio)?.master_ids).toEqual([id]);
    // Sending back the current masters, or none, changes nothing; another list is refused.
    expect(
      (await call('PUT', `/studios/${studio}`, tokens.ownerB, { master_ids: [id], city: 'Гродно' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/studios/${studio}`, tokens.ownerB, { master_ids: [] })).json(),
    ).toMatchObject({
      city: 'Гродно',
      master_ids: [id],
    });
    const refused = await call('PUT', `/studios/${studio}`, tokens.ownerB, {
      master_ids: [id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.master_ids).toBe(studioMasterMessages.mastersReadOnly);

    const blocked = await call('DELETE', `/studios/${studio}`, tokens.ownerB);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().detail).toBe(studioMasterMessages.hasMasters);
    await call('PATCH', `/masters/${id}/studio`, tokens.ownerB, { studio_id: studioB });
    expect((await call('DELETE', `/studios/${studio}`, tokens.ownerB)).statusCode).toBe(204);
  });

  it('refuses to delete a studio with appointments', async () => {
    const studio = await newStudio(tokens.ownerB, 'Студия с записями');
    const master = await createMaster({ name: 'Гостевая' });
    await withTenant(server.database.db, licenseB, async (t) => {
      const [client] = await t.insert(clients, { name: 'Гость' });
      await t.insert(appointments, {
        client_id: client!.id,
        master_id: master,
        studio_id: studio,
        date: '2026-02-01',
        start_time: '10:00',
        end_time: '11:00',
        status: 'cancelled',
      });
    });
    const blocked = await call('DELETE', `/studios/${studio}`, tokens.ownerB);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().detail).toBe(studioMasterMessages.hasAppointments);
  });
});

describe('GET /stats/master/me', () => {
  it('answers 403 "not a master" to an account without a master', async () => {
    const response = await call('GET', '/stats/master/me', tokens.admin);
    expect(response.statusCode).toBe(403);
    expect(isNotAMasterError({ status: 403, detail: response.json().detail })).toBe(true);
    expect((await call('GET', '/stats/master/me', tokens.plain)).statusCode).toBe(403);
    expect((await call('GET', '/stats/master/me')).statusCode).toBe(401);
  });

  it("answers the demo master's statistics (the seed links the account to a master)", async () => {
    const response = await call('GET', '/stats/master/me', tokens.master);
    expect(response.statusCode, response.body).toBe(200);
    const stats = masterStatsSchema.parse(response.json());
    expect(stats.salary.past_months).toHaveLength(6);
    expect(stats.profile.studio_name).toEqual(expect.any(String));
  });

  it('computes salary, forecast and six past months from completed appointments', async () => {
    const id = await createMaster({ name: 'Мария Орлова', coefficient: 1.2 });
    const today = minskToday();
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const monthStart = formatIsoDate(year, month, 1);
    const lastMonth = addMonths(monthStart, -1);
    const sevenAgo = addMonths(monthStart, -7);
    await withTenant(server.database.db, licenseB, async (t) => {
      const [client] = await t.insert(clients, { name: 'Постоянная клиентка' });
      const base = { client_id: client!.id, master_id: id, studio_id: studioB, currency: 'BYN' };
      const at = (date: string, hour: number, status: string, price: number) => ({
        ...base,
        date,
        start_time: `${String(hour).padStart(2, '0')}:00`,
        end_time: `${String(hour).padStart(2, '0')}:30`,
        status,
        total_price: price,
      });
      await t.insert(appointments, [
        at(monthStart, 9, 'completed', 100),
        at(monthStart, 10, 'completed', 150.5),
        at(monthStart, 11, 'cancelled', 999),
        at(monthStart, 12, 'scheduled', 999),
        at(lastMonth, 9, 'completed', 200),
        at(addDays(lastMonth, 1), 9, 'completed', 300),
        at(addDays(lastMonth, 2), 9, 'no_show', 999),
        at(sevenAgo, 9, 'completed', 5000),
        { ...at(lastMonth, 14, 'completed', 7000), currency: 'USD' },
      ]);
    });
    // The owner of license B is this master's account.
    await server.database.db.update(users).set({ master_id: id }).where(eq(users.id, userB));

    const response = await call('GET', '/stats/master/me', tokens.ownerB);
    expect(response.statusCode, response.body).toBe(200);
    const raw = response.json();
    expect(typeof raw.salary.forecast.confidence_score).toBe('string');
    const stats = masterStatsSchema.parse(raw);
    const rate = 0.48;
    const total = daysInMonth(year, month);
    expect(stats.profile).toEqual({
      master_id: id,
      name: 'Мария Орлова',
      studio_name: 'Студия Б1',
      coefficient: 1.2,
    });
    expect(stats.salary.current_month).toEqual({ amount: 120.24, currency: 'BYN' });
    expect(stats.salary.forecast).toEqual({
      current_month_partial: { amount: 120.24, currency: 'BYN' },
      forecasted_full_month: {
        amount: Math.round((120.24 / day) * total * 100) / 100,
        currency: 'BYN',
      },
      confidence_score: Math.round((day / total) * 100) / 100,
      days_completed: day,
      total_days_in_month: total,
    });
    expect(stats.salary.past_months).toHaveLength(6);
    const [previous] = stats.salary.past_months;
    expect(previous).toEqual({
      year: Number(lastMonth.slice(0, 4)),
      month: Number(lastMonth.slice(5, 7)),
      salary_amount: { amount: 240, currency: 'BYN' },
      appointments_count: 2,
      total_revenue: 500,
      commission_rate: rate,
    });
    // Seven months ago is beyond the history.
    expect(stats.salary.past_months.every((m, i) => i === 0 || m.appointments_count === 0)).toBe(
      true,
    );
    await server.database.db.update(users).set({ master_id: null }).where(eq(users.id, userB));
  });
});
