import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSendableChatMessage } from './chat-message.ts';

describe('isSendableChatMessage', () => {
  it('refuses blank and whitespace-only messages', () => {
    for (const text of ['', ' ', '\n\t ', '\u00a0'])
      expect(isSendableChatMessage(text)).toBe(false);
  });

  it('sends anything with a visible character', () => {
    expect(isSendableChatMessage('  Запиши Анну на завтра ')).toBe(true);
    fc.assert(
      fc.property(fc.string(), (text) => isSendableChatMessage(text) === (text.trim() !== '')),
    );
  });
});
