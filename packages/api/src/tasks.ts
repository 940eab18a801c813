// AI chat tasks: list, CRUD, message history and the streamed reply (spec part 1 §2 "AI task chat", §4 "Chat", §7).
import { TASK_PAGE_SIZE } from '@beautydesk/domain/rules/tasks';
import {
  parseStreamLine,
  sendMessagePayloadSchema,
  taskCreatePayloadSchema,
  taskListQuerySchema,
  taskListSchema,
  taskMessagesSchema,
  taskSchema,
  taskUpdatePayloadSchema,
  toChatMessage,
  type ChatMessage,
  type StreamEvent,
  type Task,
  type TaskList,
  type TaskListQuery,
} from '@beautydesk/domain/schemas/tasks';
import { useMemo } from 'react';
import type { z } from 'zod';
import { apiClient, parsePayload } from './client.ts';
import { pathSegment } from './paths.ts';
import { useApiQuery, useRevalidatingAction, type ApiArea } from './swr.ts';

const AREA = 'tasks' satisfies ApiArea;
const WRITES: readonly ApiArea[] = [AREA];

/** skip 0, limit 100 unless told otherwise. */
export function taskListQuery(query: z.input<typeof taskListQuerySchema> = {}): TaskListQuery {
  return parsePayload(
    taskListQuerySchema,
    { skip: 0, limit: TASK_PAGE_SIZE, ...query },
    'GET',
    '/tasks',
  );
}

/** GET /tasks?skip=&limit= */
export async function listTasks(
  query: z.input<typeof taskListQuerySchema> = {},
): Promise<TaskList> {
  return apiClient().request('/tasks', taskListSchema, { query: taskListQuery(query) });
}

/** POST /tasks; status and priority are sent as 'active' and 'today' unless given. */
export async function createTask(payload: z.input<typeof taskCreatePayloadSchema>): Promise<Task> {
  const body = parsePayload(taskCreatePayloadSchema, payload, 'POST', '/tasks');
  return apiClient().request('/tasks', taskSchema, { method: 'POST', body });
}

/** GET /tasks/{id} */
export async function getTask(taskId: string): Promise<Task> {
  return apiClient().request(`/tasks/${pathSegment(taskId)}`, taskSchema);
}

/** PUT /tasks/{id} */
export async function updateTask(
  taskId: string,
  payload: z.input<typeof taskUpdatePayloadSchema>,
): Promise<Task> {
  const path = `/tasks/${pathSegment(taskId)}`;
  const body = parsePayload(taskUpdatePayloadSchema, payload, 'PUT', path);
  return apiClient().request(path, taskSchema, { method: 'PUT', body });
}

/** DELETE /tasks/{id} */
export async function deleteTask(taskId: string): Promise<void> {
  return apiClient().requestVoid(`/tasks/${pathSegment(taskId)}`, { method: 'DELETE' });
}

/** GET /tasks/{id}/messages, as the chat shows them. */
export async function listTaskMessages(taskId: string): Promise<ChatMessage[]> {
  const messages = await apiClient().request(
    `/tasks/${pathSegment(taskId)}/messages`,
    taskMessagesSchema,
  );
  return messages.map((message, index) => toChatMessage(message, taskId, index));
}

// ---------------------------------------------------------------------------------------------
// The reply stream

/**
 * The events of a newline-separated JSON body. A line split across reads is joined before it is
 * parsed; malformed lines are skipped (spec part 1 §4). Stopping early cancels the body.
 */
export async function* readStreamEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<StreamEvent, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const event = parseStreamLine(line);
        if (event) yield event;
      }
    }
    buffer += decoder.decode();
    const last = parseStreamLine(buffer);
    if (last) yield last;
    finished = true;
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

export interface TaskStreamInput {
  taskId: string;
  content: string;
}

/**
 * POST /tasks/{id}/messages/stream: the reply as an async iterator of chunk, tool_call and error
 * events. Throws 'Authentication required for streaming' without a token, 'Streaming failed:
 * {status} {text}' on an error status, 'No readable stream in response' without a body.
 */
export async function* streamTaskReply(
  input: TaskStreamInput,
  signal?: AbortSignal,
): AsyncGenerator<StreamEvent, void, undefined> {
  const path = `/tasks/${pathSegment(input.taskId)}/messages/stream`;
  const body = parsePayload(sendMessagePayloadSchema, { content: input.content }, 'POST', path);
  const stream = await apiClient().openStream(path, body, signal);
  yield* readStreamEvents(stream);
}

export interface TaskStreamHandlers {
  onEvent(event: StreamEvent): void;
  onDone?(): void;
  onError?(error: unknown): void;
}

/**
 * The stream as a subscription, in the shape of an XState `fromCallback` body: returns the
 * cleanup, which aborts the request; after an abort neither onDone nor onError is called.
 *
 *   fromCallback(({ input, sendBack }) => subscribeToTaskReply(input, {
 *     onEvent: (event) => sendBack({ type: 'STREAM.EVENT', event }),
 *     onDone: () => sendBack({ type: 'STREAM.DONE' }),
 *     onError: (error) => sendBack({ type: 'STREAM.FAILED', error }),
 *   }))
 */
export function subscribeToTaskReply(
  input: TaskStreamInput,
  handlers: TaskStreamHandlers,
): () => void {
  const controller = new AbortController();
  void (async () => {
    try {
      for await (const event of streamTaskReply(input, controller.signal)) {
        if (controller.signal.aborted) return;
        handlers.onEvent(event);
      }
      if (!controller.signal.aborted) handlers.onDone?.();
    } catch (error) {
      if (!controller.signal.aborted) handlers.onError?.(error);
    }
  })();
  return () => controller.abort();
}

// ---------------------------------------------------------------------------------------------
// Hooks

export function useTasks(query: z.input<typeof taskListQuerySchema> = {}) {
  const resolved = taskListQuery(query);
  return useApiQuery(AREA, 'list', resolved, () => listTasks(resolved));
}

export function useTask(taskId: string | null | undefined) {
  return useApiQuery(AREA, 'detail', taskId ? { taskId } : null, () => getTask(taskId as string));
}

export function useTaskMessages(taskId: string | null | undefined) {
  return useApiQuery(AREA, 'messages', taskId ? { taskId } : null, () =>
    listTaskMessages(taskId as string),
  );
}

/** Task writes; each revalidates the license's task keys (lists, details, messages). */
export function useTaskActions() {
  const run = useRevalidatingAction();
  return useMemo(
    () => ({
      create: (payload: z.input<typeof taskCreatePayloadSchema>) =>
        run(WRITES, () => createTask(payload)),
      update: (taskId: string, payload: z.input<typeof taskUpdatePayloadSchema>) =>
        run(WRITES, () => updateTask(taskId, payload)),
      remove: (taskId: string) => run(WRITES, () => deleteTask(taskId)),
    }),
    [run],
  );
}
