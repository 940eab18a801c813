// /tasks and the offline assistant over HTTP against a real server process with the demo data: on
// PGlite always, and on PostgreSQL when TEST_DATABASE_URL names one (a fresh database per run).
// The assistant's tool calls are real calls to the server's own API, as the user asking.
import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '@beautydesk/domain/messages/chat';
import { addDays, weekdayIndex } from '@beautydesk/domain/rules/dates';
import { appointmentListSchema } from '@beautydesk/domain/schemas/appointments';
import {
  parseStreamLine,
  taskListSchema,
  taskMessagesSchema,
  taskSchema,
  type StreamEvent,
} from '@beautydesk/domain/schemas/tasks';
import {
  API_ENGINES,
  DEMO_ACCOUNTS,
  jsonClient,
  licenseOwnerToken,
  registerUser,
  setUpDemoServer,
  signInAll,
} from '../support/api-client.ts';
import { SKIP_POSTGRES_REASON, testDatabaseUrl } from '../support/postgres.ts';
import { STUDIO_TODAY } from '../support/studio-today.ts';

if (!testDatabaseUrl) console.info(`[tests/api/tasks] ${SKIP_POSTGRES_REASON}`);

const { owner, administrator, master, superadmin, superadminSafe } = DEMO_ACCOUNTS;
const DEMO = { owner, administrator, master, superadmin, superadminSafe };

/** The studios' today, on their own clock. */
const TODAY = STUDIO_TODAY;
const TOMORROW = addDays(TODAY, 1);
/** A day three days ahead, named by its weekday ("в пятницу"): never today, so never in the past. */
const BOOKING_DAY = addDays(TODAY, 3);
const WEEKDAY_PHRASES = [
  'в понедельник',
  'во вторник',
  'в среду',
  'в четверг',
  'в пятницу',
  'в субботу',
  'в воскресенье',
];
const BOOKING_PHRASE = WEEKDAY_PHRASES[weekdayIndex(BOOKING_DAY)] as string;
const short = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

const allDay = { isWorking: true, slots: [{ start: '10:00', end: '18:00' }] };

describe.each(API_ENGINES)('tasks and the assistant API on $engine', ({ engine, skip }) => {
  describe.skipIf(skip)('', () => {
    const tokens: Partial<Record<keyof typeof DEMO | 'ownerB' | 'plain', string>> = {};
    const server = setUpDemoServer(engine, 'tasks', { AI_BASE_URL: '' });
    const call = jsonClient(server);
    const token = (who: keyof typeof tokens) => tokens[who] as string;

    /** POST …/messages/stream: the status, content type and the events (parsed as the client does). */
    async function send(who: keyof typeof tokens, taskId: string, content: string) {
      const response = await fetch(`${server.url}/api/v1/tasks/${taskId}/messages/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token(who)}` },
        body: JSON.stringify({ content }),
      });
      const text = await response.text();
      const events = text
        .split('\n')
        .map(parseStreamLine)
        .filter((event): event is StreamEvent => event !== null);
      const reply = events.map((event) => (event.event === 'chunk' ? event.content : '')).join('');
      const tools = events.filter((event) => event.event === 'tool_call');
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        events,
        reply,
        tools,
      };
    }

    const newTask = async (who: keyof typeof tokens, title: string) => {
      const created = await call('POST', '/tasks/', token(who), { title });
      expect(created.status).toBe(201);
      return taskSchema.parse(created.body);
    };

    beforeAll(async () => {
      await signInAll<keyof typeof DEMO>(call, DEMO, tokens);
      tokens.ownerB = await licenseOwnerToken(call, `tasks-api-${engine}@example.com`, 'Студия Б');
      const plain = await registerUser(call, `tasks-api-plain-${engine}@example.com`);
      tokens.plain = plain.body.access_token;
    });

    it('creates, pages, changes and deletes tasks; each user sees only their own', async () => {
      const first = await newTask('administrator', 'Главный чат с AI');
      expect(first).toMatchObject({ status: 'active', priority: 'today' });
      const second = await newTask('administrator', 'Второй');
      const list = taskListSchema.parse(
        (await call('GET', '/tasks/', token('administrator'))).body,
      );
      expect(list.map((t) => t.id)).toEqual([first.id, second.id]);
      const page = taskListSchema.parse(
        (await call('GET', '/tasks?skip=1&limit=100', token('administrator'))).body,
      );
      expect(page.map((t) => t.id)).toEqual([second.id]);

      const changed = await call('PUT', `/tasks/${second.id}`, token('administrator'), {
        title: 'Переименован',
        status: 'done',
      });
      expect(changed.status).toBe(200);
      expect(taskSchema.parse(changed.body)).toMatchObject({
        title: 'Переименован',
        status: 'done',
      });

      // The owner of the same license, and license B, see none of them.
      expect(taskListSchema.parse((await call('GET', '/tasks', token('owner'))).body)).toEqual([]);
      for (const who of ['owner', 'ownerB'] as const) {
        for (const [method, path, body] of [
          ['GET', `/tasks/${first.id}`, undefined],
          ['PUT', `/tasks/${first.id}`, { title: 'Чужое' }],
          ['DELETE', `/tasks/${first.id}`, undefined],
          ['GET', `/tasks/${first.id}/messages`, undefined],
        ] as const) {
          const refused = await call(method, path, token(who), body);
          expect(refused.status, `${who} ${method} ${path}`).toBe(404);
        }
        expect((await send(who, first.id, 'привет')).status).toBe(404);
      }
      expect((await call('GET', `/tasks/${first.id}`, token('administrator'))).body.title).toBe(
        'Главный чат с AI',
      );

      expect((await call('DELETE', `/tasks/${second.id}`, token('administrator'))).status).toBe(
        204,
      );
      expect((await call('GET', `/tasks/${second.id}`, token('administrator'))).status).toBe(404);
    });

    it('refuses invalid input, no token, platform admins and users without a license', async () => {
      const bad = await call('POST', '/tasks', token('owner'), { title: '' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toHaveProperty('title');
      expect((await call('POST', '/tasks', token('owner'), { title: 5 })).status).toBe(400);
      expect((await call('GET', '/tasks?limit=abc', token('owner'))).status).toBe(400);
      expect((await call('GET', '/tasks/123', token('owner'))).status).toBe(400);
      const task = await newTask('owner', 'Проверки');
      const blank = await call('POST', `/tasks/${task.id}/messages/stream`, token('owner'), {
        content: '   ',
      });
      expect(blank.status).toBe(400);
      expect(blank.body.errors).toHaveProperty('content');

      expect((await call('GET', '/tasks')).status).toBe(401);
      for (const who of ['superadmin', 'superadminSafe'] as const) {
        const refused = await call('GET', '/tasks', token(who));
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ detail: chatMessages.platformAdminWithoutImpersonation });
      }
      const plain = await call('POST', '/tasks', token('plain'), { title: 'x' });
      expect(plain.status).toBe(400);
      expect(plain.body.detail).toMatch(/License/);
    });

    it('under impersonation the target’s tasks apply; safe mode only reads', async () => {
      const me = await call('GET', '/auth/me', token('master'));
      const mine = await newTask('master', 'Чат мастера');
      const safe = await call(
        'POST',
        `/admin/impersonation/${me.body.id}/start`,
        token('superadminSafe'),
        {
          mode: 'safe',
          reason: 'UI impersonation',
        },
      );
      expect(safe.status).toBe(200);
      const safeToken = safe.body.access_token as string;
      const seen = taskListSchema.parse((await call('GET', '/tasks', safeToken)).body);
      expect(seen.map((t) => t.id)).toContain(mine.id);
      expect((await call('POST', '/tasks', safeToken, { title: 'нельзя' })).status).toBe(403);
      expect((await call('POST', '/admin/impersonation/end', safeToken, {})).status).toBe(200);
    });

    it('the offline assistant finds windows, counts and books through the API, in the caller’s license only', async () => {
      const b = token('ownerB');
      // License B's own salon: a studio, Анна with a 10–18 schedule, a laser and a wax service, a client.
      const country = await call('GET', '/countries/code/BY', b);
      const studio = await call('POST', '/studios', b, {
        name: 'Студия Б',
        country_id: country.body.id,
        city: 'Минск',
        address: 'ул. Тестовая, 1',
        phone: '+375 29 000-00-00',
      });
      expect(studio.status).toBe(201);
      const studioId = studio.body.id as string;
      const template = Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
          (day) => [day, allDay],
        ),
      );
      const anna = await call('POST', '/masters', b, {
        name: 'Анна Лебедева',
        phone: '+375291112233',
        qualification: 'Лазер, воск',
        studio_id: studioId,
        schedule: {
          template,
          customDays: {},
          activeFrom: addDays(TODAY, -1),
          activeUntil: addDays(TODAY, 60),
        },
      });
      expect(anna.status, JSON.stringify(anna.body)).toBe(201);
      for (const [name, type, duration, price] of [
        ['Лазер: голени', 'laser', 60, 50],
        ['Воск: руки', 'wax', 30, 20],
      ] as const) {
        const service = await call('POST', '/services/', b, {
          name,
          type,
          duration_min: duration,
          is_active: true,
          studio_pricing: { [studioId]: { price, currency: 'BYN' } },
        });
        expect(service.status, JSON.stringify(service.body)).toBe(201);
      }
      const client = await call('POST', '/clients', b, {
        name: 'Иванова Мария',
        contacts: [{ type: 'call', value: '+375293334455', preferred: true }],
      });
      expect(client.status, JSON.stringify(client.body)).toBe(201);

      const task = await newTask('ownerB', 'Главный чат с AI');

      // 1. A free window: Анна of license B only (license A has an Анна too).
      const slots = await send('ownerB', task.id, 'найди окно у Анны на лазер завтра');
      expect(slots.status).toBe(200);
      expect(slots.type).toMatch(/^application\/x-ndjson/);
      expect(slots.tools.map((e) => e.event === 'tool_call' && e.name)).toEqual([
        'find_masters',
        'find_services',
        'find_slots',
      ]);
      const [masters, , found] = slots.tools;
      expect(masters).toMatchObject({
        arguments: {},
        result: [{ id: anna.body.id, name: 'Анна Лебедева', studio_id: studioId }],
      });
      expect(found).toMatchObject({
        arguments: { master_id: anna.body.id, from_date: TOMORROW, to_date: TOMORROW },
      });
      expect(slots.reply).toContain('Анна Лебедева');
      expect(slots.reply).toContain('Лазер: голени');
      expect(slots.reply).toContain(`завтра, ${short(TOMORROW)}`);
      expect(slots.reply).toContain('10:00–11:00');

      // 2. Counting today's appointments: none yet in license B.
      const count = await send('ownerB', task.id, 'сколько записей сегодня');
      // The license's studios are read to name each one's share; B has one, so none is named.
      expect(count.tools).toEqual([
        expect.objectContaining({
          name: 'count_appointments',
          arguments: { date: TODAY },
          result: { date: TODAY, total: 0, by_status: {}, by_studio: {} },
        }),
        expect.objectContaining({ name: 'find_studios' }),
      ]);
      expect(count.reply).toBe(`Сегодня, ${short(TODAY)} записей: 0.`);

      // 3. Booking by surname in another case, on a weekday, at 15:00: described, then done on "да".
      const booking = await send(
        'ownerB',
        task.id,
        `запиши Иванову на воск ${BOOKING_PHRASE} в 15:00`,
      );
      expect(
        booking.tools.map((e) => e.event === 'tool_call' && e.name),
        JSON.stringify(booking.events),
      ).toEqual([
        'find_clients',
        'find_services',
        'find_masters',
        'free_windows',
        'confirm_action',
      ]);
      expect(booking.tools[0]).toMatchObject({
        arguments: { name: 'Иванова' },
        result: [{ id: client.body.id, name: 'Иванова Мария' }],
      });
      expect(booking.reply).toContain(
        'Записать Иванова Мария на «Воск: руки» к мастеру Анна Лебедева',
      );
      expect(
        appointmentListSchema.parse(
          (await call('GET', `/appointments?date=${BOOKING_DAY}`, b)).body,
        ),
      ).toEqual([]);
      const confirmed = await send('ownerB', task.id, 'да');
      expect(confirmed.tools.map((e) => e.event === 'tool_call' && e.name)).toEqual([
        'create_appointment',
      ]);
      expect(confirmed.reply).toContain('15:00–15:30');
      expect(confirmed.reply).toContain('20 BYN');
      const day = appointmentListSchema.parse(
        (await call('GET', `/appointments?date=${BOOKING_DAY}`, b)).body,
      );
      expect(day.map((a) => [a.client_id, a.master_id, a.start_time, a.end_time])).toEqual([
        [client.body.id, anna.body.id, '15:00', '15:30'],
      ]);

      // The same time again is taken now: nothing is booked twice.
      const again = await send(
        'ownerB',
        task.id,
        `запиши Иванову на воск ${BOOKING_PHRASE} в 15:00`,
      );
      expect(again.tools.map((e) => e.event === 'tool_call' && e.name)).not.toContain(
        'create_appointment',
      );
      expect(again.reply).toContain('в 15:00 свободных окон нет');

      // 4. Something it does not know: a helpful answer, no tool calls.
      const unknown = await send('ownerB', task.id, 'расскажи анекдот');
      expect(unknown.tools).toEqual([]);
      expect(unknown.reply).toContain('сколько записей завтра');

      // After a reload the conversation is there, with the tool calls of each reply.
      const history = taskMessagesSchema.parse(
        (await call('GET', `/tasks/${task.id}/messages`, b)).body,
      );
      expect(history.map((m) => m.type)).toEqual(Array(6).fill(['user', 'ai']).flat());
      expect(history[0]?.content).toBe('найди окно у Анны на лазер завтра');
      expect(history[1]?.content).toBe(slots.reply);
      expect(history[1]?.tool_calls?.map((c) => c.name)).toEqual([
        'find_masters',
        'find_services',
        'find_slots',
      ]);
      expect(history[5]?.tool_calls?.at(-1)).toMatchObject({ name: 'confirm_action' });
      expect(history[7]?.tool_calls?.at(-1)).toMatchObject({ name: 'create_appointment' });
    });
  });
});
