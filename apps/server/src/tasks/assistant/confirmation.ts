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
  /** The offline assistant's frame of the request, for a correction ("нет, на четверг"). */
  frame?: unknown;
}

/** A yes, alone or followed by words that do not take it back ("да, записывай", "ок, отменяй"). */
const YES =
  /^(да|ага|угу|ок|окей|ok|yes|давай|делай|верно|конечно|подтверждаю|подтвердить|подтверди|согласен|согласна|все верно|все так|именно)([\s,!.—-]+(да|давай|делай|конечно|подтверждаю|подтверди|записывай|запиши|отменяй|отмени|переноси|перенеси|добавляй|добавь|подтверждай|все верно|верно|правильно|пожалуйста|спасибо))*[\s!.]*$/;
const NO =
  /^(нет|не|не надо|не нужно|отмена|отмени|стоп|no|передумал|передумала|нет,? не надо|нет,? спасибо|не стоит|не делай)[\s!.]*$/;

/** The action's own verb is a yes to it: "отменяй" to a cancel, "записывай" to a booking. */
const OWN_VERB: Partial<Record<ToolName, RegExp>> = {
  cancel_appointment: /^(отмени|отменяй|отменить|отмените)[\s!.]*$/,
  create_appointment: /^(запиши|записывай|записать)[\s!.]*$/,
  reschedule_appointment: /^(перенеси|переноси|перенести)[\s!.]*$/,
  confirm_appointments: /^(подтверждай|подтверди все)[\s!.]*$/,
  create_client: /^(добавь|добавляй|добавить|создай|заводи)[\s!.]*$/,
};

export function isYes(text: string, tool?: ToolName): boolean {
  const said = normalize(text.trim());
  return YES.test(said) || Boolean(tool && OWN_VERB[tool]?.test(said));
}
export const isNo = (text: string, tool?: ToolName) =>
  !isYes(text, tool) && NO.test(normalize(text.trim()));

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
