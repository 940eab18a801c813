// Login and registration rules (part 1 §5): e-mail and password required; registration adds a matching confirmation and ≥ 6 characters.
import { authMessages as m } from '../../messages/auth.ts';
// From values.ts, not schemas/auth.ts: /login runs this rule and carries no zod (issue 18).
import { PASSWORD_MIN_LENGTH } from '../../schemas/values.ts';
import { isBlank, toResult, trimmedOrUndefined, type ValidationResult } from './common.ts';

export interface LoginValues {
  email: string;
  password: string;
}

export interface RegistrationValues extends LoginValues {
  confirmPassword: string;
  /** Optional. */
  fullName?: string | null;
}

export type RegistrationField = 'email' | 'password' | 'confirmPassword';

/** The e-mail is judged trimmed; passwords never are (a space is a character). */
export function validateLogin(values: LoginValues): ValidationResult<'email' | 'password'> {
  const errors: Partial<Record<'email' | 'password', string>> = {};
  if (isBlank(values.email)) errors.email = m.emailRequired;
  if (values.password.length === 0) errors.password = m.passwordRequired;
  return toResult(errors);
}

export function validateRegistration(
  values: RegistrationValues,
): ValidationResult<RegistrationField> {
  const errors: Partial<Record<RegistrationField, string>> = { ...validateLogin(values).errors };
  if (!errors.password && values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = m.passwordTooShort;
  }
  if (values.confirmPassword !== values.password) errors.confirmPassword = m.passwordsDoNotMatch;
  return toResult(errors);
}

/** The body of POST /auth/login. */
export function prepareLoginPayload(values: LoginValues): LoginValues {
  return { email: values.email.trim(), password: values.password };
}

export interface RegisterPayload {
  email: string;
  password: string;
  confirm_password: string;
  full_name?: string;
}

/** The body of POST /auth/register from valid values; an empty full name is omitted. */
export function prepareRegisterPayload(values: RegistrationValues): RegisterPayload {
  const fullName = trimmedOrUndefined(values.fullName);
  return {
    email: values.email.trim(),
    password: values.password,
    confirm_password: values.confirmPassword,
    ...(fullName === undefined ? {} : { full_name: fullName }),
  };
}
