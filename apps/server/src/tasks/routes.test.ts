// /tasks through app.inject on one in-memory PGlite with the demo data: CRUD per user, refusals,
// the reply stream of the offline assistant, and the OpenAI-compatible provider on a fake endpoint.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '@beautydesk/domain/messages/chat';
import {
  parseStreamLine,
  taskListSchema,
  taskMessagesSchema,
  taskSchema,
  type StreamEvent,
} from '@beautydesk/domain/schemas/tasks';
import type { AssistantSettings } from './assistant/types.ts';
import { toolArguments, WRITE_TOOLS } from './assistant/tools.ts';
import { setUpDemoTestServer } from '../testing/app-fixture.ts';
import { assistantTexts, taskServerMessages } from './messages.ts';

/** A server on its own database, with the demo data, the tokens of its users, and a call helper. */
function setUp(assistantOf: () => AssistantSettings = () => ({ provider: 'offline' })) {
  const server = setUpDemoTestServer('t', () => ({ assistant: assistantOf() }));
  const tokens: Record<'owner' | 'admin' | 'master' | 'superadmin' | 'ownerB' | 'plain', string> = {
    owner: '',
    admin: '',
    master: '',
    superadmin: '',
    ownerB: '',
    plain: '',
  };
  beforeAll(async () => {
    tokens.owner = await server.login('owner');
    tokens.admin = await server.login('administrator');
    tokens.master = await server.login('master');
    tokens.superadmin = await server.login('superadmin');
    tokens.ownerB = (await server.newLicenseOwner('tasks-b@example.com', 'Студия B')).token;
    tokens.plain = (await server.registerUser('tasks-plain@example.com')).access_token;
  }, 60_000);
  return { call: server.call, tokens };
}

/** The stream's body as events, each line parsed as the client does. */
function eventsOf(body: string): StreamEvent[] {
  return body
    .split('\n')
    .map(parseStreamLine)
    .filter((event): event is StreamEvent => event !== null);
}

const textOf = (events: StreamEvent[]) =>
  events.map((event) => (event.event === 'chunk' ? event.content : '')).join('');

describe('tasks with the offline assistant', () => {
  const { call, tokens } = setUp();

  it('creates, lists, reads, changes and deletes the caller’s own tasks', async () => {
    const created = await call('POST', '/tasks', tokens.admin, { title: ' Главный чат с AI ' });
    expect(created.statusCode).toBe(201);
    const task = taskSchema.parse(created.json());
    expect(task).toMatchObject({ title: 'Главный чат с AI', status: 'active', priority: 'today' });
    const second = taskSchema.parse(
      (
        await call('POST', '/tasks/', tokens.admin, {
          title: 'Срочное',
          status: 'active',
          priority: 'urgent',
        })
      ).json(),
    );

    const list = taskListSchema.parse((await call('GET', '/tasks/', tokens.admin)).json());
    expect(list.map((t) => t.title)).toEqual(['Главный чат с AI', 'Срочное']);
    const paged = taskListSchema.parse(
      (await call('GET', '/tasks?skip=1&limit=1', tokens.admin)).json(),
    );
    expect(paged.map((t) => t.id)).toEqual([second.id]);

    const changed = await call('PUT', `/tasks/${task.id}`, tokens.admin, { priority: 'week' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      id: task.id,
      title: 'Главный чат с AI',
      priority: 'week',
    });
    expect((await call('GET', `/tasks/${task.id}`, tokens.admin)).json()).toMatchObject({
      priority: 'week',
    });

    const deleted = await call('DELETE', `/tasks/${second.id}`, tokens.admin);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `/tasks/${second.id}`, tokens.admin)).statusCode).toBe(404);
  });

  it('keeps tasks private to their creator, and to their license', async () => {
    const mine = taskSchema.parse(
      (await call('POST', '/tasks', tokens.master, { title: 'Мой чат' })).json(),
    );
    for (const who of ['owner', 'admin', 'ownerB'] as const) {
      const list = taskListSchema.parse((await call('GET', '/tasks', tokens[who])).json());
      expect(list.map((t) => t.id)).not.toContain(mine.id);
      for (const [method, url, body] of [
        ['GET', `/tasks/${mine.id}`, undefined],
        ['PUT', `/tasks/${mine.id}`, { title: 'Чужой' }],
        ['DELETE', `/tasks/${mine.id}`, undefined],
        ['GET', `/tasks/${mine.id}/messages`, undefined],
        ['POST', `/tasks/${mine.id}/messages/stream`, { content: 'сколько записей сегодня' }],
      ] as const) {
        const response = await call(method, url, tokens[who], body);
        expect(response.statusCode, `${who} ${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ detail: taskServerMessages.taskNotFound });
      }
    }
    expect((await call('GET', `/tasks/${mine.id}`, tokens.master)).json()).toMatchObject({
      title: 'Мой чат',
    });
    expect((await call('GET', `/tasks/${mine.id}/messages`, tokens.master)).json()).toEqual([]);
  });

  it('refuses bad input with field messages', async () => {
    const blank = await call('POST', '/tasks', tokens.owner, { title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toHaveProperty('title');
    const unknown = await call('POST', '/tasks', tokens.owner, { title: 'x', user_id: 'someone' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('user_id');
    const long = await call('POST', '/tasks', tokens.owner, { title: 'я'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect((await call('GET', '/tasks?limit=0', tokens.owner)).statusCode).toBe(400);
    expect((await call('GET', '/tasks?skip=-1', tokens.owner)).statusCode).toBe(400);
    expect((await call('GET', '/tasks/not-a-uuid', tokens.owner)).statusCode).toBe(400);
    const task = taskSchema.parse(
      (await call('POST', '/tasks', tokens.owner, { title: 'x' })).json(),
    );
    const empty = await call('POST', `/tasks/${task.id}/messages/stream`, tokens.owner, {
      content: ' \n ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('content');
    const huge = await call('POST', `/tasks/${task.id}/messages/stream`, tokens.owner, {
      content: 'a'.repeat(4001),
    });
    expect(huge.statusCode).toBe(400);
    // Nothing was stored by the refused sends.
    expect((await call('GET', `/tasks/${task.id}/messages`, tokens.owner)).json()).toEqual([]);
  });

  it('refuses no token, a platform admin without impersonation, and a user without a license', async () => {
    expect((await call('GET', '/tasks')).statusCode).toBe(401);
    for (const [method, url, body] of [
      ['GET', '/tasks', undefined],
      ['POST', '/tasks', { title: 'Админ' }],
    ] as const) {
      const refused = await call(method, url, tokens.superadmin, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: chatMessages.platformAdminWithoutImpersonation });
    }
    const plain = await call('GET', '/tasks', tokens.plain);
    expect(plain.statusCode).toBe(400);
    expect(plain.json().detail).toMatch(/License/);
  });

  it('lets an impersonating admin use the target’s tasks', async () => {
    const me = await call('GET', '/auth/me', tokens.master);
    const masterId = me.json().id as string;
    const own = taskSchema.parse(
      (await call('POST', '/tasks', tokens.master, { title: 'Чат мастера' })).json(),
    );
    const started = await call(
      'POST',
      `/admin/impersonation/${masterId}/start`,
      tokens.superadmin,
      {
        mode: 'god',
        reason: 'UI impersonation',
      },
    );
    expect(started.statusCode).toBe(200);
    const god = started.json().access_token as string;
    const list = taskListSchema.parse((await call('GET', '/tasks', god)).json());
    expect(list.map((t) => t.id)).toContain(own.id);
    const created = taskSchema.parse(
      (await call('POST', '/tasks', god, { title: 'От имени мастера' })).json(),
    );
    expect(created.user_id).toBe(masterId);
    const reply = await call('POST', `/tasks/${created.id}/messages/stream`, god, {
      content: 'привет',
    });
    expect(reply.statusCode).toBe(200);
    expect(textOf(eventsOf(reply.body))).toBe(assistantTexts.help);
    expect((await call('POST', '/admin/impersonation/end', god, {})).statusCode).toBe(200);
  });

  it('streams the offline help as NDJSON chunks and keeps the conversation', async () => {
    const task = taskSchema.parse(
      (await call('POST', '/tasks', tokens.owner, { title: 'Помощь' })).json(),
    );
    const reply = await call('POST', `/tasks/${task.id}/messages/stream`, tokens.owner, {
      content: '  Привет! Что ты умеешь?  ',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = reply.body.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ event: 'chunk' });
    const text = textOf(eventsOf(reply.body));
    expect(text).toBe(assistantTexts.help);
    expect(text).toContain('найди окно у Анны на лазер завтра');

    const history = taskMessagesSchema.parse(
      (await call('GET', `/tasks/${task.id}/messages`, tokens.owner)).json(),
    );
    expect(history.map((m) => [m.type, m.content, m.tool_calls])).toEqual([
      ['user', 'Привет! Что ты умеешь?', []],
      ['ai', assistantTexts.help, []],
    ]);

    // Deleting the task deletes its messages with it.
    expect((await call('DELETE', `/tasks/${task.id}`, tokens.owner)).statusCode).toBe(204);
    expect((await call('GET', `/tasks/${task.id}/messages`, tokens.owner)).statusCode).toBe(404);
  });
});

/** A fake OpenAI-compatible endpoint: answers each request with the next scripted SSE body. */
function fakeOpenAi(script: ((body: Record<string, unknown>) => string[] | number)[]) {
  const requests: { body: Record<string, unknown>; headers: IncomingMessage['headers'] }[] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (piece) => (raw += piece));
    request.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push({ body, headers: request.headers });
      const step = script[Math.min(requests.length - 1, script.length - 1)];
      const answer = step ? step(body) : 500;
      if (typeof answer === 'number') {
        response.writeHead(answer, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'quota exceeded' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const data of answer) response.write(`data: ${data}\n\n`);
      response.end('data: [DONE]\n\n');
    });
  });
  return {
    requests,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const delta = (value: object, finish: string | null = null) =>
  JSON.stringify({ choices: [{ index: 0, delta: value, finish_reason: finish }] });

describe('tasks with an OpenAI-compatible endpoint', () => {
  let todayAsked = '';
  const fake = fakeOpenAi([
    // Round 1: the model asks to count today's appointments, its arguments split over two deltas.
    (body) => {
      todayAsked = String((body.messages as { content: string }[])[0]?.content ?? '');
      return [
        delta({ role: 'assistant', content: '' }),
        delta({
          tool_calls: [
            {
              index: 0,
              id: 'call_1',
              type: 'function',
              function: { name: 'count_appointments', arguments: '{"date":' },
            },
          ],
        }),
        delta({ tool_calls: [{ index: 0, function: { arguments: '"2026-11-21"}' } }] }),
        delta({}, 'tool_calls'),
      ];
    },
    // Round 2: the answer in words, in two pieces.
    () => [delta({ content: 'Сегодня ' }), delta({ content: 'записей нет.' }, 'stop')],
    // Next message: the endpoint fails.
    () => 429,
    // Then the model asks to add a client: a write, so it waits for the user's "да".
    () => [
      delta({
        tool_calls: [
          {
            index: 0,
            id: 'call_w',
            type: 'function',
            function: { name: 'create_client', arguments: '{"name":"Ульяна Чатова"}' },
          },
        ],
      }),
      delta({}, 'tool_calls'),
    ],
  ]);
  let url = '';
  beforeAll(async () => {
    url = await fake.start();
  });
  afterAll(async () => {
    await fake.stop();
  });
  // The provider is chosen when the routes are registered (config.ts reads AI_* into this).
  const setup = setUp(() => ({
    provider: 'openai',
    baseUrl: url,
    apiKey: 'test-key',
    model: 'fake-model',
  }));

  it('streams the model’s text and the tool calls it made, and keeps both', async () => {
    const { call, tokens } = setup;
    const task = taskSchema.parse(
      (await call('POST', '/tasks', tokens.owner, { title: 'AI' })).json(),
    );
    const reply = await call('POST', `/tasks/${task.id}/messages/stream`, tokens.owner, {
      content: 'сколько записей сегодня',
    });
    expect(reply.statusCode).toBe(200);
    const events = eventsOf(reply.body);
    const toolCall = events.find((event) => event.event === 'tool_call');
    expect(toolCall).toMatchObject({
      event: 'tool_call',
      id: 'call_1',
      name: 'count_appointments',
      arguments: { date: '2026-11-21' },
    });
    expect(textOf(events)).toBe('Сегодня записей нет.');

    // What the endpoint was sent: the model, the key, stream:true, the tools, then the tool result.
    const [first, second] = fake.requests;
    expect(first?.headers.authorization).toBe('Bearer test-key');
    expect(first?.body).toMatchObject({ model: 'fake-model', stream: true });
    const toolNames = (first?.body.tools as { function: { name: string } }[]).map(
      (tool) => tool.function.name,
    );
    // The same tool layer as the offline assistant, writes included.
    expect(toolNames).toEqual(Object.keys(toolArguments));
    expect(toolNames).toEqual(expect.arrayContaining([...WRITE_TOOLS]));
    expect(todayAsked).toMatch(/Сегодня \d{4}-\d{2}-\d{2}/);
    const messages = second?.body.messages as { role: string; tool_call_id?: string }[];
    expect(messages.at(-2)).toMatchObject({ role: 'assistant' });
    expect(messages.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
    expect(JSON.stringify(toolCall)).toContain('result');

    const history = taskMessagesSchema.parse(
      (await call('GET', `/tasks/${task.id}/messages`, tokens.owner)).json(),
    );
    expect(history.map((m) => m.type)).toEqual(['user', 'ai']);
    expect(history[1]?.content).toBe('Сегодня записей нет.');
    expect(history[1]?.tool_calls).toEqual([
      expect.objectContaining({ id: 'call_1', name: 'count_appointments' }),
    ]);

    // The endpoint failing: one error event, and the error is what the history shows.
    const failed = await call('POST', `/tasks/${task.id}/messages/stream`, tokens.owner, {
      content: 'и завтра?',
    });
    expect(failed.statusCode).toBe(200);
    const failure = eventsOf(failed.body);
    expect(failure).toEqual([{ event: 'error', details: expect.stringContaining('429') }]);
    const third = fake.requests[2]?.body.messages as { role: string; content: string }[];
    // The earlier conversation went along with the new message.
    expect(third.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
  });

  it('a write the model asks for is described, and performed only on the user’s "да"', async () => {
    const { call, tokens } = setup;
    const task = taskSchema.parse(
      (await call('POST', '/tasks', tokens.owner, { title: 'AI writes' })).json(),
    );
    const clientsNamed = async () =>
      (await call('GET', `/clients?search=${encodeURIComponent('Чатова')}`, tokens.owner)).json()
        .clients as unknown[];
    const asked = eventsOf(
      (
        await call('POST', `/tasks/${task.id}/messages/stream`, tokens.owner, {
          content: 'добавь клиента Ульяна Чатова',
        })
      ).body,
    );
    expect(asked.find((event) => event.event === 'tool_call')).toMatchObject({
      name: 'confirm_action',
      arguments: { tool: 'create_client', arguments: { name: 'Ульяна Чатова' } },
    });
    expect(textOf(asked)).toContain(assistantTexts.askConfirm);
    expect(await clientsNamed()).toHaveLength(0);
    const modelCalls = fake.requests.length;

    const done = eventsOf(
      (await call('POST', `/tasks/${task.id}/messages/stream`, tokens.owner, { content: 'да' }))
        .body,
    );
    expect(done.find((event) => event.event === 'tool_call')).toMatchObject({
      name: 'create_client',
      result: { name: 'Ульяна Чатова' },
    });
    expect(textOf(done)).toBe(assistantTexts.clientAdded('Ульяна Чатова'));
    expect(await clientsNamed()).toHaveLength(1);
    // The confirmation is ours: the model was not asked again.
    expect(fake.requests.length).toBe(modelCalls);
  });
});
