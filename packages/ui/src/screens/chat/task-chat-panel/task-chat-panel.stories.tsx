import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import {
  chatMachine,
  type ChatStreamEvent,
  type StreamReplyInput,
} from '@beautydesk/domain/machines/chat';
import type { TaskAccessContext } from '@beautydesk/domain/rules/permissions';
import type { Task, TaskMessageWire } from '@beautydesk/domain/schemas/tasks';
import { toastRegion, withToasts } from '../../testing/toasts.tsx';
import { never, pause, useStoryActor } from '../../testing/use-story-actor.ts';
import { TaskChatPanel } from './task-chat-panel.tsx';

const task = (id: string, title: string): Task => ({
  id,
  title,
  status: 'active',
  priority: 'today',
  user_id: 'u1',
});

const TASK_ID = '5c0e7a12-8d3b-4f6a-9e21-0b7c4d2e1a01';
const history: TaskMessageWire[] = [
  { id: 'm1', type: 'user', content: 'Какие окна свободны у Анны завтра?' },
  { id: 'm2', type: 'ai', content: 'Завтра у Анны свободно: 10:00–11:30 и 15:00–17:00.' },
];

const toolCall = {
  event: 'tool_call' as const,
  id: 'call_1',
  name: 'create_appointment',
  arguments: { master: 'Анна', service: 'Лазерная эпиляция', start: '2026-01-16T10:00' },
};

/** The reply a stream sends, event by event. */
const reply: ChatStreamEvent[] = [
  { type: 'STREAM_CHUNK', content: 'Записываю клиентку ' },
  { type: 'STREAM_CHUNK', content: 'на 10:00.' },
  {
    type: 'STREAM_TOOL_CALL',
    call: { id: toolCall.id, name: toolCall.name, arguments: toolCall.arguments },
  },
  { type: 'STREAM_CHUNK', content: 'Готово!' },
];

const owner: TaskAccessContext = { hasUser: true, isPlatformAdmin: false, impersonating: false };

type ChatStoryProps = {
  access?: TaskAccessContext;
  /** The user's tasks; none makes the chat create 'Главный чат с AI'. */
  tasks?: Task[];
  messages?: TaskMessageWire[];
  /** History never arrives. */
  hangHistory?: boolean;
  historyFails?: boolean;
  /** The stream sends these events, then ends unless `hangStream`. */
  stream?: ChatStreamEvent[];
  hangStream?: boolean;
  /** The stream's events arrive at once (no timers), for stories that end on the reply. */
  instantStream?: boolean;
  onCreateTask?: (title: string) => void;
  onStream?: (input: StreamReplyInput) => void;
  onClose?: () => void;
};

function ChatStory({
  access = owner,
  tasks = [task(TASK_ID, 'Главный чат с AI')],
  messages = history,
  hangHistory = false,
  historyFails = false,
  stream = reply,
  hangStream = false,
  instantStream = false,
  onCreateTask,
  onStream,
  onClose,
}: ChatStoryProps) {
  const { snapshot, send } = useStoryActor(
    chatMachine.provide({
      actors: {
        loadTasks: fromPromise(async () => {
          await pause(50);
          return tasks;
        }),
        createTask: fromPromise<Task, { title: string }>(async ({ input }) => {
          await pause(100);
          onCreateTask?.(input.title);
          return task('9f8e7d6c-0000-4000-8000-000000000002', input.title);
        }),
        loadMessages: fromPromise<TaskMessageWire[], { taskId: string }>(async ({ input }) => {
          if (hangHistory) return never();
          await pause(100);
          if (historyFails) throw new Error('Failed to load data. Please try again.');
          return input.taskId === TASK_ID ? messages : [];
        }),
        streamReply: fromCallback<EventObject, StreamReplyInput>(({ sendBack, input }) => {
          onStream?.(input);
          if (instantStream) {
            queueMicrotask(() => {
              stream.forEach((event) => sendBack(event));
              sendBack({ type: 'STREAM_DONE' });
            });
            return () => undefined;
          }
          const timers = stream.map((event, index) =>
            setTimeout(() => sendBack(event), 60 * (index + 1)),
          );
          if (!hangStream) {
            timers.push(
              setTimeout(() => sendBack({ type: 'STREAM_DONE' }), 60 * (stream.length + 1)),
            );
          }
          return () => timers.forEach(clearTimeout);
        }),
      },
    }),
    { access },
  );
  return <TaskChatPanel snapshot={snapshot} send={send} onClose={onClose} />;
}

const meta = {
  title: 'Screens/Chat/Task Chat Panel',
  component: ChatStory,
  args: { onCreateTask: fn(), onStream: fn(), onClose: fn() },
  // The first decorator is the innermost: the sized box sits inside the toaster's provider.
  decorators: [
    (Story) => (
      <div style={{ height: 560, maxWidth: 440 }}>
        <Story />
      </div>
    ),
    withToasts,
  ],
} satisfies Meta<typeof ChatStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first task's history. */
export const Conversation: Story = {
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('log', { name: 'Сообщения' });
    await expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(`Задача ${TASK_ID}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '+ Новая задача' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'Сообщение' })).toHaveAttribute(
      'placeholder',
      'Сообщение...',
    );
  },
};

/** Enter sends; the reply streams in, its tool call shown as formatted JSON; focus stays in the composer. */
export const SendWithEnter: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('log');
    const input = canvas.getByRole('textbox', { name: 'Сообщение' });
    await userEvent.type(input, '  Запиши клиентку к Анне на 10:00  {Enter}');
    await expect(input).toHaveValue('');
    await waitFor(() =>
      expect(args.onStream).toHaveBeenCalledWith({
        taskId: TASK_ID,
        content: 'Запиши клиентку к Анне на 10:00',
      }),
    );
    await expect(await canvas.findByText('Готово!')).toBeVisible();
    await expect(canvas.getByText('Записываю клиентку на 10:00.')).toBeVisible();
    const pre = canvas.getByText(/"create_appointment"/, { selector: 'pre' });
    await expect(pre.textContent).toBe(
      JSON.stringify(
        { id: toolCall.id, name: toolCall.name, arguments: toolCall.arguments },
        null,
        2,
      ),
    );
    await expect(canvas.getByText('Вызов инструмента: create_appointment')).toBeVisible();
    await waitFor(() => expect(input).toBeEnabled());
    await waitFor(() => expect(input).toHaveFocus());
  },
};

/** While the reply streams, new sends are blocked: input and send are disabled. */
export const Streaming: Story = {
  args: { hangStream: true, stream: reply.slice(0, 1) },
  play: async ({ canvas }) => {
    await canvas.findByRole('log');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Сообщение' }), 'Привет{Enter}');
    await expect(await canvas.findByText('Записываю клиентку')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Сообщение' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Отправить' })).toBeDisabled();
    await expect(canvas.getByRole('status', { name: 'Ассистент отвечает...' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '+ Новая задача' })).toBeDisabled();
  },
};

/** A blank message is never sent. */
export const BlankNotSent: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('log');
    const input = canvas.getByRole('textbox', { name: 'Сообщение' });
    await userEvent.type(input, '   ');
    await expect(canvas.getByRole('button', { name: 'Отправить' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStream).not.toHaveBeenCalled();
    await expect(input).toHaveValue('   ');
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('💬 Начните новый диалог с AI-ассистентом')).toBeVisible();
  },
};

export const LoadingHistory: Story = {
  args: { hangHistory: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('📚 Загружаю историю сообщений...')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Сообщение' })).toBeDisabled();
  },
};

/** No task yet: the chat creates 'Главный чат с AI'. */
export const FirstTask: Story = {
  args: { tasks: [] },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('💬 Начните новый диалог с AI-ассистентом')).toBeVisible();
    await waitFor(() => expect(args.onCreateTask).toHaveBeenCalledWith('Главный чат с AI'));
  },
};

/** '+ Новая задача' asks for a title (Enter creates it); the chat switches to the new, empty task. */
export const NewTask: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    await canvas.findByRole('log');
    await userEvent.click(canvas.getByRole('button', { name: '+ Новая задача' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая задача' });
    const field = within(dialog).getByLabelText('Название задачи');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Создать' })).toBeDisabled();
    await userEvent.type(field, 'Отчёт за январь{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(args.onCreateTask).toHaveBeenCalledWith('Отчёт за январь'));
    await expect(await within(toastRegion()).findByText('Задача создана!')).toBeVisible();
    await expect(
      await canvas.findByText('Задача 9f8e7d6c-0000-4000-8000-000000000002'),
    ).toBeVisible();
    // The new task's (empty) messages load after its title shows.
    await expect(await canvas.findByText('💬 Начните новый диалог с AI-ассистентом')).toBeVisible();
  },
};

/** Escape closes the prompt and returns focus to its button; nothing is created. */
export const NewTaskEscape: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('log');
    const button = canvas.getByRole('button', { name: '+ Новая задача' });
    await userEvent.click(button);
    await screen.findByRole('dialog');
    await userEvent.keyboard('Черновик{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onCreateTask).not.toHaveBeenCalled();
  },
};

/** A stream error shows in the bar under the chat; its ✕ dismisses it. */
export const StreamError: Story = {
  args: { stream: [{ type: 'STREAM_ERROR', details: 'Streaming failed: 502 Bad Gateway' }] },
  play: async ({ canvas }) => {
    await canvas.findByRole('log');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Сообщение' }), 'Привет{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Streaming failed: 502 Bad Gateway');
    await userEvent.click(within(alert).getByRole('button', { name: 'Скрыть ошибку' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    // Settled: focus is back in the composer (not left on <body> by the vanished button).
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Сообщение' })).toHaveFocus());
  },
};

export const HistoryFailed: Story = {
  args: { historyFails: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to load data. Please try again.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Сообщение' })).toBeEnabled();
  },
};

/** A platform admin who is not impersonating: refused, with the spec's text. */
export const PlatformAdminRefused: Story = {
  tags: ['no-visual'],
  args: { access: { hasUser: true, isPlatformAdmin: true, impersonating: false } },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'AI-ассистент' });
    await expect(
      within(panel).getByText(
        'Платформенные админы не могут создавать/обновлять/удалять задачи без импersonation',
      ),
    ).toBeVisible();
    // The app's toaster says it too.
    await expect(
      await within(toastRegion()).findByText(
        'Платформенные админы не могут создавать/обновлять/удалять задачи без импersonation',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Сообщение' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '+ Новая задача' })).toBeDisabled();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Закрыть чат' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('log');
    const send = canvas.getByRole('button', { name: 'Отправить' });
    await expect(send.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

// ----- the assistant's conversations (issue 19): a question, a write awaiting "да", the write done

const CLIENT_CALL = {
  id: 'call_c1',
  name: 'find_clients',
  arguments: { name: 'Ковалёва' },
  result: [
    { id: 'c1', name: 'Елизавета Ковалёва', phone: '+375291112233' },
    { id: 'c2', name: 'Оксана Ковалёва', phone: '+375294445566' },
  ],
};
const QUESTION =
  'Клиентов «Ковалёва» несколько:\n1. Елизавета Ковалёва, +375291112233\n2. Оксана Ковалёва, +375294445566\nКакого клиента вы имеете в виду? Ответьте номером или именем.';
const PROPOSAL =
  'Записать Оксана Ковалёва на «Лазерная эпиляция подмышек» к мастеру Анна Ковалёва завтра, 25.11, 12:00–12:30?';
const BOOKING = {
  client_id: 'c2',
  master_id: 'm1',
  studio_id: 's1',
  service_ids: ['sv1'],
  date: '2026-11-25',
  start_time: '12:00',
  end_time: '12:30',
};
const DONE =
  'Готово: записала Оксана Ковалёва на «Лазерная эпиляция подмышек» к мастеру Анна Ковалёва завтра, 25.11, 12:00–12:30. Стоимость: 45 BYN.';

const asked: TaskMessageWire[] = [
  { id: 'q1', type: 'user', content: 'запиши Ковалёву на лазер завтра в 12:00' },
  {
    id: 'q2',
    type: 'ai',
    content: QUESTION,
    tool_calls: [
      CLIENT_CALL,
      { id: 'ask_1', name: 'ask_user', arguments: { intent: 'book', asking: 'choice' } },
    ],
  },
];
const proposed: TaskMessageWire[] = [
  ...asked,
  { id: 'q3', type: 'user', content: 'Оксану' },
  {
    id: 'q4',
    type: 'ai',
    content: `${PROPOSAL} Подтвердите: «да» или «нет».`,
    tool_calls: [
      {
        id: 'confirm_1',
        name: 'confirm_action',
        arguments: { tool: 'create_appointment', arguments: BOOKING, summary: PROPOSAL },
        result: { status: 'awaiting_confirmation' },
      },
    ],
  },
];
const bookedCall = { id: 'call_b1', name: 'create_appointment', arguments: BOOKING };
const performed: TaskMessageWire[] = [
  ...proposed,
  { id: 'q5', type: 'user', content: 'да' },
  { id: 'q6', type: 'ai', content: DONE, tool_calls: [bookedCall] },
];

/** Two clients match the name: the assistant lists both and asks which; its bookkeeping stays hidden. */
export const ClarifyingQuestion: Story = {
  args: { messages: asked },
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('log', { name: 'Сообщения' });
    await expect(within(log).getByText(/Какого клиента вы имеете в виду/)).toBeVisible();
    await expect(within(log).getByText(/Оксана Ковалёва, \+375294445566/)).toBeVisible();
    await expect(within(log).getByText('Вызов инструмента: find_clients')).toBeVisible();
    await expect(within(log).queryByText(/ask_user/)).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Ждёт вашего подтверждения' })).toBeNull();
  },
};

/** A booking described and waiting: nothing is written until "Подтвердить" (or a typed "да"). */
export const ConfirmationStep: Story = {
  args: { messages: proposed },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Ждёт вашего подтверждения' });
    await expect(within(group).getByRole('button', { name: 'Подтвердить' })).toBeEnabled();
    await expect(within(group).getByRole('button', { name: 'Не надо' })).toBeEnabled();
    await expect(canvas.getByText(/Подтвердите: «да» или «нет»/)).toBeVisible();
  },
};

/** "Подтвердить" answers "да": the booking's tool call and the result arrive, the buttons go. */
export const ConfirmAndPerform: Story = {
  args: {
    messages: proposed,
    instantStream: true,
    stream: [
      { type: 'STREAM_TOOL_CALL', call: bookedCall },
      { type: 'STREAM_CHUNK', content: DONE },
    ],
  },
  play: async ({ canvas, args }) => {
    const group = await canvas.findByRole('group', { name: 'Ждёт вашего подтверждения' });
    await userEvent.click(within(group).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() =>
      expect(args.onStream).toHaveBeenCalledWith({ taskId: TASK_ID, content: 'да' }),
    );
    await expect(await canvas.findByText(DONE)).toBeVisible();
    await expect(canvas.getByText('Вызов инструмента: create_appointment')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Ждёт вашего подтверждения' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Сообщение' })).toHaveFocus());
  },
};

/** "Не надо" answers "нет": the assistant changes nothing. */
export const DeclineAction: Story = {
  args: {
    messages: proposed,
    instantStream: true,
    stream: [{ type: 'STREAM_CHUNK', content: 'Хорошо, ничего не меняю.' }],
  },
  play: async ({ canvas, args }) => {
    const group = await canvas.findByRole('group', { name: 'Ждёт вашего подтверждения' });
    await userEvent.click(within(group).getByRole('button', { name: 'Не надо' }));
    await waitFor(() =>
      expect(args.onStream).toHaveBeenCalledWith({ taskId: TASK_ID, content: 'нет' }),
    );
    await expect(await canvas.findByText('Хорошо, ничего не меняю.')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Ждёт вашего подтверждения' })).toBeNull();
  },
};

/** After the "да": the tool call that booked, and what was done. */
export const PerformedAction: Story = {
  args: { messages: performed },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(DONE)).toBeVisible();
    const pre = canvas.getByText(/"name": "create_appointment"/, { selector: 'pre' });
    await expect(pre.textContent).toBe(JSON.stringify(bookedCall, null, 2));
    await expect(canvas.queryByRole('group', { name: 'Ждёт вашего подтверждения' })).toBeNull();
  },
};

/** The confirmation step at 320 px: the buttons wrap, nothing scrolls sideways. */
export const ConfirmationNarrow: Story = {
  args: { messages: proposed },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Ждёт вашего подтверждения' });
    const confirm = within(group).getByRole('button', { name: 'Подтвердить' });
    await waitFor(() =>
      expect(confirm.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
