// Chat message rule (part 1 §5): blank messages are not sent; who may use tasks is rules/permissions.ts's taskAccess.

/** A blank or whitespace-only message is not sent. */
export function isSendableChatMessage(text: string): boolean {
  return text.trim().length > 0;
}
