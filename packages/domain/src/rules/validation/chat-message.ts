// Chat and task rules (part 1 §5): blank messages are not sent; tasks need a user, and platform admins must impersonate.
import { chatMessages as m } from '../../messages/chat.ts';

/** A blank or whitespace-only message is not sent. */
export function isSendableChatMessage(text: string): boolean {
  return text.trim().length > 0;
}

export interface TaskAccessContext {
  hasUser: boolean;
  isPlatformAdmin: boolean;
  isImpersonating: boolean;
}

/** The toast refusing a task fetch, create, update or delete, or undefined when it may go ahead. */
export function taskAccessRefusal(context: TaskAccessContext): string | undefined {
  if (!context.hasUser) return m.userNotAuthorized;
  if (context.isPlatformAdmin && !context.isImpersonating) {
    return m.platformAdminWithoutImpersonation;
  }
  return undefined;
}
