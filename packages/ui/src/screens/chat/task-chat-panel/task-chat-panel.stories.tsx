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
    await expect(args.onStream).toHaveBeenCalledWith({
      taskId: TASK_ID,
      content: 'Запиши клиентку к Анне на 10:00',
    });
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
    await expect(args.onCreateTask).toHaveBeenCalledWith('Главный чат с AI');
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
    await expect(args.onCreateTask).toHaveBeenCalledWith('Отчёт за январь');
    await expect(await within(toastRegion()).findByText('Задача создана!')).toBeVisible();
    await expect(
      await canvas.findByText('Задача 9f8e7d6c-0000-4000-8000-000000000002'),
    ).toBeVisible();
    await expect(canvas.getByText('💬 Начните новый диалог с AI-ассистентом')).toBeVisible();
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
    await expect(args.onClose).toHaveBeenCalledTimes(1);
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
