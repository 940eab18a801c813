// AI-chat tasks: which task the chat uses, a task's title from a message, priority labels, page size (part 1 §3, §4, §9).
import { DEFAULT_TASK_TITLE } from '../messages/chat.ts';

export const TASK_PAGE_SIZE = 100;
export const TASK_TITLE_MAX = 50;
export const TASK_TITLE_CUT = 47;
/**
 * The spec says "an ellipsis" without showing it; we use three full stops, like every ellipsis in
 * the spec's own texts ('Сообщение...'), so a cut title is exactly 47 + 3 = 50 characters.
 */
export const TASK_TITLE_ELLIPSIS = '...';

/**
 * A task's title from the message that creates it: the trimmed message; longer than 50
 * characters → its first 47 and '...'. Characters are counted as code points, so an emoji is
 * never cut in half.
 */
export function taskTitleFromMessage(message: string): string {
  const chars = Array.from(message.trim());
  if (chars.length <= TASK_TITLE_MAX) return chars.join('');
  return chars.slice(0, TASK_TITLE_CUT).join('') + TASK_TITLE_ELLIPSIS;
}

/** With no task chosen, the chat takes the first existing task, or creates one titled 'Главный чат с AI'. */
export function chatTaskChoice<T>(tasks: readonly T[]): { use: T } | { create: string } {
  const first = tasks[0];
  return first === undefined ? { create: DEFAULT_TASK_TITLE } : { use: first };
}

/** Priority labels of the sample view: urgent/high срочно, today/medium сегодня, week/low неделя, else позже. */
export function taskPriorityLabel(priority: string | null | undefined): string {
  switch (priority) {
    case 'urgent':
    case 'high':
      return 'срочно';
    case 'today':
    case 'medium':
      return 'сегодня';
    case 'week':
    case 'low':
      return 'неделя';
    default:
      return 'позже';
  }
}
