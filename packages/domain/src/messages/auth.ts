// Sign-in, registration, e-mail confirmation and sign-in callback texts (part 1 §2, §5, §8).
import { commonMessages } from './common.ts';

export const authMessages = {
  // Validation: the spec names the rules but gives no text for the required fields.
  emailRequired: commonMessages.emailRequired,
  passwordRequired: 'Пароль обязателен',
  // The registration rules reuse the profile's password texts (part 2 §5).
  passwordsDoNotMatch: commonMessages.passwordsDoNotMatch,
  passwordTooShort: commonMessages.passwordTooShort,
  passwordPlaceholder: 'Минимум 6 символов',
  unexpectedRegistrationStatus: (status: string) => `Неожиданный статус регистрации: ${status}`,
  welcome: 'Добро пожаловать!',
  logoutFailed: 'Ошибка при выходе',
} as const;

export const emailConfirmationMessages = {
  invalidLink: 'Недействительная ссылка подтверждения',
  confirmationFailed: 'Не удалось подтвердить аккаунт',
  confirmationError: 'Ошибка подтверждения email',
} as const;

export const authCallbackMessages = {
  completing: 'Completing sign in...',
  errorTitle: 'Authentication Error',
  failed: 'Authentication failed - please try logging in again',
  unexpected: 'An unexpected error occurred during authentication',
  welcomeBack: 'Welcome back!',
  signedIn: 'You have been successfully signed in.',
  licensePending: 'Signed in, but license verification is pending...',
} as const;

export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set([
  authMessages.emailRequired,
  authMessages.passwordRequired,
]);
