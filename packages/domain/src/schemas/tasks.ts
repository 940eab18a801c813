// AI chat tasks, their messages and the streamed reply events (spec part 1 §2, §3, §4, §7).
import { z } from 'zod';
import {
  idSchema,
  isoDateTimeSchema,
  limitSchema,
  orDefault,
  requiredTextSchema,
  skipSchema,
} from './common.ts';

/** The status and priority the client sends for new tasks (spec part 1 §3). */
export const DEFAULT_TASK_STATUS = 'active';
export const DEFAULT_TASK_PRIORITY = 'today';

/** Priorities the sample view knows; anything else counts as backlog, so the wire takes any string. */
export const TASK_PRIORITIES = [
  'urgent',
  'high',
  'today',
  'medium',
  'week',
  'low',
  'backlog',
] as const;

/**
 * Statuses a task can be given: 'active' is what the client sends (spec part 1 §3); 'done' and
 * 'archived' close it. The wire (taskSchema) still reads any string, as old rows may hold one.
 */
export const TASK_STATUSES = ['active', 'done', 'archived'] as const;
export const taskStatusSchema = z.enum(TASK_STATUSES);
/** What a payload may set: one of the priorities the views know. */
export const taskPrioritySchema = z.enum(TASK_PRIORITIES);

export const taskSchema = z.object({
  id: idSchema,
  title: z.string(),
  status: orDefault(z.string(), DEFAULT_TASK_STATUS),
  priority: orDefault(z.string(), DEFAULT_TASK_PRIORITY),
  user_id: idSchema,
  created_at: isoDateTimeSchema.optional(),
  updated_at: isoDateTimeSchema.optional(),
});
export type Task = z.infer<typeof taskSchema>;

/** GET /tasks answers a bare array (the spec does not show the shape; this is our choice). */
export const taskListSchema = z.array(taskSchema);
export type TaskList = z.infer<typeof taskListSchema>;

export const taskListQuerySchema = z.object({
  skip: skipSchema.default(0),
  limit: limitSchema.default(100),
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

export const taskCreatePayloadSchema = z.object({
  title: requiredTextSchema,
  status: taskStatusSchema.default(DEFAULT_TASK_STATUS),
  priority: taskPrioritySchema.default(DEFAULT_TASK_PRIORITY),
});
export type TaskCreatePayload = z.infer<typeof taskCreatePayloadSchema>;

export const taskUpdatePayloadSchema = z.object({
  title: requiredTextSchema.optional(),
  status: taskStatusSchema.optional(),
  priority: taskPrioritySchema.optional(),
});
export type TaskUpdatePayload = z.infer<typeof taskUpdatePayloadSchema>;

export const taskMessageTypeSchema = z.enum(['user', 'ai']);
export type TaskMessageType = z.infer<typeof taskMessageTypeSchema>;

/** A tool call the assistant performed: its name, arguments and what it answered (shown as JSON). */
export const toolCallSchema = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  arguments: z.unknown().optional(),
  result: z.unknown().optional(),
});
export type ToolCallWire = z.infer<typeof toolCallSchema>;

export const taskMessageSchema = z.object({
  id: idSchema.optional(),
  type: taskMessageTypeSchema,
  content: z.string(),
  /** The tool calls an AI reply performed, in order (absent or empty for user messages). */
  tool_calls: z.array(toolCallSchema).optional(),
  created_at: isoDateTimeSchema.optional(),
});
export type TaskMessageWire = z.infer<typeof taskMessageSchema>;

export const taskMessagesSchema = z.array(taskMessageSchema);

/** POST /tasks/{id}/messages/stream body; a blank message is never sent. */
export const sendMessagePayloadSchema = z.object({
  content: requiredTextSchema,
});
export type SendMessagePayload = z.infer<typeof sendMessagePayloadSchema>;

/**
 * One line of the reply stream. A tool call is shown as formatted JSON, so its arguments and result
 * are any JSON value; name and id are optional (the spec does not show the shape).
 */
export const streamEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('chunk'), content: z.string() }),
  toolCallSchema.extend({ event: z.literal('tool_call') }),
  z.object({ event: z.literal('error'), details: z.string() }),
]);
export type StreamEvent = z.infer<typeof streamEventSchema>;

/** Parses one newline-separated line of the stream; malformed lines give null and are skipped. */
export function parseStreamLine(line: string): StreamEvent | null {
  const text = line.trim();
  if (!text) return null;
  try {
    const parsed = streamEventSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A chat message as the chat view shows it. */
export interface ChatMessage {
  id: string;
  sender: TaskMessageType;
  text: string;
  timestamp: string | null;
  taskId: string;
}

/** `index` makes an id for messages the server sent without one. */
export function toChatMessage(wire: TaskMessageWire, taskId: string, index: number): ChatMessage {
  return {
    id: wire.id ?? `${taskId}:${index}`,
    sender: wire.type,
    text: wire.content,
    timestamp: wire.created_at ?? null,
    taskId,
  };
}
