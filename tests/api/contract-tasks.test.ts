// Contract tests for the chat's client calls: packages/api/src/tasks.ts against a real server
// process with the demo data. Every answer passes the client's domain schemas; the stream is read
// by the client's own NDJSON reader; failures arrive as the client's typed errors.
import { describe, expect, it } from 'vitest';
import { AccessDeniedError, ApiError, RequestValidationError } from '@beautydesk/api/errors';
import {
  createTask,
  deleteTask,
  getTask,
  listTaskMessages,
  listTasks,
  streamTaskReply,
  subscribeToTaskReply,
  updateTask,
} from '@beautydesk/api/tasks';
import { toastMessage } from '@beautydesk/api/toast-messages';
import { chatMessages } from '@beautydesk/domain/messages/chat';
import type { StreamEvent } from '@beautydesk/domain/schemas/tasks';
import { DEMO_ACCOUNTS } from '../support/api-client.ts';
import { failureOf, setUpContractServer, signInAgainst } from '../support/contract.ts';

describe('packages/api tasks against the real server', () => {
  const server = setUpContractServer({ SEED: 'on', AI_BASE_URL: '' });
  const signIn = (account: readonly [string, string]) => signInAgainst(server, account);

  it('creates, lists, reads, changes and deletes a task with the client’s defaults', async () => {
    await signIn(DEMO_ACCOUNTS.administrator);
    const task = await createTask({ title: 'Главный чат с AI' });
    expect(task).toMatchObject({ title: 'Главный чат с AI', status: 'active', priority: 'today' });
    expect((await listTasks()).map((t) => t.id)).toContain(task.id);
    expect(await listTasks({ skip: 0, limit: 1 })).toHaveLength(1);
    expect(await getTask(task.id)).toEqual(task);
    const changed = await updateTask(task.id, { priority: 'urgent' });
    expect(changed).toMatchObject({ id: task.id, priority: 'urgent' });
    await deleteTask(task.id);
    const gone = await failureOf(() => getTask(task.id));
    expect(gone).toBeInstanceOf(ApiError);
    expect((gone as ApiError).status).toBe(404);
    expect(toastMessage(gone)).toBe('Запрашиваемый ресурс не найден');
  });

  it('streams a reply as events and shows the conversation after a reload', async () => {
    await signIn(DEMO_ACCOUNTS.owner);
    const task = await createTask({ title: 'Сколько записей' });
    const events: StreamEvent[] = [];
    for await (const event of streamTaskReply({
      taskId: task.id,
      content: 'сколько записей сегодня',
    })) {
      events.push(event);
    }
    const call = events.find((event) => event.event === 'tool_call');
    expect(call).toMatchObject({
      name: 'count_appointments',
      result: { total: expect.any(Number) },
    });
    const reply = events.map((event) => (event.event === 'chunk' ? event.content : '')).join('');
    expect(reply).toMatch(/^Сегодня, \d{2}\.\d{2} записей: \d+\./);

    const history = await listTaskMessages(task.id);
    expect(history.map((message) => [message.sender, message.text])).toEqual([
      ['user', 'сколько записей сегодня'],
      ['ai', reply],
    ]);
    expect(history.every((message) => message.taskId === task.id && message.timestamp)).toBe(true);

    // The subscription form (the chat machine's transport) gets the same kinds of events, then done.
    // A task of its own: in the first one a short message may be read as a follow-up of the
    // count asked before (issue 35), which answers with a tool call too.
    const greeting = await createTask({ title: 'Приветствие' });
    const received = await new Promise<StreamEvent[]>((resolve, reject) => {
      const seen: StreamEvent[] = [];
      subscribeToTaskReply(
        { taskId: greeting.id, content: 'привет' },
        { onEvent: (event) => seen.push(event), onDone: () => resolve(seen), onError: reject },
      );
    });
    expect(received.length).toBeGreaterThan(0);
    expect(received.every((event) => event.event === 'chunk')).toBe(true);
  });

  it('fails as the client expects: a blank send, another user’s task, a platform admin', async () => {
    await signIn(DEMO_ACCOUNTS.owner);
    const task = await createTask({ title: 'Чужая' });
    const blank = await failureOf(async () => {
      for await (const _ of streamTaskReply({ taskId: task.id, content: '  ' })) void _;
    });
    expect(blank).toBeInstanceOf(RequestValidationError);

    await signIn(DEMO_ACCOUNTS.master);
    const foreign = await failureOf(async () => {
      for await (const _ of streamTaskReply({ taskId: task.id, content: 'привет' })) void _;
    });
    expect(foreign).toBeInstanceOf(ApiError);
    expect((foreign as ApiError).userMessage).toMatch(/^Streaming failed: 404 /);

    await signIn(DEMO_ACCOUNTS.superadmin);
    const refused = await failureOf(() => listTasks());
    expect(refused).toBeInstanceOf(AccessDeniedError);
    expect((refused as AccessDeniedError).userMessage).toBe(
      chatMessages.platformAdminWithoutImpersonation,
    );
  });
});
