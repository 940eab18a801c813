// The AI task chat panel (part 1 §2, §4, §5, §8): picks or creates its task, loads history, sends, streams replies.
import { assign, emit, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { DEFAULT_TASK_TITLE, taskMessages } from '../messages/chat.ts';
import { dataLoadingErrorMessages } from '../messages/errors.ts';
import {
  toChatMessage,
  type ChatMessage,
  type StreamEvent,
  type Task,
  type TaskMessageWire,
} from '../schemas/tasks.ts';
import { errorText } from '../rules/errors.ts';
import { taskAccess, type TaskAccessContext } from '../rules/permissions.ts';
import { chatTaskChoice, taskTitleFromMessage } from '../rules/tasks.ts';
import { isSendableChatMessage } from '../rules/validation/chat-message.ts';
import { isBlank } from '../rules/validation/common.ts';
import { notProvided } from './placeholders.ts';
import { toastEvent, type Toast } from './toast.ts';

export interface ChatMachineInput {
  /** The task the panel opens on; without one the chat picks or creates it. */
  taskId?: string | null;
  /** Who is asking: no user, or a platform admin not impersonating, is refused (part 1 §5). */
  access: TaskAccessContext;
}

/** A tool call from the stream; the panel shows it as formatted JSON. */
export interface ChatToolCall {
  id?: string;
  name?: string;
  arguments?: unknown;
}

export type ChatEntry =
  | ({ kind: 'text' } & ChatMessage)
  | { kind: 'toolCall'; id: string; taskId: string; call: ChatToolCall };

export interface ChatContext {
  taskId: string | null;
  entries: ChatEntry[];
  /** The message being sent (trimmed), kept while its task is created and its reply streams. */
  outgoing: string;
  /** The title typed for '+ Новая задача' (trimmed), kept while the task is created. */
  newTaskTitle: string;
  /** The AI entry the next chunk is appended to; null before the first chunk or after a tool call. */
  replyId: string | null;
  /** The dismissible error bar under the chat. */
  error: string | null;
  /** Why tasks are refused to this user, from the access rule; null when allowed. */
  refusal: string | null;
  /** Numbers the entries made here (the server's come with their own ids). */
  seq: number;
}

/** What the `streamReply` transport reports: one event per parsed stream line, then STREAM_DONE. */
export type ChatStreamEvent =
  | { type: 'STREAM_CHUNK'; content: string }
  | { type: 'STREAM_TOOL_CALL'; call: ChatToolCall }
  | { type: 'STREAM_ERROR'; details: string }
  /** The stream has ended, normally or not; the transport always sends it last. */
  | { type: 'STREAM_DONE' };

export type ChatEvent =
  | { type: 'SEND'; text: string }
  /** '+ Новая задача' with the title typed in the prompt. */
  | { type: 'NEW_TASK'; title: string }
  | { type: 'DISMISS_ERROR' }
  | ChatStreamEvent;

export type ChatToast = Toast<'success' | 'error'>;

export interface StreamReplyInput {
  taskId: string;
  content: string;
}

/**
 * A parsed stream line as the machine's event. Malformed lines never get here: `parseStreamLine`
 * drops them in the transport.
 */
export function toChatStreamEvent(event: StreamEvent): ChatStreamEvent {
  switch (event.event) {
    case 'chunk':
      return { type: 'STREAM_CHUNK', content: event.content };
    case 'tool_call': {
      const { event: _kind, ...call } = event;
      return { type: 'STREAM_TOOL_CALL', call };
    }
    case 'error':
      return { type: 'STREAM_ERROR', details: event.details };
  }
}

const MACHINE = 'chatMachine';

/** Why tasks are refused to this user (the access rule's toast text), or null when allowed. */
function taskRefusal(context: TaskAccessContext): string | null {
  const access = taskAccess(context);
  return access.allowed ? null : access.message;
}

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatMachineInput,
    emitted: {} as ChatToast,
    tags: {} as 'loading' | 'busy' | 'streaming',
  },
  actors: {
    loadTasks: fromPromise<Task[]>(async () => notProvided(MACHINE, 'loadTasks')),
    createTask: fromPromise<Task, { title: string }>(async () =>
      notProvided(MACHINE, 'createTask'),
    ),
    loadMessages: fromPromise<TaskMessageWire[], { taskId: string }>(async () =>
      notProvided(MACHINE, 'loadMessages'),
    ),
    streamReply: fromCallback<EventObject, StreamReplyInput>(() =>
      notProvided(MACHINE, 'streamReply'),
    ),
  },
  actions: {
    toast: emit((_, params: Omit<ChatToast, 'type'>) => toastEvent(params)),
    useTask: assign({ taskId: (_, task: Task) => task.id }),
    /** A new task's chat starts empty. */
    openTask: assign({ taskId: (_, task: Task) => task.id, entries: [] }),
    showHistory: assign({
      // A reply's tool calls came before its text in the stream: shown in that order on reload.
      entries: ({ context }, messages: TaskMessageWire[]) =>
        messages.flatMap((message, index): ChatEntry[] => [
          ...(message.type === 'ai' ? (message.tool_calls ?? []) : []).map((call, n) => ({
            kind: 'toolCall' as const,
            id: `${message.id ?? index}:call:${n}`,
            taskId: context.taskId as string,
            call: { id: call.id, name: call.name, arguments: call.arguments },
          })),
          { kind: 'text' as const, ...toChatMessage(message, context.taskId as string, index) },
        ]),
    }),
    holdMessage: assign({ outgoing: (_, text: string) => text.trim(), error: null }),
    holdTitle: assign({ newTaskTitle: (_, title: string) => title.trim() }),
    addUserMessage: assign(({ context }) => ({
      entries: [
        ...context.entries,
        {
          kind: 'text' as const,
          id: `local:${context.seq}`,
          sender: 'user' as const,
          text: context.outgoing,
          timestamp: null,
          taskId: context.taskId as string,
        },
      ],
      seq: context.seq + 1,
      replyId: null,
    })),
    appendChunk: assign(({ context }, content: string) => {
      const last = context.entries.at(-1);
      if (last?.kind === 'text' && last.id === context.replyId) {
        return {
          entries: [...context.entries.slice(0, -1), { ...last, text: last.text + content }],
        };
      }
      const id = `local:${context.seq}`;
      const reply: ChatEntry = {
        kind: 'text',
        id,
        sender: 'ai',
        text: content,
        timestamp: null,
        taskId: context.taskId as string,
      };
      return { entries: [...context.entries, reply], replyId: id, seq: context.seq + 1 };
    }),
    addToolCall: assign(({ context }, call: ChatToolCall) => ({
      entries: [
        ...context.entries,
        {
          kind: 'toolCall' as const,
          id: `local:${context.seq}`,
          taskId: context.taskId as string,
          call,
        },
      ],
      seq: context.seq + 1,
      replyId: null,
    })),
    showError: assign({ error: (_, message: string) => message }),
    dismissError: assign({ error: null }),
  },
  guards: {
    hasTaskAccessRefusal: ({ context }) => context.refusal !== null,
    hasTask: ({ context }) => context.taskId !== null,
    /** The chat's task rule: the first existing task, else a new 'Главный чат с AI'. */
    hasExistingTask: (_, tasks: Task[]) => 'use' in chatTaskChoice(tasks),
    isSendableChatMessage: (_, text: string) => isSendableChatMessage(text),
    hasTaskTitle: (_, title: string) => !isBlank(title),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    taskId: input.taskId ?? null,
    entries: [],
    outgoing: '',
    newTaskTitle: '',
    replyId: null,
    error: null,
    refusal: taskRefusal(input.access),
    seq: 0,
  }),
  initial: 'starting',
  on: {
    DISMISS_ERROR: { actions: 'dismissError' },
  },
  states: {
    starting: {
      always: [
        {
          guard: 'hasTaskAccessRefusal',
          target: 'refused',
          actions: {
            type: 'toast',
            params: ({ context }) => ({ tone: 'error', message: context.refusal as string }),
          },
        },
        { guard: 'hasTask', target: 'loadingHistory' },
        { target: 'choosingTask' },
      ],
    },
    /** No user, or a platform admin not impersonating: the refusal is in `refusal`. */
    refused: {},
    choosingTask: {
      tags: ['loading'],
      invoke: {
        id: 'loadTasks',
        src: 'loadTasks',
        onDone: [
          {
            guard: { type: 'hasExistingTask', params: ({ event }) => event.output },
            target: 'loadingHistory',
            actions: { type: 'useTask', params: ({ event }) => event.output[0] as Task },
          },
          { target: 'creatingFirstTask' },
        ],
        onError: {
          target: 'ready',
          actions: { type: 'toast', params: { tone: 'error', message: taskMessages.loadFailed } },
        },
      },
    },
    creatingFirstTask: {
      tags: ['loading'],
      invoke: {
        id: 'createFirstTask',
        src: 'createTask',
        input: { title: DEFAULT_TASK_TITLE },
        onDone: {
          target: 'loadingHistory',
          actions: { type: 'useTask', params: ({ event }) => event.output },
        },
        onError: {
          target: 'ready',
          actions: { type: 'toast', params: { tone: 'error', message: taskMessages.createFailed } },
        },
      },
    },
    /** The panel shows '📚 Загружаю историю сообщений...'. */
    loadingHistory: {
      tags: ['loading'],
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ context }) => ({ taskId: context.taskId as string }),
        onDone: {
          target: 'ready',
          actions: { type: 'showHistory', params: ({ event }) => event.output },
        },
        onError: {
          target: 'ready',
          actions: {
            type: 'showError',
            params: ({ event }) => errorText(event.error, dataLoadingErrorMessages.other),
          },
        },
      },
    },
    ready: {
      on: {
        SEND: {
          guard: { type: 'isSendableChatMessage', params: ({ event }) => event.text },
          target: 'sending',
          actions: { type: 'holdMessage', params: ({ event }) => event.text },
        },
        NEW_TASK: {
          guard: { type: 'hasTaskTitle', params: ({ event }) => event.title },
          target: 'creatingTask',
          actions: { type: 'holdTitle', params: ({ event }) => event.title },
        },
      },
    },
    /** A sendable message: straight to the reply, or first a task titled from it. */
    sending: {
      always: [
        { guard: 'hasTask', target: 'streaming', actions: 'addUserMessage' },
        { target: 'creatingTaskForMessage' },
      ],
    },
    /** A send with no task: the task is titled from the message. */
    creatingTaskForMessage: {
      tags: ['busy'],
      invoke: {
        id: 'createTaskForMessage',
        src: 'createTask',
        input: ({ context }) => ({ title: taskTitleFromMessage(context.outgoing) }),
        onDone: {
          target: 'streaming',
          actions: [{ type: 'useTask', params: ({ event }) => event.output }, 'addUserMessage'],
        },
        onError: {
          target: 'ready',
          actions: { type: 'toast', params: { tone: 'error', message: taskMessages.createFailed } },
        },
      },
    },
    /** '+ Новая задача': create it and switch to it. */
    creatingTask: {
      tags: ['busy'],
      invoke: {
        id: 'createTask',
        src: 'createTask',
        input: ({ context }) => ({ title: context.newTaskTitle }),
        onDone: {
          target: 'loadingHistory',
          actions: [
            { type: 'openTask', params: ({ event }) => event.output },
            { type: 'toast', params: { tone: 'success', message: taskMessages.created } },
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'toast', params: { tone: 'error', message: taskMessages.createFailed } },
        },
      },
    },
    /** Input and send are disabled: SEND is not accepted here. */
    streaming: {
      tags: ['busy', 'streaming'],
      invoke: {
        id: 'streamReply',
        src: 'streamReply',
        input: ({ context }) => ({ taskId: context.taskId as string, content: context.outgoing }),
        onError: {
          target: 'ready',
          actions: {
            type: 'showError',
            params: ({ event }) => errorText(event.error, dataLoadingErrorMessages.other),
          },
        },
      },
      on: {
        STREAM_CHUNK: { actions: { type: 'appendChunk', params: ({ event }) => event.content } },
        STREAM_TOOL_CALL: { actions: { type: 'addToolCall', params: ({ event }) => event.call } },
        STREAM_ERROR: { actions: { type: 'showError', params: ({ event }) => event.details } },
        STREAM_DONE: 'ready',
      },
    },
  },
});
