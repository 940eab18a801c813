// Texts of the master dashboard (part 2 §2, §6); the spec describes the greeting and the masters-only text without wording them.

/** Server messages meaning "this user is not a master" (part 2 §6). */
export const notAMasterServerMessages = ['Master role required', 'not a master'] as const;

export const dashboardMessages = {
  greetingMorning: 'Доброе утро',
  greetingDay: 'Добрый день',
  greetingEvening: 'Добрый вечер',
  mastersOnly: 'Эта панель доступна только мастерам.',
} as const;

export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set<string>(
  Object.values(dashboardMessages),
);
