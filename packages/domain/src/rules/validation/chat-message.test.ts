import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSendableChatMessage, taskAccessRefusal } from './chat-message.ts';

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

describe('taskAccessRefusal', () => {
  it('needs a user', () => {
    expect(
      taskAccessRefusal({ hasUser: false, isPlatformAdmin: false, isImpersonating: false }),
    ).toBe('Пользователь не авторизован');
  });

  it('refuses a platform admin who is not impersonating', () => {
    expect(
      taskAccessRefusal({ hasUser: true, isPlatformAdmin: true, isImpersonating: false }),
    ).toBe('Платформенные админы не могут создавать/обновлять/удалять задачи без импersonation');
  });

  it('lets others, and impersonating admins, through', () => {
    expect(
      taskAccessRefusal({ hasUser: true, isPlatformAdmin: true, isImpersonating: true }),
    ).toBeUndefined();
    expect(
      taskAccessRefusal({ hasUser: true, isPlatformAdmin: false, isImpersonating: false }),
    ).toBeUndefined();
  });
});
