// The offline assistant's conversations on a fake API: which calls it makes, in which order, and
// what it answers when data is missing, ambiguous, or the API refuses.
import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '@beautydesk/domain/schemas/tasks';
import { assistantTexts } from '../messages.ts';
import { isNo, isYes } from './confirmation.ts';
import { chunksOf, dayLabel, offlineReply } from './offline.ts';
import { Toolbox, type ApiCaller } from './tools.ts';
import type { HistoryMessage } from './types.ts';

// Saturday 21 November 2026.
const TODAY = '2026-11-21';
const STUDIO = '00000000-0000-4000-8000-000000000001';
const ANNA = '00000000-0000-4000-8000-0000000000a1';
const OLGA = '00000000-0000-4000-8000-0000000000a2';
const LASER = '00000000-0000-4000-8000-0000000000b1';
const STAMP = '2026-11-01T10:00:00.000Z';

const master = (id: string, name: string) => ({
  id,
  name,
  phone: '+375290000000',
  email: null,
  photo_url: null,
  studio_id: STUDIO,
  is_active: true,
  qualification: 'Лазер',
  coefficient: 1,
  schedule: null,
  notes: null,
  created_at: STAMP,
  updated_at: STAMP,
});
const client = (id: string, name: string) => ({
  id,
  name,
  birth_date: null,
  notes: null,
  contacts: [],
  total_visits: 0,
  total_spent: 0,
  last_visit: null,
  ltv: 0,
  reliability: 100,
  cancelled: 0,
  rescheduled: 0,
  attended: 0,
  is_active: true,
  created_at: STAMP,
  updated_at: STAMP,
});

/** A fake /api/v1: answers by "METHOD path-without-query"; records every call. */
function fakeApi(routes: Record<string, { status?: number; body: unknown }>) {
  const calls: string[] = [];
  const api: ApiCaller = async (method, path) => {
    calls.push(`${method} ${path}`);
    const answer = routes[`${method} ${path.split('?')[0]}`];
    return answer
      ? { status: answer.status ?? 200, body: answer.body }
      : { status: 404, body: null };
  };
  return { api, calls };
}

async function ask(message: string, api: ApiCaller, history: HistoryMessage[] = []) {
  const tools = new Toolbox(api, () => TODAY);
  const events: StreamEvent[] = [];
  for await (const event of offlineReply({
    history: [...history],
    message,
    tools,
    today: TODAY,
    signal: new AbortController().signal,
  })) {
    events.push(event);
  }
  return {
    events,
    text: events.map((event) => (event.event === 'chunk' ? event.content : '')).join(''),
    tools: events.flatMap((event) => (event.event === 'tool_call' ? [event] : [])),
    recorded: tools.calls,
  };
}

const MASTERS = {
  body: { masters: [master(ANNA, 'Анна Петрова'), master(OLGA, 'Ольга Белова')], total: 2 },
};
const SERVICES = {
  body: {
    services: [
      {
        id: LASER,
        name: 'Лазер: ноги',
        type: 'laser',
        description: null,
        duration_min: 60,
        is_active: true,
        available_in_studios_pricing: {
          [STUDIO]: { price: 80, currency: 'BYN', is_available: true },
        },
      },
    ],
  },
};

/** Several messages of one task: each reply's tool calls go into the history, as the route keeps them. */
async function converse(messages: string[], api: ApiCaller) {
  const history: HistoryMessage[] = [];
  const replies: Awaited<ReturnType<typeof ask>>[] = [];
  for (const message of messages) {
    const reply = await ask(message, api, history);
    replies.push(reply);
    history.push({ type: 'user', content: message });
    history.push({ type: 'ai', content: reply.text, tool_calls: reply.recorded });
  }
  return replies;
}

const SLOTS = {
  body: {
    slots: [
      { date: '2026-11-22', start_time: '10:00', end_time: '11:00' },
      { date: '2026-11-22', start_time: '14:00', end_time: '18:00' },
    ],
  },
};

describe('the offline assistant', () => {
  it('finds a named master’s windows: the tool calls, in order, then the answer', async () => {
    const { api, calls } = fakeApi({
      'GET /masters': MASTERS,
      'GET /services': SERVICES,
      'POST /appointments/find-optimal-slots': SLOTS,
    });
    const reply = await ask('найди окно у Анны на лазер завтра', api);
    expect(calls).toEqual([
      'GET /masters?is_active=true&limit=1000',
      'GET /services?active_only=true',
      'POST /appointments/find-optimal-slots',
    ]);
    expect(reply.tools.map((call) => call.name)).toEqual([
      'find_masters',
      'find_services',
      'find_slots',
    ]);
    expect(reply.tools[2]).toMatchObject({
      arguments: {
        master_id: ANNA,
        studio_id: STUDIO,
        service_ids: [LASER],
        from_date: '2026-11-22',
        to_date: '2026-11-22',
      },
    });
    expect(reply.text).toBe(
      assistantTexts.freeAnyone('завтра, 22.11', [
        'Анна Петрова («Лазер: ноги»): 10:00–11:00, 14:00–18:00',
      ]),
    );
    // Tool calls come first, then the text; every call is recorded for the history.
    expect(reply.events.findIndex((e) => e.event === 'chunk')).toBe(3);
  });

  it('"кто свободен в пятницу после 15": every master, windows from 15:00, no question', async () => {
    const { api, calls } = fakeApi({
      'GET /masters': MASTERS,
      'GET /booking/available-slots': {
        body: { slots: [{ date: '2026-11-27', start_time: '10:00', end_time: '18:00' }] },
      },
    });
    const reply = await ask('кто свободен в пятницу после 15', api);
    expect(calls.filter((call) => call.startsWith('GET /booking'))).toHaveLength(2);
    expect(reply.text).toBe(
      assistantTexts.freeAnyone('в пятницу, 27.11', [
        'Анна Петрова: 15:00–18:00',
        'Ольга Белова: 15:00–18:00',
      ]),
    );
  });
  it('names the salon’s masters when the one asked for is unknown', async () => {
    const { api } = fakeApi({ 'GET /masters': MASTERS, 'GET /services': SERVICES });
    const reply = await ask('найди окно у Светланы на лазер', api);
    expect(reply.text).toBe(
      assistantTexts.noMasterNamed('Светлана', ['Анна Петрова', 'Ольга Белова']),
    );
  });

  it('counts a day’s appointments by status', async () => {
    const appointment = (status: string) => ({
      id: crypto.randomUUID(),
      date: '2026-11-27',
      start_time: '10:00',
      end_time: '11:00',
      client_id: crypto.randomUUID(),
      master_id: ANNA,
      studio_id: STUDIO,
      status,
    });
    const { api, calls } = fakeApi({
      'GET /appointments': {
        body: {
          appointments: [
            appointment('scheduled'),
            appointment('scheduled'),
            appointment('cancelled'),
          ],
        },
      },
    });
    const reply = await ask('Сколько записей в пятницу?', api);
    // The license's studios are asked for to name each one's share (the fake has none).
    expect(calls).toEqual(['GET /appointments?date=2026-11-27', 'GET /studios?limit=100']);
    expect(reply.text).toBe(
      'В пятницу, 27.11 записей: 3. По статусам: запланирована — 2, отменена — 1.',
    );
  });

  it('asks which client when several match, fills the answer in, and books only after "да"', async () => {
    const oksana = crypto.randomUUID();
    const { api, calls } = fakeApi({
      'GET /clients': {
        body: {
          clients: [
            client(crypto.randomUUID(), 'Елизавета Ковалёва'),
            client(oksana, 'Оксана Ковалёва'),
          ],
          total: 2,
          stats: {},
        },
      },
      'GET /masters': MASTERS,
      'GET /services': SERVICES,
      'GET /booking/available-slots': SLOTS,
      'POST /appointments/calculate-price': {
        body: { total_price: 80, currency: 'BYN', base_price: 80 },
      },
    });
    const [question, proposal, done] = await converse(
      ['запиши Ковалёву на лазер завтра в 14:00', 'Оксану', 'да'],
      api,
    );
    expect(question?.text).toBe(
      assistantTexts.askClientChoice('Ковалёва', ['Елизавета Ковалёва', 'Оксана Ковалёва']),
    );
    expect(proposal?.text).toContain(
      assistantTexts.confirmBook(
        'Оксана Ковалёва',
        'Лазер: ноги',
        'Анна Петрова',
        'завтра, 22.11',
        '14:00',
        '15:00',
      ),
    );
    // Nothing is written before the "да".
    expect(proposal?.tools.map((call) => call.name)).not.toContain('create_appointment');
    expect(proposal?.tools.at(-1)).toMatchObject({
      name: 'confirm_action',
      arguments: {
        tool: 'create_appointment',
        arguments: { client_id: oksana, start_time: '14:00' },
      },
    });
    expect(calls.filter((call) => call.startsWith('POST /appointments'))).toEqual([
      'POST /appointments/calculate-price',
      'POST /appointments',
    ]);
    expect(done?.tools.map((call) => call.name)).toEqual(['create_appointment']);
  });

  it('asks for the one missing piece and the next message fills it', async () => {
    const { api } = fakeApi({
      'GET /clients': {
        body: { clients: [client(crypto.randomUUID(), 'Мария Иванова')], total: 1, stats: {} },
      },
      'GET /masters': MASTERS,
      'GET /services': SERVICES,
      'GET /booking/available-slots': SLOTS,
    });
    const [first, second] = await converse(['запиши Иванову на лазер завтра', 'в 10:00'], api);
    expect(first?.text).toBe(assistantTexts.askTime);
    expect(second?.text).toContain(
      assistantTexts.confirmBook(
        'Мария Иванова',
        'Лазер: ноги',
        'Анна Петрова',
        'завтра, 22.11',
        '10:00',
        '11:00',
      ),
    );
  });

  it('a cancel asks for the reason, waits for the confirmation, and "нет" changes nothing', async () => {
    const id = crypto.randomUUID();
    const olga = crypto.randomUUID();
    const { api, calls } = fakeApi({
      'GET /clients': { body: { clients: [client(olga, 'Ольга Смирнова')], total: 1, stats: {} } },
      'GET /appointments/with-relations': {
        body: {
          appointments: [
            {
              id,
              date: '2026-11-23',
              start_time: '12:00',
              end_time: '13:00',
              client_id: olga,
              master_id: ANNA,
              studio_id: STUDIO,
              status: 'scheduled',
              client: null,
              master: { id: ANNA, name: 'Анна Петрова' },
              services: [],
            },
          ],
        },
      },
    });
    const [reason, proposal, declined] = await converse(
      ['отмени запись Смирновой', 'клиент заболел', 'нет'],
      api,
    );
    expect(reason?.text).toBe(assistantTexts.askReason);
    expect(proposal?.text).toContain('Отменить запись Ольга Смирнова');
    expect(proposal?.text).toContain('«клиент заболел»');
    expect(declined?.text).toBe(assistantTexts.declined);
    expect(calls.some((call) => call.includes('/cancel'))).toBe(false);
  });

  it('reports the API’s refusal as it is, without going on', async () => {
    const { api, calls } = fakeApi({
      'GET /appointments': {
        status: 403,
        body: { detail: 'У вас недостаточно прав для этого действия' },
      },
    });
    const reply = await ask('сколько записей сегодня', api);
    expect(calls).toHaveLength(1);
    expect(reply.tools[0]).toMatchObject({
      name: 'count_appointments',
      result: { status: 403, error: 'У вас недостаточно прав для этого действия' },
    });
    expect(reply.text).toBe('Не получилось: У вас недостаточно прав для этого действия.');
  });

  it('answers anything else with what it understands', async () => {
    const { api, calls } = fakeApi({});
    expect((await ask('расскажи анекдот', api)).text).toBe(assistantTexts.help);
    expect(calls).toEqual([]);
  });
});

const LEGS = '00000000-0000-4000-8000-0000000000b2';
/** Two laser services: "на лазер" alone does not say which. */
const laser = SERVICES.body.services[0] as (typeof SERVICES.body.services)[number];
const TWO_LASERS = {
  body: {
    services: [
      { ...laser, name: 'Лазерная эпиляция подмышек', duration_min: 20 },
      { ...laser, id: LEGS, name: 'Лазерная эпиляция ног полностью', duration_min: 90 },
    ],
  },
};

/** An appointment of /appointments/with-relations. */
function withRelations(date: string, status: string, masterId = ANNA, price = 100) {
  return {
    id: crypto.randomUUID(),
    date,
    start_time: '10:00',
    end_time: '11:00',
    client_id: crypto.randomUUID(),
    master_id: masterId,
    studio_id: STUDIO,
    status,
    total_price: price,
    currency: 'BYN',
    client: null,
    master: { id: masterId, name: 'Анна Петрова' },
    services: [],
  };
}

describe('the offline assistant on what administrators typed (issue 19)', () => {
  it('"на лазер" with several laser services asks which one; a zone answers it; "да, записывай" books', async () => {
    const { api } = fakeApi({
      'GET /clients': {
        body: { clients: [client(crypto.randomUUID(), 'Мария Иванова')], total: 1, stats: {} },
      },
      'GET /masters': MASTERS,
      'GET /services': TWO_LASERS,
      'GET /booking/available-slots': SLOTS,
      'POST /appointments/calculate-price': {
        body: { total_price: 60, currency: 'BYN', base_price: 60 },
      },
    });
    const [question, proposal, done] = await converse(
      ['запиши Иванову на лазер завтра в 10:00', 'подмышки', 'да, записывай'],
      api,
    );
    expect(question?.text).toBe(
      assistantTexts.askServiceChoice('лазер', [
        'Лазерная эпиляция подмышек, 20 мин',
        'Лазерная эпиляция ног полностью, 90 мин',
      ]),
    );
    expect(proposal?.text).toContain(
      assistantTexts.confirmBook(
        'Мария Иванова',
        'Лазерная эпиляция подмышек',
        'Анна Петрова',
        'завтра, 22.11',
        '10:00',
        '10:20',
      ),
    );
    expect(done?.tools.map((call) => call.name)).toEqual(['create_appointment']);
  });

  it('a zone in the request picks the service at once ("лазер ног")', async () => {
    const { api } = fakeApi({
      'GET /clients': {
        body: { clients: [client(crypto.randomUUID(), 'Мария Иванова')], total: 1, stats: {} },
      },
      'GET /masters': MASTERS,
      'GET /services': TWO_LASERS,
      'GET /booking/available-slots': SLOTS,
    });
    const reply = await ask('запиши Иванову на лазер ног завтра в 2 часа дня', api);
    expect(reply.text).toContain(
      assistantTexts.confirmBook(
        'Мария Иванова',
        'Лазерная эпиляция ног полностью',
        'Анна Петрова',
        'завтра, 22.11',
        '14:00',
        '15:30',
      ),
    );
  });

  it('"зарплата Анны": the named master’s month so far, her rate, and the forecast', async () => {
    // The tool's month is the real one (as the master's own dashboard's).
    const month = new Date().toISOString().slice(0, 8);
    const { api } = fakeApi({
      'GET /masters': MASTERS,
      'GET /appointments/with-relations': {
        body: {
          appointments: [
            withRelations(`${month}01`, 'completed'),
            withRelations(`${month}01`, 'completed'),
            withRelations(`${month}01`, 'cancelled'),
            withRelations(`${month}01`, 'completed', OLGA),
          ],
        },
      },
    });
    const reply = await ask('зарплата Анны', api);
    expect(reply.tools.at(-1)).toMatchObject({
      name: 'master_salary',
      arguments: { master_id: ANNA },
      // Two completed visits of 100 at coefficient 1: 40 % of 200.
      result: { master: 'Анна Петрова', current_month: 80, currency: 'BYN' },
    });
    expect(reply.text).toMatch(/^Зарплата мастера Анна Петрова за этот месяц: 80 BYN, прогноз/);
  });

  it('"сколько записей на этой неделе": Monday to Sunday, by status', async () => {
    const { api } = fakeApi({
      'GET /appointments/with-relations': {
        body: {
          appointments: [
            withRelations('2026-11-16', 'scheduled'),
            withRelations('2026-11-22', 'scheduled'),
            withRelations('2026-11-20', 'cancelled'),
            withRelations('2026-11-23', 'scheduled'),
          ],
        },
      },
    });
    const reply = await ask('сколько записей на этой неделе', api);
    expect(reply.tools[0]).toMatchObject({
      name: 'list_appointments',
      arguments: { from_date: '2026-11-16', to_date: '2026-11-22' },
    });
    expect(reply.text).toBe(
      '16.11–22.11 записей: 3. По статусам: запланирована — 2, отменена — 1.',
    );
  });

  it('finds a client by a phone written the Belarusian local way', async () => {
    const { api, calls } = fakeApi({
      'GET /clients': {
        body: {
          clients: [
            {
              ...client(crypto.randomUUID(), 'Ольга Смирнова'),
              contacts: [{ type: 'call', value: '+375295550101' }],
            },
            {
              ...client(crypto.randomUUID(), 'Ирина Волкова'),
              contacts: [{ type: 'call', value: '+375335550101' }],
            },
          ],
          total: 2,
          stats: {},
        },
      },
    });
    const reply = await ask('чей это номер 8 029 555 01 01', api);
    expect(calls).toEqual(['GET /clients?search=5550101&limit=500&is_active=true']);
    expect(reply.text).toBe(assistantTexts.clientsFound(['Ольга Смирнова, +375295550101']));
  });
});

describe('the confirmation words', () => {
  it('a yes may say what to do; the action’s own verb is a yes to it', () => {
    expect(isYes('да, записывай')).toBe(true);
    expect(isYes('Да, всё верно!')).toBe(true);
    expect(isYes('подтверждаю')).toBe(true);
    expect(isYes('отменяй', 'cancel_appointment')).toBe(true);
    expect(isNo('отменяй', 'cancel_appointment')).toBe(false);
    expect(isYes('да, но в 13')).toBe(false);
    expect(isNo('нет, не надо')).toBe(true);
    expect(isNo('отмена', 'create_appointment')).toBe(true);
  });
});

describe('answer helpers', () => {
  it('labels days relative to today', () => {
    expect(dayLabel('2026-11-21', TODAY)).toBe('сегодня, 21.11');
    expect(dayLabel('2026-11-22', TODAY)).toBe('завтра, 22.11');
    expect(dayLabel('2026-11-23', TODAY)).toBe('послезавтра, 23.11');
    expect(dayLabel('2026-11-27', TODAY)).toBe('в пятницу, 27.11');
  });

  it('splits an answer into pieces that join back to it', () => {
    const text = assistantTexts.help;
    const pieces = chunksOf(text);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(text);
  });
});

describe('the offline assistant on plain requests tried on the demo (issue 35)', () => {
  const clients = (...list: ReturnType<typeof client>[]) => ({
    body: { clients: list, total: list.length, stats: {} },
  });
  /** A client's appointment of /appointments/with-relations. */
  const visit = (id: string, clientId: string, date: string, start = '10:00') => ({
    ...withRelations(date, 'scheduled'),
    id,
    client_id: clientId,
    start_time: start,
    end_time: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
  });

  it('"сколько клиентов в базе?" and "сколько у нас клиентов" answer the number of clients', async () => {
    const before = '2026-10-01T10:00:00.000Z';
    const fresh = client(crypto.randomUUID(), 'Новая Клиентка');
    const gone = { ...client(crypto.randomUUID(), 'Ушедшая Клиентка'), is_active: false };
    const old = { ...client(crypto.randomUUID(), 'Ольга Смирнова'), created_at: before };
    const { api, calls } = fakeApi({
      'GET /clients': clients(old, fresh, { ...gone, created_at: before }),
    });
    for (const question of ['сколько клиентов в базе?', 'сколько у нас клиентов']) {
      const reply = await ask(question, api);
      expect(reply.text).toBe(assistantTexts.clientCount(3, 2, 1));
    }
    expect(calls.every((call) => call.startsWith('GET /clients'))).toBe(true);
  });

  it('"отмени завтрашнюю запись …" is about tomorrow’s appointment, not all of hers', async () => {
    const tatiana = crypto.randomUUID();
    const tomorrow = crypto.randomUUID();
    const { api } = fakeApi({
      'GET /clients': clients(client(tatiana, 'Татьяна Егорова')),
      'GET /appointments/with-relations': {
        body: {
          appointments: [
            visit(tomorrow, tatiana, '2026-11-22'),
            visit(crypto.randomUUID(), tatiana, '2026-11-24'),
            visit(crypto.randomUUID(), tatiana, '2026-11-27'),
          ],
        },
      },
    });
    const reply = await ask(
      'отмени завтрашнюю запись клиента Татьяна Егорова, причина: заболела',
      api,
    );
    expect(reply.tools.at(-1)).toMatchObject({
      name: 'confirm_action',
      arguments: {
        tool: 'cancel_appointment',
        arguments: { appointment_id: tomorrow, reason: 'заболела' },
      },
    });
  });

  it('an exact full name wins over a namesake, and "да" books', async () => {
    const alexander = crypto.randomUUID();
    const { api, calls } = fakeApi({
      'GET /clients': clients(
        client(alexander, 'Александр Комаров'),
        client(crypto.randomUUID(), 'Александра Комарова'),
      ),
      'GET /masters': MASTERS,
      'GET /services': SERVICES,
      'GET /booking/available-slots': {
        body: { slots: [{ date: '2026-11-23', start_time: '09:00', end_time: '12:00' }] },
      },
      'POST /appointments/calculate-price': {
        body: { total_price: 80, currency: 'BYN', base_price: 80 },
      },
    });
    const [proposal, done] = await converse(
      [
        'запиши клиента Александр Комаров на лазер к мастеру Анна Петрова послезавтра в 09:00',
        'да',
      ],
      api,
    );
    expect(proposal?.text).toContain(
      assistantTexts.confirmBook(
        'Александр Комаров',
        'Лазер: ноги',
        'Анна Петрова',
        'послезавтра, 23.11',
        '09:00',
        '10:00',
      ),
    );
    expect(done?.tools.map((call) => call.name)).toEqual(['create_appointment']);
    expect(calls).toContain('POST /appointments');
  });

  it('a new request while a question waits is a new request', async () => {
    const { api } = fakeApi({
      'GET /clients': {
        body: {
          clients: [
            {
              ...client(crypto.randomUUID(), 'Александр Комаров'),
              contacts: [{ type: 'call', value: '+79997536565' }],
            },
            client(crypto.randomUUID(), 'Александра Комарова'),
          ],
          total: 2,
          stats: {},
        },
      },
    });
    const [question, search] = await converse(
      ['запиши Комарову на лазер завтра в 10:00', 'найди клиента +79997536565'],
      api,
    );
    expect(question?.text).toContain('Какого клиента вы имеете в виду?');
    expect(search?.text).toBe(assistantTexts.clientsFound(['Александр Комаров, +79997536565']));
  });

  it('"после 16:00" and "после 16" are times: the earliest free start from then', async () => {
    const { api } = fakeApi({
      'GET /clients': clients(client(crypto.randomUUID(), 'Ольга Смирнова')),
      'GET /masters': { body: { masters: [master(ANNA, 'Анна Петрова')], total: 1 } },
      'GET /services': SERVICES,
      'GET /booking/available-slots': SLOTS,
    });
    const [said] = await converse(['запиши Смирнову на лазер завтра после 16:00'], api);
    expect(said?.text).toContain('завтра, 22.11, 16:00–17:00');
    const [question, answer] = await converse(['запиши Смирнову на лазер завтра', 'после 16'], api);
    expect(question?.text).toBe(assistantTexts.askTime);
    expect(answer?.text).toContain('завтра, 22.11, 16:00–17:00');
  });

  it('"с 10 до 12", "утром", "вечером" are parts of the day for free windows', async () => {
    const { api } = fakeApi({
      'GET /masters': { body: { masters: [master(ANNA, 'Анна Петрова')], total: 1 } },
      'GET /booking/available-slots': {
        body: { slots: [{ date: '2026-11-22', start_time: '09:00', end_time: '20:00' }] },
      },
    });
    const free = async (text: string) => (await ask(text, api)).text;
    expect(await free('кто свободен завтра с 10 до 12')).toContain('Анна Петрова: 10:00–12:00');
    expect(await free('кто свободен завтра утром')).toContain('Анна Петрова: 09:00–12:00');
    expect(await free('кто свободен завтра вечером')).toContain('Анна Петрова: 17:00–20:00');
  });

  it('a count names each studio when the license has several', async () => {
    const MOSCOW = '00000000-0000-4000-8000-000000000002';
    const at = (studio: string) => ({
      id: crypto.randomUUID(),
      date: '2026-11-22',
      start_time: '10:00',
      end_time: '11:00',
      client_id: crypto.randomUUID(),
      master_id: ANNA,
      studio_id: studio,
      status: 'scheduled',
    });
    const stamp = { created_at: STAMP, updated_at: STAMP };
    const studio = (id: string, name: string) => ({
      id,
      name,
      country_id: STUDIO,
      city: name,
      address: '',
      phone: '',
      ...stamp,
    });
    const { api } = fakeApi({
      'GET /appointments': { body: { appointments: [at(STUDIO), at(STUDIO), at(MOSCOW)] } },
      'GET /studios': {
        body: { studios: [studio(STUDIO, 'Минск'), studio(MOSCOW, 'Москва')], total: 2 },
      },
    });
    const reply = await ask('сколько записей завтра', api);
    expect(reply.text).toContain('Завтра, 22.11 записей: 3.');
    expect(reply.text).toContain(assistantTexts.byStudio(['Минск — 2', 'Москва — 1']));
  });

  it('"да" and "нет" answer the last question; "нет, на …" corrects the action waiting', async () => {
    const { api } = fakeApi({
      'GET /clients': clients(
        client(crypto.randomUUID(), 'Елизавета Ковалёва'),
        client(crypto.randomUUID(), 'Оксана Ковалёва'),
      ),
      'GET /masters': { body: { masters: [master(ANNA, 'Анна Петрова')], total: 1 } },
      'GET /services': SERVICES,
      'GET /booking/available-slots': {
        body: {
          slots: [
            { date: '2026-11-23', start_time: '09:00', end_time: '18:00' },
            { date: '2026-11-26', start_time: '09:00', end_time: '18:00' },
          ],
        },
      },
    });
    const [question, yes, no] = await converse(
      ['запиши Ковалёву на лазер послезавтра в 11:00', 'да', 'нет'],
      api,
    );
    expect(question?.text).toContain('Какого клиента вы имеете в виду?');
    expect(yes?.text).toBe(assistantTexts.answerChoice);
    expect(no?.text).toBe(assistantTexts.declined);
    const [, proposal, moved] = await converse(
      ['запиши Ковалёву на лазер послезавтра в 11:00', 'Оксану', 'нет, на четверг'],
      api,
    );
    expect(proposal?.text).toContain('послезавтра, 23.11, 11:00–12:00');
    expect(moved?.text).toContain('в четверг, 26.11, 11:00–12:00');
    expect(moved?.tools.at(-1)).toMatchObject({
      name: 'confirm_action',
      arguments: { tool: 'create_appointment', arguments: { date: '2026-11-26' } },
    });
  });

  it('"а послезавтра?" and "а у Ольги?" follow the last request', async () => {
    const { api, calls } = fakeApi({
      'GET /appointments': { body: { appointments: [] } },
      'GET /masters': MASTERS,
    });
    const [, dayAfter, olga] = await converse(
      ['сколько записей завтра', 'а послезавтра?', 'а у Ольги?'],
      api,
    );
    expect(dayAfter?.text).toContain('Послезавтра, 23.11 записей: 0.');
    expect(olga?.text).toContain('Послезавтра, 23.11 у мастера Ольга Белова записей: 0.');
    expect(calls).toContain(`GET /appointments?date=2026-11-23&master_id=${OLGA}`);
  });
});
