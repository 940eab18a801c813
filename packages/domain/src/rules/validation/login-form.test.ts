import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  prepareLoginPayload,
  prepareRegisterPayload,
  validateLogin,
  validateRegistration,
} from './login-form.ts';

describe('validateLogin', () => {
  it('accepts an e-mail and a password', () => {
    expect(validateLogin({ email: 'anna@example.com', password: 'x' })).toEqual({
      valid: true,
      errors: {},
    });
  });

  it('requires both', () => {
    expect(validateLogin({ email: '  ', password: '' })).toEqual({
      valid: false,
      errors: { email: 'Email обязателен', password: 'Пароль обязателен' },
    });
  });
});

describe('validateRegistration', () => {
  const valid = {
    email: 'anna@example.com',
    password: 'secret',
    confirmPassword: 'secret',
  };

  it('accepts matching passwords of 6 characters, full name optional', () => {
    expect(validateRegistration(valid)).toEqual({ valid: true, errors: {} });
    expect(validateRegistration({ ...valid, fullName: 'Анна' }).valid).toBe(true);
  });

  it('wants at least 6 characters', () => {
    expect(
      validateRegistration({ ...valid, password: '12345', confirmPassword: '12345' }).errors,
    ).toEqual({
      password: 'Пароль должен содержать минимум 6 символов',
    });
  });

  it('wants the confirmation to match', () => {
    expect(validateRegistration({ ...valid, confirmPassword: '' }).errors).toEqual({
      confirmPassword: 'Пароли не совпадают',
    });
  });

  it('reports a missing password as required, not as too short', () => {
    expect(validateRegistration({ email: '', password: '', confirmPassword: '' }).errors).toEqual({
      email: 'Email обязателен',
      password: 'Пароль обязателен',
    });
  });

  it('accepts any password of 6 or more characters typed twice', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 6 }),
        (password) =>
          validateRegistration({ email: 'a@b.by', password, confirmPassword: password }).valid,
      ),
    );
  });
});

describe('payloads', () => {
  it('trims the e-mail but never the password', () => {
    expect(prepareLoginPayload({ email: ' anna@example.com ', password: ' pass ' })).toEqual({
      email: 'anna@example.com',
      password: ' pass ',
    });
  });

  it('omits an empty full name when registering', () => {
    expect(
      prepareRegisterPayload({
        email: ' anna@example.com ',
        password: 'secret',
        confirmPassword: 'secret',
        fullName: '  ',
      }),
    ).toEqual({ email: 'anna@example.com', password: 'secret', confirm_password: 'secret' });
    expect(
      prepareRegisterPayload({
        email: 'anna@example.com',
        password: 'secret',
        confirmPassword: 'secret',
        fullName: ' Анна ',
      }).full_name,
    ).toBe('Анна');
  });
});
