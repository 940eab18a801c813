// Whole conversations with the offline assistant against a real server process on the demo data:
// its numbers are the API's numbers, an ambiguous name gets a question, nothing is written before
// the user's "да", a booking made in the chat is in the calendar data, and a master's chat cannot
// cancel another master's appointment.
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, weekdayIndex } from '@beautydesk/domain/rules/dates';
import {
  appointmentListSchema,
  appointmentMonthListSchema,
  findOptimalSlotsResponseSchema,
} from '@beautydesk/domain/schemas/appointments';
import { clientListResponseSchema } from '@beautydesk/domain/schemas/clients';
import { masterListSchema, masterStatsSchema } from '@beautydesk/domain/schemas/masters';
import { serviceListSchema } from '@beautydesk/domain/schemas/services';
import { parseStreamLine, taskSchema, type StreamEvent } from '@beautydesk/domain/schemas/tasks';
import { DEMO_STAFF, jsonClient, setUpDemoServer, signInAll } from '../support/api-client.ts';
import { STUDIO_TODAY } from '../support/studio-today.ts';

const TODAY = STUDIO_TODAY;
const TOMORROW = addDays(TODAY, 1);
/**
 * The booking's day: a weekday a week or more ahead (Анна, whose windows the booking takes, works
 * Monday to Saturday, so a Sunday run would find none), written as dd.mm.
 */
const DAY = (() => {
  let day = addDays(TODAY, 7);
  while (weekdayIndex(day) > 4) day = addDays(day, 1);
  return day;
})();
const ddmm = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe('the offline assistant in whole conversations on the demo data', () => {
  const server = setUpDemoServer('pglite', 'assistant', { AI_BASE_URL: '' });
  const call = jsonClient(server);
  const tokens: Partial<Record<keyof typeof DEMO_STAFF, string>> = {};
  const token = (who: keyof typeof DEMO_STAFF) => tokens[who] as string;

  beforeAll(async () => {
    await signInAll(call, DEMO_STAFF, tokens);
  });

  async function newTask(who: keyof typeof DEMO_STAFF) {
    const created = await call('POST', '/tasks', token(who), { title: 'Проверка ассистента' });
    expect(created.status).toBe(201);
    return taskSchema.parse(created.body).id;
  }

  /** One message of the task: the reply's text and its tool calls. */
  async function say(who: keyof typeof DEMO_STAFF, taskId: string, content: string) {
    const response = await fetch(`${server.url}/api/v1/tasks/${taskId}/messages/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token(who)}` },
      body: JSON.stringify({ content }),
    });
    expect(response.status).toBe(200);
    const events = (await response.text())
      .split('\n')
      .map(parseStreamLine)
      .filter((event): event is StreamEvent => event !== null);
    return {
      reply: events.map((event) => (event.event === 'chunk' ? event.content : '')).join(''),
      tools: events.flatMap((event) => (event.event === 'tool_call' ? [event] : [])),
    };
  }

  const dayAppointments = async (date: string) =>
    appointmentMonthListSchema.parse(
      (
        await call(
          'GET',
          `/appointments/with-relations?date_from=${date}&date_to=${date}`,
          token('owner'),
        )
      ).body,
    );

  it('counts tomorrow’s appointments by status exactly as the API lists them', async () => {
    const task = await newTask('owner');
    const { reply } = await say('owner', task, 'скока записей на завтра?');
    const listed = appointmentListSchema
      .parse((await call('GET', `/appointments?date=${TOMORROW}`, token('owner'))).body)
      .filter((a) => a.date === TOMORROW);
    expect(reply).toContain(`записей: ${listed.length}.`);
    expect(reply).toContain(ddmm(TOMORROW));
  });

  it('"кто свободен … после 15": every window the API gives from 15:00, for every master', async () => {
    const task = await newTask('owner');
    const { reply, tools } = await say('owner', task, `кто свободен ${ddmm(DAY)} после 15`);
    const windows = tools.filter((tool) => tool.name === 'free_windows');
    expect(windows.length).toBeGreaterThan(0);
    for (const tool of windows) {
      const args = tool.arguments as { master_id: string; date: string; duration_min: number };
      const query = new URLSearchParams({ ...args, duration_min: String(args.duration_min) });
      const api = findOptimalSlotsResponseSchema.parse(
        (await call('GET', `/booking/available-slots?${query.toString()}`, token('owner'))).body,
      );
      // The tool answered what the API answers.
      expect((tool.result as { slots: unknown[] }).slots).toEqual(api.slots.slice(0, 20));
    }
    const starts = [...reply.matchAll(/(\d{2}:\d{2})–\d{2}:\d{2}/g)].map((m) => m[1] as string);
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts) expect(minutes(start)).toBeGreaterThanOrEqual(15 * 60);
  });

  it('revenue for the week is the sum of the week’s completed appointments', async () => {
    const task = await newTask('owner');
    const { reply, tools } = await say('owner', task, 'выручка за неделю');
    const monday = addDays(TODAY, -weekdayIndex(TODAY));
    const week = appointmentMonthListSchema
      .parse(
        (
          await call(
            'GET',
            `/appointments/with-relations?date_from=${monday}&date_to=${addDays(monday, 6)}`,
            token('owner'),
          )
        ).body,
      )
      .filter((a) => a.status === 'completed');
    // Per currency: the demo's Minsk studio takes BYN, the Moscow one RUB.
    const sums = new Map<string | null, number>();
    for (const a of week) sums.set(a.currency, (sums.get(a.currency) ?? 0) + (a.total_price ?? 0));
    const result = (tools.at(-1)?.result ?? {}) as {
      revenue: { currency: string | null; amount: number }[];
      visits: number;
    };
    expect(tools.at(-1)?.name).toBe('revenue');
    expect(result.visits).toBe(week.length);
    expect(Object.fromEntries(result.revenue.map((r) => [r.currency, r.amount]))).toEqual(
      Object.fromEntries([...sums].map(([c, amount]) => [c, Math.round(amount * 100) / 100])),
    );
    expect(reply).toContain(`визитов: ${week.length}.`);
  });

  it('counts this week’s appointments, Monday to Sunday, as the API lists them', async () => {
    const task = await newTask('owner');
    const { reply } = await say('owner', task, 'сколько записей на этой неделе');
    const monday = addDays(TODAY, -weekdayIndex(TODAY));
    const week = appointmentMonthListSchema.parse(
      (
        await call(
          'GET',
          `/appointments/with-relations?date_from=${monday}&date_to=${addDays(monday, 6)}`,
          token('owner'),
        )
      ).body,
    );
    expect(reply).toContain(`${ddmm(monday)}–${ddmm(addDays(monday, 6))} записей: ${week.length}.`);
  });

  it('a master’s salary, asked by name, is the number on that master’s own dashboard', async () => {
    const stats = masterStatsSchema.parse(
      (await call('GET', '/stats/master/me', token('master'))).body,
    );
    const expected = {
      master: stats.profile.name,
      current_month: stats.salary.current_month.amount,
      forecast: stats.salary.forecast.forecasted_full_month.amount,
    };
    // The demo master is Мария Иванова: the owner asks for Мария's, the master for her own.
    const asked = await say(
      'owner',
      await newTask('owner'),
      'сколько заработала Мария в этом месяце',
    );
    expect(asked.tools.at(-1)).toMatchObject({ name: 'master_salary', result: expected });
    const own = await say('master', await newTask('master'), 'моя зарплата');
    expect(own.tools.at(-1)).toMatchObject({ name: 'master_salary', result: expected });
    expect(asked.reply).toBe(own.reply);
  });

  it('finds a client by a phone written the local way (8 0xx… / 8 9xx…)', async () => {
    const clients = clientListResponseSchema.parse(
      (await call('GET', '/clients?limit=20&is_active=true', token('owner'))).body,
    ).clients;
    const withPhone = clients.find((c) => c.contacts.some((k) => /^\+\d{11,12}$/.test(k.value)));
    expect(withPhone).toBeDefined();
    const digits = withPhone!.contacts.find((k) => /^\+\d{11,12}$/.test(k.value))!.value.slice(1);
    const local = digits.startsWith('375')
      ? `8 0${digits.slice(3, 5)} ${digits.slice(5, 8)}-${digits.slice(8, 10)}-${digits.slice(10)}`
      : `8 ${digits.slice(1, 4)} ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9)}`;
    const { reply, tools } = await say('owner', await newTask('owner'), `чей это номер ${local}`);
    expect(tools.at(-1)).toMatchObject({ name: 'find_clients' });
    expect(reply).toContain(withPhone!.name);
  });

  it('the issue’s own request: which Ковалёва, which laser service, then the booking or the nearest windows', async () => {
    const task = await newTask('owner');
    const who = await say('owner', task, 'запиши Ковалёву на лазер завтра в 12:00');
    expect(who.reply).toContain('Елизавета Ковалёва');
    expect(who.reply).toContain('Оксана Ковалёва');
    expect(who.reply).toContain('Какого клиента вы имеете в виду?');
    const oksana = [...who.reply.matchAll(/^(\d)\. Оксана Ковалёва/gm)][0]?.[1];
    expect(oksana).toBeDefined();

    const which = await say('owner', task, oksana as string);
    const lasers = serviceListSchema
      .parse((await call('GET', '/services?active_only=true', token('owner'))).body)
      .filter((s) => s.type === 'laser' && s.is_active);
    expect(lasers.length).toBeGreaterThan(1);
    for (const service of lasers.slice(0, 6)) expect(which.reply).toContain(service.name);
    expect(which.reply).toContain('На какую записать?');

    // The answer: the first master (as the API lists them) whose window holds 12:00–12:20.
    const armpits = lasers.find((s) => s.name === 'Лазерная эпиляция подмышек')!;
    const masters = masterListSchema
      .parse((await call('GET', '/masters?is_active=true&limit=1000', token('owner'))).body)
      .masters.filter((m) => m.is_active)
      .filter((m) => armpits.available_in_studios_pricing[m.studio_id]?.is_available);
    let free: string | undefined;
    for (const master of masters) {
      const slots = findOptimalSlotsResponseSchema.parse(
        (
          await call(
            'GET',
            `/booking/available-slots?master_id=${master.id}&date=${TOMORROW}&duration_min=20`,
            token('owner'),
          )
        ).body,
      ).slots;
      if (
        slots.some(
          (s) =>
            s.date === TOMORROW &&
            minutes(s.start_time) <= 12 * 60 &&
            minutes(s.end_time) >= 12 * 60 + 20,
        )
      ) {
        free = master.name;
        break;
      }
    }
    const answer = await say('owner', task, 'подмышки');
    if (free) {
      expect(answer.reply).toContain(
        `Записать Оксана Ковалёва на «Лазерная эпиляция подмышек» к мастеру ${free} завтра, ${ddmm(TOMORROW)}, 12:00–12:20?`,
      );
    } else {
      expect(answer.reply).toContain('в 12:00 свободных окон нет');
    }
    expect(answer.tools.map((tool) => tool.name)).not.toContain('create_appointment');
  });

  it('adds a client only after the "да"', async () => {
    const task = await newTask('owner');
    const named = async () =>
      clientListResponseSchema.parse(
        (await call('GET', `/clients?search=${encodeURIComponent('Чатнова')}`, token('owner')))
          .body,
      ).clients;
    const proposal = await say('owner', task, 'добавь клиентку Ульяна Чатнова +375 29 700-00-01');
    expect(proposal.reply).toContain('Добавить клиента Ульяна Чатнова, телефон +375297000001?');
    expect(await named()).toHaveLength(0);
    const done = await say('owner', task, 'да');
    expect(done.tools.map((tool) => tool.name)).toEqual(['create_client']);
    expect((await named()).map((c) => c.name)).toEqual(['Ульяна Чатнова']);
  });

  it('asks which Ковалёва, books the one picked only after "да", and the booking is in the calendar', async () => {
    // What the assistant will pick: the first laser service of Анна's studio, at a free start.
    const masters = masterListSchema.parse(
      (await call('GET', '/masters', token('owner'))).body,
    ).masters;
    const anna = masters.find((m) => m.name.startsWith('Анна') && m.is_active);
    expect(anna).toBeDefined();
    const services = serviceListSchema.parse(
      (await call('GET', '/services?active_only=true', token('owner'))).body,
    );
    // "лазер подмышек": the one laser service for the underarms.
    const laser = services.find(
      (s) =>
        s.name === 'Лазерная эпиляция подмышек' &&
        s.available_in_studios_pricing[anna?.studio_id ?? '']?.is_available,
    );
    expect(laser).toBeDefined();
    const free = findOptimalSlotsResponseSchema.parse(
      (
        await call(
          'GET',
          `/booking/available-slots?master_id=${anna?.id}&date=${DAY}&duration_min=${laser?.duration_min}`,
          token('owner'),
        )
      ).body,
    );
    const start = free.slots.find((slot) => slot.date === DAY)?.start_time;
    expect(start).toBeDefined();
    const everyone = clientListResponseSchema
      .parse(
        (
          await call(
            'GET',
            `/clients?search=${encodeURIComponent('Ковал')}&limit=100&is_active=true`,
            token('owner'),
          )
        ).body,
      )
      .clients.filter((c) => /Ковал[её]в/.test(c.name));
    const countMale = (women: unknown[]) => everyone.length - women.length;
    const namesakes = clientListResponseSchema
      .parse(
        (
          await call(
            'GET',
            `/clients?search=${encodeURIComponent('Ковал')}&limit=100&is_active=true`,
            token('owner'),
          )
        ).body,
      )
      .clients.filter((c) => /Ковал[её]ва/.test(c.name));
    expect(namesakes.length).toBeGreaterThan(1);

    const task = await newTask('owner');
    const question = await say(
      'owner',
      task,
      `запиши Ковалеву на лазер подмышек ${ddmm(DAY)} в ${start} к мастеру Анне`,
    );
    expect(question.reply).toContain('Какого клиента вы имеете в виду?');
    const listed = [...question.reply.matchAll(/^(\d)\. ([^,\n]+)/gm)];
    // Every option is a client of that surname (in either gender), as many as fit the question.
    expect(listed.length).toBe(Math.min(6, namesakes.length + countMale(namesakes)));
    for (const option of listed) expect(option[2]).toMatch(/Ковал[её]в/);
    const picked = listed[1]?.[2] as string;

    const proposal = await say('owner', task, '2');
    expect(proposal.reply).toContain(`Записать ${picked}`);
    expect(proposal.reply).toContain(`${start}–`);
    expect(proposal.tools.map((tool) => tool.name)).not.toContain('create_appointment');
    const before = await dayAppointments(DAY);
    expect(before.some((a) => a.client?.name === picked && a.start_time === start)).toBe(false);

    const done = await say('owner', task, 'да');
    expect(done.tools.map((tool) => tool.name)).toEqual(['create_appointment']);
    expect(done.reply).toContain('Готово');
    const booked = (await dayAppointments(DAY)).find(
      (a) => a.client?.name === picked && a.start_time === start && a.status !== 'cancelled',
    );
    expect(booked).toMatchObject({ master_id: anna?.id, date: DAY });

    // Rescheduling it through the chat: described, unchanged before the "да", moved after it.
    const later = findOptimalSlotsResponseSchema
      .parse(
        (
          await call(
            'GET',
            `/booking/available-slots?master_id=${anna?.id}&date=${DAY}&duration_min=${laser?.duration_min}`,
            token('owner'),
          )
        ).body,
      )
      .slots.find((slot) => slot.date === DAY && minutes(slot.start_time) >= minutes(start!) + 60);
    expect(later).toBeDefined();
    const moveTask = await newTask('owner');
    let move = await say(
      'owner',
      moveTask,
      `перенеси запись ${picked} на ${ddmm(DAY)} в ${later?.start_time}`,
    );
    // Other visits of hers ahead: the question lists them, the booked one among them.
    if (move.reply.includes('Какую из них?')) {
      const line = [...move.reply.matchAll(/^(\d)\. (.+)$/gm)].find((m) =>
        m[2]?.includes(`${ddmm(DAY)}, ${start}–`),
      );
      expect(line).toBeDefined();
      move = await say('owner', moveTask, line?.[1] as string);
    }
    expect(move.reply).toContain('Перенести запись');
    expect(move.reply).toContain(`${later?.start_time}–`);
    expect((await dayAppointments(DAY)).find((a) => a.id === booked?.id)?.start_time).toBe(start);
    const moved = await say('owner', moveTask, 'да, переноси');
    expect(moved.tools.map((tool) => tool.name)).toEqual(['reschedule_appointment']);
    expect((await dayAppointments(DAY)).find((a) => a.id === booked?.id)?.start_time).toBe(
      later?.start_time,
    );

    // Cancelling it needs the confirmation too: described, still booked, then cancelled on "да".
    const cancelTask = await newTask('owner');
    const which = await say(
      'owner',
      cancelTask,
      `отмени запись Ковалёвой ${ddmm(DAY)}, причина: клиент заболел`,
    );
    expect(which.reply).toContain('Какого клиента вы имеете в виду?');
    const cancel = await say('owner', cancelTask, picked.split(' ')[0] as string);
    expect(cancel.reply).toContain('Отменить запись');
    expect(cancel.reply).toContain('«клиент заболел»');
    expect((await dayAppointments(DAY)).find((a) => a.id === booked?.id)?.status).not.toBe(
      'cancelled',
    );
    const cancelled = await say('owner', cancelTask, 'подтверждаю');
    expect(cancelled.tools.map((tool) => tool.name)).toEqual(['cancel_appointment']);
    expect((await dayAppointments(DAY)).find((a) => a.id === booked?.id)?.status).toBe('cancelled');
  });

  it('a master’s chat cannot cancel another master’s appointment', async () => {
    // The master record behind the demo master's account (/auth/me does not name it).
    const team = (await call('GET', '/users/business-users?limit=100', token('owner'))).body as
      | { email: string; master_id: string | null }[]
      | { users: { email: string; master_id: string | null }[] };
    const me = (Array.isArray(team) ? team : team.users).find(
      (u) => u.email === DEMO_STAFF.master[0],
    )!;
    expect(me.master_id).toBeTruthy();
    const all = appointmentMonthListSchema.parse(
      (
        await call(
          'GET',
          `/appointments/with-relations?date_from=${TOMORROW}&date_to=${addDays(TODAY, 14)}`,
          token('owner'),
        )
      ).body,
    );
    const surnameOf = (a: (typeof all)[number]) => (a.client?.name ?? '').split(' ').at(-1) ?? '';
    // A surname none of the master's own clients has: else the chat may rightly find and cancel the
    // master's own appointment (the random demo data gave such a pair on some days).
    const own = new Set(all.filter((a) => a.master_id === me.master_id).map(surnameOf));
    const target = all.find(
      (a) =>
        a.master_id !== me.master_id &&
        a.status === 'scheduled' &&
        a.client &&
        !own.has(surnameOf(a)),
    );
    expect(target).toBeDefined();
    const surname = surnameOf(target!);
    const task = await newTask('master');
    let turn = await say(
      'master',
      task,
      `отмени запись ${surname} ${ddmm(target?.date ?? '')}, причина: проверка прав`,
    );
    // Whatever it asks (which client, which visit), answering it never gets past the API's refusal.
    for (
      let round = 0;
      round < 3 && /Ответьте номером|Какого клиента/.test(turn.reply);
      round += 1
    ) {
      turn = await say('master', task, '1');
    }
    if (turn.tools.some((tool) => tool.name === 'confirm_action')) {
      turn = await say('master', task, 'да');
      expect(turn.reply).toMatch(/^Не получилось/);
    }
    const after = (await dayAppointments(target?.date ?? '')).find((a) => a.id === target?.id);
    expect(after?.status).toBe('scheduled');
  });

  it('confirms the new online bookings the API lists, all of them, after the "да"', async () => {
    const upcoming = async () =>
      appointmentMonthListSchema.parse(
        (
          await call(
            'GET',
            `/appointments/with-relations?date_from=${TODAY}&date_to=${addDays(TODAY, 60)}`,
            token('owner'),
          )
        ).body,
      );
    const fresh = (await upcoming()).filter(
      (a) => a.is_new_online_booking && a.status === 'scheduled',
    );
    // The demo books about one upcoming visit in seven online and leaves the next two weeks' new.
    expect(fresh.length).toBeGreaterThan(0);
    const task = await newTask('owner');
    const proposal = await say('owner', task, 'подтверди новые онлайн-записи');
    expect(proposal.reply).toContain(`Подтвердить новые онлайн-записи (${fresh.length})?`);
    const before = (await upcoming()).filter((a) => fresh.some((f) => f.id === a.id));
    expect(before.map((a) => a.status)).toEqual(fresh.map(() => 'scheduled'));
    const done = await say('owner', task, 'подтверждаю');
    expect(done.reply).toBe(`Готово: подтверждено онлайн-записей: ${fresh.length}.`);
    const after = (await upcoming()).filter((a) => fresh.some((f) => f.id === a.id));
    expect(after.map((a) => a.status)).toEqual(fresh.map(() => 'confirmed'));
  });
});
