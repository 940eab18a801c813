// Texts the masters endpoints choose themselves (the spec's own texts come from the domain).
export const masterServerMessages = {
  masterNotFound: 'Мастер не найден',
  studioNotFound: 'Студия не найдена',
  hasAppointments:
    'Нельзя удалить мастера: у него есть записи. Деактивируйте мастера, чтобы сохранить историю.',
  /** The dashboard reads 'not a master' (part 2 §6) and shows its masters-only text. */
  notAMaster:
    'Эта панель доступна только мастерам: учётная запись не связана с мастером (not a master)',
} as const;

/** Texts of /studios that concern masters (the studios module owns apps/server/src/messages.ts). */
export const studioMasterMessages = {
  mastersReadOnly:
    'Мастеров переводят в другую студию на странице мастеров: передайте пустой список или текущих мастеров студии',
  hasMasters:
    'Нельзя удалить студию: в ней работают мастера. Переведите их в другую студию или удалите.',
  hasAppointments: 'Нельзя удалить студию: в ней есть записи.',
} as const;
