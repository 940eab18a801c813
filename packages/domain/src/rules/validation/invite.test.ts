import { describe, expect, it } from 'vitest';
import { prepareInvitePayload, validateInvite } from './invite.ts';

describe('validateInvite', () => {
  it('accepts an e-mail and a role', () => {
    expect(validateInvite({ email: ' anna@example.com ', businessRoleId: 'r1' })).toEqual({
      valid: true,
      errors: {},
    });
  });

  it('requires both', () => {
    expect(validateInvite({ email: ' ', businessRoleId: null })).toEqual({
      valid: false,
      errors: { email: 'Email обязателен', businessRoleId: 'Выберите роль' },
    });
  });

  it('wants the e-mail to look like an address', () => {
    expect(validateInvite({ email: 'anna', businessRoleId: 'r1' }).errors).toEqual({
      email: 'Введите корректный email',
    });
  });
});

describe('prepareInvitePayload', () => {
  it('trims and omits an empty personal message', () => {
    expect(
      prepareInvitePayload({
        email: ' anna@example.com ',
        businessRoleId: 'r1',
        personalMessage: ' ',
      }),
    ).toEqual({ email: 'anna@example.com', business_role_id: 'r1' });
  });

  it('keeps a personal message', () => {
    expect(
      prepareInvitePayload({
        email: 'a@b.by',
        businessRoleId: undefined,
        personalMessage: ' Привет! ',
      }),
    ).toEqual({ email: 'a@b.by', business_role_id: '', personal_message: 'Привет!' });
  });
});
