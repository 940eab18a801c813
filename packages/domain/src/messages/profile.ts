// Profile texts: the local password-change rules (part 2 §5).
import { commonMessages } from './common.ts';

export const profilePasswordMessages = {
  passwordsDoNotMatch: commonMessages.passwordsDoNotMatch,
  passwordTooShort: commonMessages.passwordTooShort,
} as const;

export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set<string>();
