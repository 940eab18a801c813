// The assistant provider interface: a reply is a stream of chunk, tool_call and error events.
import type { StreamEvent, ToolCallWire } from '@beautydesk/domain/schemas/tasks';
import type { IsoDate } from '@beautydesk/domain/rules/dates';
import type { Toolbox } from './tools.ts';

/** One earlier message of the task, oldest first. */
export interface HistoryMessage {
  type: 'user' | 'ai';
  content: string;
  /** An AI reply's tool calls: where a question or an action awaiting "да" keeps its state. */
  tool_calls?: ToolCallWire[] | null;
}

export interface AssistantTurn {
  /** The conversation before this message. */
  history: HistoryMessage[];
  /** The user's message (trimmed). */
  message: string;
  /** The salon's own data, reached through the server's API as the user. */
  tools: Toolbox;
  /** The salon's today (the server's local date). */
  today: IsoDate;
  /** Aborted when the client goes away. */
  signal: AbortSignal;
}

/** The events a provider yields; the route writes each as one line and keeps the reply. */
export type AssistantEvent = StreamEvent;

export interface AssistantProvider {
  readonly kind: 'offline' | 'openai';
  reply(turn: AssistantTurn): AsyncIterable<AssistantEvent>;
}

/** Where an OpenAI-compatible endpoint is (AI_BASE_URL, AI_API_KEY, AI_MODEL). */
export interface OpenAiSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

/** The assistant settings: an OpenAI-compatible endpoint, or the built-in offline assistant. */
export type AssistantSettings = { provider: 'offline' } | ({ provider: 'openai' } & OpenAiSettings);
