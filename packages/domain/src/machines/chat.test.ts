import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  getNextSnapshot,
  initialTransition,
  waitFor,
  type AnyEventObject,
  type SnapshotFrom,
} from 'xstate';
import { chatMessages, DEFAULT_TASK_TITLE, taskMessages } from '../messages/chat.ts';
import { parseStreamLine, type Task, type TaskMessageWire } from '../schemas/tasks.ts';
import {
  chatMachine,
  toChatStreamEvent,
  type ChatEvent,
  type ChatMachineInput,
  type ChatStreamEvent,
  type ChatToast,
  type StreamReplyInput,
} from './chat.ts';

const allowed: ChatMachineInput['access'] = {
  hasUser: true,
  isPlatformAdmin: false,
  impersonating: false,
};
const task = (id: string, title = `Задача ${id}`): Task => ({
  id,
  title,
  status: 'active',
  priority: 'today',
  user_id: 'u-1',
});
const history: TaskMessageWire[] = [
  { id: 'm-1', type: 'user', content: 'Привет', created_at: '2025-06-10T10:00:00Z' },
  { type: 'ai', content: 'Здравствуйте! Чем помочь?' },
];

type Snapshot = SnapshotFrom<typeof chatMachine>;
const step = (snapshot: Snapshot, ...events: AnyEventObject[]) =>
  events.reduce(
    (current, event) => getNextSnapshot(chatMachine, current, event as ChatEvent),
    snapshot,
  );
const start = (input: Partial<ChatMachineInput> = {}) =>
  initialTransition(chatMachine, { access: allowed, ...input })[0];
/** Ready on task t-1 with its history, without running any actor. */
const ready = () =>
  step(start({ taskId: 't-1' }), { type: 'xstate.done.actor.loadMessages', output: history });

interface Fakes {
  tasks?: () => Promise<Task[]>;
  create?: (title: string) => Promise<Task>;
  messages?: (taskId: string) => Promise<TaskMessageWire[]>;
  /** Throwing here fails the stream actor itself. */
  stream?: (input: StreamReplyInput) => void;
}

function run(fakes: Fakes = {}, input: Partial<ChatMachineInput> = {}) {
  const calls = {
    tasks: 0,
    created: [] as string[],
    loaded: [] as string[],
    streams: [] as StreamReplyInput[],
  };
  const streams: ((event: ChatStreamEvent) => void)[] = [];
  const machine = chatMachine.provide({
    actors: {
      loadTasks: fromPromise(() => {
        calls.tasks += 1;
        return fakes.tasks?.() ?? Promise.resolve([task('t-1'), task('t-2')]);
      }),
      createTask: fromPromise(({ input }) => {
        calls.created.push(input.title);
        return fakes.create?.(input.title) ?? Promise.resolve(task('t-new', input.title));
      }),
      loadMessages: fromPromise(({ input }) => {
        calls.loaded.push(input.taskId);
        return fakes.messages?.(input.taskId) ?? Promise.resolve(history);
      }),
      streamReply: fromCallback(({ input, sendBack }) => {
        calls.streams.push(input);
        fakes.stream?.(input);
        streams.push(sendBack);
      }),
    },
  });
  const actor = createActor(machine, { input: { access: allowed, ...input } });
  const toasts: Omit<ChatToast, 'type'>[] = [];
  actor.on('toast', ({ tone, message }) => toasts.push({ tone, message }));
  actor.start();
  /** What the transport would report for the current stream. */
  const reply = (event: ChatStreamEvent) => streams.at(-1)!(event);
  return { actor, calls, toasts, reply };
}
const isReady = (s: Snapshot) => s.matches('ready');

describe('chatMachine: access', () => {
  it('no user is refused with the rule text', () => {
    const snapshot = start({ access: { ...allowed, hasUser: false } });
    expect(snapshot.value).toBe('refused');
    expect(snapshot.context.refusal).toBe(chatMessages.userNotAuthorized);
    expect(snapshot.can({ type: 'SEND', text: 'Привет' })).toBe(false);
  });

  it('a platform admin who is not impersonating is refused, and told by a toast', () => {
    const { actor, calls, toasts } = run({}, { access: { ...allowed, isPlatformAdmin: true } });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.refusal).toBe(
      chatMessages.platformAdminWithoutImpersonation,
    );
    expect(toasts).toEqual([
      { tone: 'error', message: chatMessages.platformAdminWithoutImpersonation },
    ]);
    expect(calls.tasks).toBe(0);
  });

  it('an impersonating platform admin may chat', () => {
    const snapshot = start({
      access: { hasUser: true, isPlatformAdmin: true, impersonating: true },
    });
    expect(snapshot.value).toBe('choosingTask');
    expect(snapshot.context.refusal).toBeNull();
  });
});

describe('chatMachine: choosing the task', () => {
  it('with no task it takes the first existing task and loads its history', async () => {
    const { actor, calls } = run();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, isReady);
    expect(calls.tasks).toBe(1);
    expect(calls.created).toEqual([]);
    expect(calls.loaded).toEqual(['t-1']);
    expect(actor.getSnapshot().context.taskId).toBe('t-1');
    expect(actor.getSnapshot().context.entries).toEqual([
      {
        kind: 'text',
        id: 'm-1',
        sender: 'user',
        text: 'Привет',
        timestamp: '2025-06-10T10:00:00Z',
        taskId: 't-1',
      },
      {
        kind: 'text',
        id: 't-1:1',
        sender: 'ai',
        text: 'Здравствуйте! Чем помочь?',
        timestamp: null,
        taskId: 't-1',
      },
    ]);
  });

  it("with no tasks at all it creates 'Главный чат с AI'", async () => {
    const { actor, calls, toasts } = run({ tasks: async () => [] });
    await waitFor(actor, isReady);
    expect(calls.created).toEqual([DEFAULT_TASK_TITLE]);
    expect(calls.loaded).toEqual(['t-new']);
    expect(toasts).toEqual([]);
  });

  it('a chosen task loads directly', async () => {
    const { actor, calls } = run({}, { taskId: 't-2' });
    await waitFor(actor, isReady);
    expect(calls.tasks).toBe(0);
    expect(calls.loaded).toEqual(['t-2']);
  });

  it('task list and first-task failures toast the task texts and leave the chat usable', async () => {
    const failedList = run({ tasks: () => Promise.reject(new Error('500')) });
    await waitFor(failedList.actor, isReady);
    expect(failedList.toasts).toEqual([{ tone: 'error', message: taskMessages.loadFailed }]);
    expect(failedList.actor.getSnapshot().context.taskId).toBeNull();

    const failedCreate = run({
      tasks: async () => [],
      create: () => Promise.reject(new Error('500')),
    });
    await waitFor(failedCreate.actor, isReady);
    expect(failedCreate.toasts).toEqual([{ tone: 'error', message: taskMessages.createFailed }]);
  });

  it('a history failure shows the error bar; DISMISS_ERROR clears it', async () => {
    const { actor } = run({ messages: () => Promise.reject(new Error('Сессия истекла')) });
    await waitFor(actor, isReady);
    expect(actor.getSnapshot().context.error).toBe('Сессия истекла');
    actor.send({ type: 'DISMISS_ERROR' });
    expect(actor.getSnapshot().context.error).toBeNull();

    const silent = run({ messages: () => Promise.reject('boom') });
    await waitFor(silent.actor, isReady);
    expect(silent.actor.getSnapshot().context.error).toBe('Failed to load data. Please try again.');
  });
});

describe('chatMachine: sending and streaming', () => {
  it('a blank or whitespace-only message is not sent', () => {
    for (const text of ['', '   ', '\n\t']) {
      expect(ready().can({ type: 'SEND', text })).toBe(false);
      expect(step(ready(), { type: 'SEND', text }).value).toBe('ready');
    }
  });

  it('SEND adds the trimmed message and streams; new sends are blocked meanwhile', () => {
    const streaming = step(ready(), { type: 'SEND', text: '  Запиши Анну на завтра  ' });
    expect(streaming.value).toBe('streaming');
    expect(streaming.hasTag('streaming')).toBe(true);
    expect(streaming.hasTag('busy')).toBe(true);
    expect(streaming.context.entries.at(-1)).toEqual({
      kind: 'text',
      id: 'local:0',
      sender: 'user',
      text: 'Запиши Анну на завтра',
      timestamp: null,
      taskId: 't-1',
    });
    expect(streaming.can({ type: 'SEND', text: 'ещё' })).toBe(false);
    expect(streaming.can({ type: 'NEW_TASK', title: 'Новая' })).toBe(false);
  });

  it('chunks build one reply; a tool call splits it; an error event shows the bar', () => {
    let snapshot = step(
      ready(),
      { type: 'SEND', text: 'Запиши Анну' },
      { type: 'STREAM_CHUNK', content: 'Ищу ' },
      { type: 'STREAM_CHUNK', content: 'окно...' },
      { type: 'STREAM_TOOL_CALL', call: { name: 'find_slots', arguments: { date: '2025-06-11' } } },
      { type: 'STREAM_CHUNK', content: 'Готово.' },
    );
    expect(snapshot.context.entries.slice(3)).toEqual([
      {
        kind: 'text',
        id: 'local:1',
        sender: 'ai',
        text: 'Ищу окно...',
        timestamp: null,
        taskId: 't-1',
      },
      {
        kind: 'toolCall',
        id: 'local:2',
        taskId: 't-1',
        call: { name: 'find_slots', arguments: { date: '2025-06-11' } },
      },
      {
        kind: 'text',
        id: 'local:3',
        sender: 'ai',
        text: 'Готово.',
        timestamp: null,
        taskId: 't-1',
      },
    ]);
    snapshot = step(snapshot, { type: 'STREAM_ERROR', details: 'Model overloaded' });
    expect(snapshot.value).toBe('streaming');
    expect(snapshot.context.error).toBe('Model overloaded');
    snapshot = step(snapshot, { type: 'STREAM_DONE' });
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.error).toBe('Model overloaded');
    expect(step(snapshot, { type: 'DISMISS_ERROR' }).context.error).toBeNull();
    // The next send clears the old error and starts a fresh reply.
    const next = step(
      snapshot,
      { type: 'SEND', text: 'Ещё' },
      { type: 'STREAM_CHUNK', content: 'Ок' },
    );
    expect(next.context.error).toBeNull();
    expect(next.context.entries.at(-1)).toMatchObject({ sender: 'ai', text: 'Ок', id: 'local:5' });
  });

  it('streams through the transport with the task and the message', async () => {
    const { actor, calls, reply } = run();
    await waitFor(actor, isReady);
    actor.send({ type: 'SEND', text: 'Кто свободен завтра?' });
    expect(calls.streams).toEqual([{ taskId: 't-1', content: 'Кто свободен завтра?' }]);
    const lines = [
      '{"event":"chunk","content":"Мастер Ольга "}',
      'not json at all',
      '{"event":"chunk","content":"свободна."}',
      '{"event":"tool_call","name":"list_masters","arguments":{}}',
    ];
    for (const line of lines) {
      const parsed = parseStreamLine(line);
      if (parsed) reply(toChatStreamEvent(parsed));
    }
    reply({ type: 'STREAM_DONE' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.entries.slice(-2)).toMatchObject([
      { kind: 'text', sender: 'ai', text: 'Мастер Ольга свободна.' },
      { kind: 'toolCall', call: { name: 'list_masters', arguments: {} } },
    ]);
  });

  it('a failing transport ends the stream with the error bar', async () => {
    const { actor } = run({
      stream: () => {
        throw new Error('Streaming failed: 502 Bad Gateway');
      },
    });
    await waitFor(actor, isReady);
    actor.send({ type: 'SEND', text: 'Привет' });
    await waitFor(actor, isReady);
    expect(actor.getSnapshot().context.error).toBe('Streaming failed: 502 Bad Gateway');
  });

  it('a send with no task creates one titled from the message (47 + ellipsis past 50)', async () => {
    const long = 'Запиши Анну Петрову на лазерную эпиляцию завтра в десять утра, пожалуйста';
    const { actor, calls, reply } = run({ tasks: () => Promise.reject(new Error('down')) });
    await waitFor(actor, isReady);
    actor.send({ type: 'SEND', text: long });
    expect(actor.getSnapshot().value).toBe('creatingTaskForMessage');
    expect(actor.getSnapshot().can({ type: 'SEND', text: 'ещё' })).toBe(false);
    await waitFor(actor, (s) => s.matches('streaming'));
    expect(calls.created).toEqual([`${long.slice(0, 47)}...`]);
    expect(calls.streams).toEqual([{ taskId: 't-new', content: long }]);
    expect(actor.getSnapshot().context.entries).toMatchObject([{ sender: 'user', text: long }]);
    reply({ type: 'STREAM_DONE' });
    actor.send({ type: 'SEND', text: 'Короткое' });
    expect(calls.created).toHaveLength(1);
  });

  it('a failed task creation for a message toasts and sends nothing', async () => {
    const { actor, calls, toasts } = run({
      tasks: async () => [],
      create: (title) =>
        title === DEFAULT_TASK_TITLE
          ? Promise.reject(new Error('first'))
          : Promise.reject(new Error('again')),
    });
    await waitFor(actor, isReady);
    actor.send({ type: 'SEND', text: 'Привет' });
    await waitFor(actor, (s) => isReady(s) && toasts.length === 2);
    expect(toasts.at(-1)).toEqual({ tone: 'error', message: taskMessages.createFailed });
    expect(calls.streams).toEqual([]);
  });
});

describe('chatMachine: new task', () => {
  it('needs a title', () => {
    expect(ready().can({ type: 'NEW_TASK', title: '  ' })).toBe(false);
    expect(ready().can({ type: 'NEW_TASK', title: 'Запись клиентов' })).toBe(true);
  });

  it('creates the task, switches to it and loads its (empty) history', async () => {
    const { actor, calls, toasts } = run({
      messages: async (taskId) => (taskId === 't-new' ? [] : history),
    });
    await waitFor(actor, isReady);
    actor.send({ type: 'NEW_TASK', title: '  Запись клиентов ' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => isReady(s) && s.context.taskId === 't-new');
    expect(calls.created).toEqual(['Запись клиентов']);
    expect(calls.loaded).toEqual(['t-1', 't-new']);
    expect(actor.getSnapshot().context.entries).toEqual([]);
    expect(toasts).toEqual([{ tone: 'success', message: taskMessages.created }]);
  });

  it('a failed creation keeps the current task', async () => {
    const { actor, toasts } = run({ create: () => Promise.reject(new Error('500')) });
    await waitFor(actor, isReady);
    actor.send({ type: 'NEW_TASK', title: 'Другая' });
    await waitFor(actor, (s) => isReady(s) && toasts.length === 1);
    expect(actor.getSnapshot().context.taskId).toBe('t-1');
    expect(actor.getSnapshot().context.entries).toHaveLength(2);
    expect(toasts).toEqual([{ tone: 'error', message: taskMessages.createFailed }]);
  });
});

describe('chatMachine: transport helpers and placeholders', () => {
  it('maps parsed stream lines to machine events', () => {
    expect(toChatStreamEvent({ event: 'chunk', content: 'a' })).toEqual({
      type: 'STREAM_CHUNK',
      content: 'a',
    });
    expect(toChatStreamEvent({ event: 'tool_call', id: 'c1', name: 'x', arguments: [1] })).toEqual({
      type: 'STREAM_TOOL_CALL',
      call: { id: 'c1', name: 'x', arguments: [1] },
    });
    expect(toChatStreamEvent({ event: 'error', details: 'bad' })).toEqual({
      type: 'STREAM_ERROR',
      details: 'bad',
    });
  });

  it('the placeholders fail loudly', async () => {
    const toasts: string[] = [];
    const bare = createActor(chatMachine, { input: { access: allowed } });
    bare.on('toast', ({ message }) => toasts.push(message));
    bare.start();
    await waitFor(bare, isReady);
    expect(toasts).toEqual([taskMessages.loadFailed]);

    const noHistory = createActor(chatMachine, { input: { access: allowed, taskId: 't-1' } });
    noHistory.start();
    await waitFor(noHistory, isReady);
    expect(noHistory.getSnapshot().context.error).toMatch(/'loadMessages' was not provided/);

    const noCreate = createActor(
      chatMachine.provide({ actors: { loadTasks: fromPromise(async (): Promise<Task[]> => []) } }),
      { input: { access: allowed } },
    );
    noCreate.on('toast', ({ message }) => toasts.push(message));
    noCreate.start();
    await waitFor(noCreate, isReady);
    expect(toasts.at(-1)).toBe(taskMessages.createFailed);

    const noStream = createActor(
      chatMachine.provide({ actors: { loadMessages: fromPromise(async () => history) } }),
      { input: { access: allowed, taskId: 't-1' } },
    ).start();
    await waitFor(noStream, isReady);
    noStream.send({ type: 'SEND', text: 'Привет' });
    await waitFor(noStream, isReady);
    expect(noStream.getSnapshot().context.error).toMatch(/'streamReply' was not provided/);
  });
});
