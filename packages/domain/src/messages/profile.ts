// Profile texts: the local password-change rules (part 2 §5).

export const profilePasswordMessages = {
  passwordsDoNotMatch: 'Пароли не совпадают',
  passwordTooShort: 'Пароль должен содержать минимум 6 символов',
} as const;

export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set<string>();
