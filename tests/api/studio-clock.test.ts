// Each studio keeps its own clock (issue 18): a studio in Europe/Minsk at 23:30 of its day, served by
// a server whose TZ is UTC or Pacific/Kiritimati (already the next day there), offers no slot before
// its own now, counts "today" and the 14-day horizon from its own date, and takes bookings by them;
// a new master's schedule starts on its date, its masters' dashboard counts its month's days, and
// the assistant's "сегодня" is its date.
import { describe, expect, it } from 'vitest';
import { slotsResponseSchema } from '@beautydesk/domain/schemas/appointments';
import { parseStreamLine } from '@beautydesk/domain/schemas/tasks';
import { addDays } from '@beautydesk/domain/rules/dates';
import { wallClockAt } from '@beautydesk/domain/rules/time-zones';
import { WEEKDAYS } from '@beautydesk/domain/schemas/schedule';
import { defaultSchedule } from '@beautydesk/domain/rules/schedule';
import { monthElapsed } from '@beautydesk/domain/rules/dashboard';
import { DEMO_STAFF, jsonClient, signInAll } from '../support/api-client.ts';
import { setUpBookingServers } from '../support/booking-server.ts';

const ZONE = 'Europe/Minsk';
// Minsk keeps UTC+3 all year: 23:30 there is 20:30 UTC of the same date.
const minskToday = wallClockAt(ZONE, new Date()).today;
const instant = new Date(`${minskToday}T20:30:00Z`);
const day = (n: number) => addDays(minskToday, n);

describe.each(['UTC', 'Pacific/Kiritimati'])('a Minsk studio at 23:30, server TZ=%s', (tz) => {
  const setup = setUpBookingServers('pglite', {
    NODE_ENV: 'test',
    JWT_SECRET: `api-studio-clock-${tz}-`.padEnd(48, 'x'),
    AUTH_RATE_LIMIT: 'off',
    TZ: tz,
    TEST_NOW: instant.toISOString(),
    AI_BASE_URL: '',
  });
  const call = (method: string, path: string, body?: unknown, token?: string) =>
    jsonClient(setup.server)(method, path, token, body);
  const tokens: { owner?: string } = {};

  it('keeps its own date and time for staff slots, free windows and public booking', async () => {
    const { data } = setup;
    expect(wallClockAt(tz, instant).today).toBe(tz === 'UTC' ? minskToday : day(1));
    await signInAll(jsonClient(setup.server), { owner: DEMO_STAFF.owner }, tokens);
    const owner = tokens.owner as string;
    const studio = await call('PUT', `/studios/${data.studioA}`, { time_zone: ZONE }, owner);
    expect(studio.status).toBe(200);
    expect(studio.body.time_zone).toBe(ZONE);
    const allDay = { isWorking: true, slots: [{ start: '00:00', end: '23:59' }] };
    const schedule = await call(
      'PUT',
      `/masters/${data.master}/schedule`,
      {
        schedule: {
          template: Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, allDay])),
          customDays: {},
          activeFrom: day(-3),
          activeUntil: day(30),
        },
      },
      owner,
    );
    expect(schedule.status, JSON.stringify(schedule.body)).toBe(200);

    // The 30-minute wax service: the studio's today starts at its now (23:30), never before.
    const search = { service_ids: [data.wax], master_id: data.master };
    const publicSlots = await call('POST', `/public/studios/${data.studioA}/optimal-slots`, {
      ...search,
      from_date: day(-1),
      to_date: day(1),
    });
    expect(publicSlots.status).toBe(200);
    const offered = slotsResponseSchema.parse(publicSlots.body).slots;
    expect(offered.filter((slot) => slot.date < minskToday)).toEqual([]);
    // 23:30 + 30 minutes passes the end of its working day (23:59): nothing is left today, while
    // its tomorrow (already "today" on a Kiritimati server, 10:30 there) is open from midnight.
    expect(offered.filter((slot) => slot.date <= minskToday)).toEqual([]);
    expect(offered.find((slot) => slot.date === day(1))?.start_time).toBe('00:00');
    const staffSlots = await call(
      'POST',
      '/appointments/find-optimal-slots',
      { ...search, studio_id: data.studioA, from_date: minskToday, to_date: minskToday },
      owner,
    );
    expect(staffSlots.status).toBe(200);
    expect(slotsResponseSchema.parse(staffSlots.body).slots).toEqual([]);
    const windows = await call(
      'GET',
      `/booking/available-slots?master_id=${data.master}&date=${day(1)}&duration_min=15`,
      undefined,
      owner,
    );
    expect(windows.status).toBe(200);
    expect(slotsResponseSchema.parse(windows.body).slots).toEqual([
      { date: day(1), start_time: '00:00', end_time: '23:59' },
    ]);
    const tonight = await call(
      'GET',
      `/booking/available-slots?master_id=${data.master}&date=${minskToday}&duration_min=15`,
      undefined,
      owner,
    );
    // From 23:30 to 23:59 is shorter than a free window (40 minutes).
    expect(slotsResponseSchema.parse(tonight.body).slots).toEqual([]);

    // Booking by the studio's clock: 23:00 is past, day 14 is the last of the horizon, day 15 beyond.
    const booking = (date: string, start: string, end: string, phone: string) =>
      call('POST', `/public/studios/${data.studioA}/booking`, {
        client_data: { name: 'Ночной клиент', phone },
        master_id: data.master,
        service_ids: [data.wax],
        date,
        start_time: start,
        end_time: end,
      });
    expect((await booking(minskToday, '23:00', '23:30', '+375297770001')).status).toBe(400);
    expect((await booking(day(15), '10:00', '10:30', '+375297770002')).status).toBe(400);
    expect((await booking(day(14), '10:00', '10:30', '+375297770003')).status).toBe(201);
    expect((await booking(day(1), '00:00', '00:30', '+375297770004')).status).toBe(201);
  });

  it('gives the assistant the studio\'s today: "выручка за сегодня" is its own date', async () => {
    const staff: { owner?: string } = {};
    await signInAll(jsonClient(setup.server), { owner: DEMO_STAFF.owner }, staff);
    const owner = staff.owner as string;
    const task = await call('POST', '/tasks', { title: 'Часы студии' }, owner);
    expect(task.status).toBe(201);
    const response = await fetch(
      `${setup.server.url}/api/v1/tasks/${task.body.id}/messages/stream`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
        body: JSON.stringify({ content: 'выручка за сегодня' }),
      },
    );
    expect(response.status).toBe(200);
    // Read as the chat reads the stream (the domain's parseStreamLine), not by hand.
    const revenue = (await response.text())
      .split('\n')
      .map(parseStreamLine)
      .find((event) => event?.event === 'tool_call' && event.name === 'revenue');
    expect(revenue?.event).toBe('tool_call');
    // The demo license's first studio is in Minsk: its 23:30, whatever the server's date.
    expect(revenue?.event === 'tool_call' && revenue.arguments).toMatchObject({
      from_date: minskToday,
      to_date: minskToday,
    });
  });

  it("starts a new master's schedule on the studio's date and counts the dashboard's days by it", async () => {
    const { data } = setup;
    const staff: { owner?: string; master?: string } = {};
    await signInAll(
      jsonClient(setup.server),
      { owner: DEMO_STAFF.owner, master: DEMO_STAFF.master },
      staff,
    );
    const owner = staff.owner as string;
    expect((await call('PUT', `/studios/${data.studioA}`, { time_zone: ZONE }, owner)).status).toBe(
      200,
    );
    const created = await call(
      'POST',
      '/masters',
      {
        name: 'Новый Мастер',
        phone: '+375291110000',
        qualification: 'Лазерная эпиляция',
        studio_id: data.studioA,
      },
      owner,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.schedule).toEqual(defaultSchedule(minskToday));

    const stats = await call('GET', '/stats/master/me', undefined, staff.master as string);
    expect(stats.status, JSON.stringify(stats.body)).toBe(200);
    const elapsed = monthElapsed(minskToday)!;
    expect(stats.body.salary.forecast).toMatchObject({
      days_completed: elapsed.daysElapsed,
      total_days_in_month: elapsed.daysInMonth,
    });
  });
});
