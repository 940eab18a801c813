import { describe, expect, it } from 'vitest';
import {
  prepareInvitationAcceptance,
  validateInvitationAcceptance,
} from './invitation-acceptance.ts';

describe('validateInvitationAcceptance', () => {
  it('requires the full name', () => {
    expect(validateInvitationAcceptance({ name: '  ' })).toEqual({
      valid: false,
      errors: { name: 'Полное имя обязательно' },
    });
    expect(validateInvitationAcceptance({ name: 'Анна Иванова' })).toEqual({
      valid: true,
      errors: {},
    });
  });
});

describe('prepareInvitationAcceptance', () => {
  it('trims and omits empty optionals', () => {
    expect(prepareInvitationAcceptance({ name: ' Анна ', phone: ' ', position: null })).toEqual({
      name: 'Анна',
    });
  });

  it('keeps filled optionals', () => {
    expect(
      prepareInvitationAcceptance({ name: 'Анна', phone: ' +375291234567 ', position: ' Мастер ' }),
    ).toEqual({ name: 'Анна', phone: '+375291234567', position: 'Мастер' });
  });
});
