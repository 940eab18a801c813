// Invitation page texts: acceptance validation, decline confirmation and invitation failures (part 2 §2, §5, §8).

export const invitationMessages = {
  // The spec says the full name is required when accepting but gives no text.
  fullNameRequired: 'Полное имя обязательно',
  declineConfirm: 'Вы уверены, что хотите отклонить приглашение?',
  notFound: 'Приглашение не найдено или недействительно',
  invalidLink: 'Неверная ссылка',
  expired: 'Приглашение истекло',
} as const;

export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set([invitationMessages.fullNameRequired]);
