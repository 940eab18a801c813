// Team texts: invite validation and invitation and user-list failures (part 2 §5, §8).
import { commonMessages } from './common.ts';

export const inviteFormMessages = {
  // The spec says email and role are required but gives no text.
  emailRequired: commonMessages.emailRequired,
  invalidEmail: commonMessages.invalidEmail,
  roleRequired: 'Выберите роль',
} as const;

export const teamNotices = {
  inviteFailed: 'Ошибка при отправке приглашения. Попробуйте снова.',
  invitationTokenMissing: 'Токен приглашения не найден',
  regenerateFailed: 'Ошибка при создании нового приглашения. Попробуйте снова.',
  usersLoadFailed: 'Ошибка загрузки пользователей',
  invitationsLoadFailed: 'Ошибка загрузки приглашений',
} as const;

export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set([
  inviteFormMessages.emailRequired,
  inviteFormMessages.roleRequired,
]);
