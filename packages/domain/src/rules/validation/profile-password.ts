// Profile password change rules (part 2 §5): new and confirm match, at least 6 characters, button off until all three are filled.
import { profilePasswordMessages as m } from '../../messages/profile.ts';
import { PASSWORD_MIN_LENGTH } from '../../schemas/auth.ts';
import { toResult, type ValidationResult } from './common.ts';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Passwords are never trimmed: a space is a character like any other. */
export function canSubmitPasswordChange(values: PasswordChangeValues): boolean {
  return (
    values.currentPassword.length > 0 &&
    values.newPassword.length > 0 &&
    values.confirmPassword.length > 0
  );
}

export function validatePasswordChange(
  values: PasswordChangeValues,
): ValidationResult<'newPassword' | 'confirmPassword'> {
  const errors: Partial<Record<'newPassword' | 'confirmPassword', string>> = {};
  if (values.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = m.passwordTooShort;
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = m.passwordsDoNotMatch;
  return toResult(errors);
}
