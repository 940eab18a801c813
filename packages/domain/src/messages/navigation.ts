// Texts of the protected layout and its navigation (part 1 §2); the banner lives in impersonation.ts, logout failure in auth.ts.

export const navigationMessages = {
  loadingAuthentication: 'Loading authentication...',
  licenseRequired: 'License Required',
  loadingPermissions: 'Загрузка разрешений...',
  loggedOut: 'Вы вышли из системы',
} as const;

/** The admin toolbar's link labels. The spec gives them unquoted, so the verbatim check counts them as chosen. */
export const adminToolbarLabels = {
  impersonation: 'Impersonation',
  auditLogs: 'Audit-Logs',
} as const;

/** Labels the spec does not give: it names the items by their paths only. */
export const navigationLabels = {
  calendar: 'Календарь',
  clients: 'Клиенты',
  services: 'Услуги',
  masters: 'Мастера',
  studios: 'Студии',
  impersonation: 'Имперсонация',
  /** The narrow screen's button that opens the drawer ("a Menu button"). */
  menu: 'Меню',
  /** The License Required screen's refresh button. */
  licenseRefresh: 'Обновить',
} as const;

/** All of the above but 'Календарь', which the spec happens to quote (as a schedule tab). */
export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set<string>([
  ...Object.values(adminToolbarLabels),
  ...Object.values(navigationLabels).filter((label) => label !== navigationLabels.calendar),
]);
