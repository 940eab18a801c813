// Permission refusals of the business screens (part 2 §6); the task refusals live in chat.ts, the 403 toast in errors.ts.

export const permissionMessages = {
  mastersViewDenied: 'У вас недостаточно прав для просмотра мастеров.',
  studiosViewDenied: 'У вас недостаточно прав для просмотра студий.',
  rolesViewDenied: 'У вас нет прав для просмотра управления ролями.',
  teamManageDenied: 'У вас недостаточно прав для управления командой',
  /** The spec's pattern for any other missing permission: 'У вас недостаточно прав для ...'. */
  insufficientRightsFor: (action: string) => `У вас недостаточно прав для ${action}`,
} as const;

export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set<string>();
