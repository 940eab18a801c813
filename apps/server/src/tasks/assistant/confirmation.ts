// The one confirmation rule both assistants share: a write is first described and recorded as a
// `confirm_action` call on the reply; the user's next message performs it ('да', 'подтверждаю', the
// chat's button) or drops it ('нет'). The conversation's state rides on the reply's tool calls, so
// it survives a reload and a server restart.
import type { ToolCallWire } from '@beautydesk/domain/schemas/tasks';
import { normalize } from './russian.ts';
import type { ToolName } from './tools.ts';
import type { HistoryMessage } from './types.ts';

/** The pseudo-call that holds an action waiting for the user's "да". */
export const CONFIRM_CALL = 'confirm_action';
/** The pseudo-call that holds what a clarifying question is waiting for. */
export const ASK_CALL = 'ask_user';

export interface PendingAction {
  tool: ToolName;
  arguments: Record<string, unknown>;
  /** What the user is asked to confirm, as shown. */
  summary: string;
}

const YES =
  /^(да|ага|угу|ок|окей|ok|yes|давай|делай|верно|конечно|подтверждаю|подтвердить|подтверди|согласен|согласна|все верно|да,? подтверждаю)[\s!.]*$/;
const NO = /^(нет|не|не надо|не нужно|отмена|отмени|стоп|no|передумал|передумала)[\s!.]*$/;

export const isYes = (text: string) => YES.test(normalize(text.trim()));
export const isNo = (text: string) => NO.test(normalize(text.trim()));

/** The tool calls of the last reply, when it is the last message before this one. */
function lastReplyCalls(history: readonly HistoryMessage[]): ToolCallWire[] {
  const last = history.at(-1);
  return last?.type === 'ai' ? (last.tool_calls ?? []) : [];
}

/** The action the previous reply asked to confirm, if it did. */
export function pendingAction(history: readonly HistoryMessage[]): PendingAction | null {
  const call = lastReplyCalls(history).find((c) => c.name === CONFIRM_CALL);
  const args = call?.arguments as Partial<PendingAction> | undefined;
  if (!args?.tool || !args.arguments || typeof args.summary !== 'string') return null;
  return args as PendingAction;
}

/** What the previous reply's question was waiting for (the offline assistant's frame). */
export function askedState<T>(history: readonly HistoryMessage[]): T | null {
  const call = lastReplyCalls(history).find((c) => c.name === ASK_CALL);
  return (call?.arguments as T | undefined) ?? null;
}

/** The record of an action waiting for confirmation, as streamed and stored. */
export function confirmCall(action: PendingAction): ToolCallWire {
  return {
    id: `confirm_${Math.random().toString(36).slice(2, 10)}`,
    name: CONFIRM_CALL,
    arguments: action,
    result: { status: 'awaiting_confirmation' },
  };
}

export function askCall(state: unknown, question: string): ToolCallWire {
  return {
    id: `ask_${Math.random().toString(36).slice(2, 10)}`,
    name: ASK_CALL,
    arguments: state,
    result: { status: 'awaiting_answer', question },
  };
}
