import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canSubmitPasswordChange, validatePasswordChange } from './profile-password.ts';

describe('canSubmitPasswordChange', () => {
  it('waits for all three fields', () => {
    expect(
      canSubmitPasswordChange({ currentPassword: 'old', newPassword: 'x', confirmPassword: 'y' }),
    ).toBe(true);
    expect(
      canSubmitPasswordChange({ currentPassword: '', newPassword: 'x', confirmPassword: 'y' }),
    ).toBe(false);
    expect(
      canSubmitPasswordChange({ currentPassword: 'old', newPassword: '', confirmPassword: 'y' }),
    ).toBe(false);
    expect(
      canSubmitPasswordChange({ currentPassword: 'old', newPassword: 'x', confirmPassword: '' }),
    ).toBe(false);
  });
});

describe('validatePasswordChange', () => {
  it('accepts matching passwords of 6 characters or more', () => {
    expect(
      validatePasswordChange({
        currentPassword: 'old',
        newPassword: 'secret',
        confirmPassword: 'secret',
      }),
    ).toEqual({ valid: true, errors: {} });
  });

  it('wants at least 6 characters', () => {
    expect(
      validatePasswordChange({
        currentPassword: 'old',
        newPassword: '12345',
        confirmPassword: '12345',
      }).errors,
    ).toEqual({ newPassword: 'Пароль должен содержать минимум 6 символов' });
  });

  it('wants the confirmation to match', () => {
    expect(
      validatePasswordChange({
        currentPassword: 'old',
        newPassword: 'secret',
        confirmPassword: 'secreT',
      }).errors,
    ).toEqual({ confirmPassword: 'Пароли не совпадают' });
  });

  it('accepts any password of 6 or more characters typed twice', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 6 }),
        (password) =>
          validatePasswordChange({
            currentPassword: 'old',
            newPassword: password,
            confirmPassword: password,
          }).valid,
      ),
    );
  });
});
