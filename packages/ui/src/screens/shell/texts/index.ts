// Texts of the shell screens that the spec does not give (its own texts come from the domain's messages).

export const shellTexts = {
  productName: 'BeautyDesk',
  mainNavigation: 'Основная навигация',
  adminToolbar: 'Администрирование платформы',
  /** The user button logs out on click, so its name says so. */
  userButtonHint: 'Выйти из системы',
  chatOpen: 'AI-чат',
  versionFrontend: 'Версия',
  versionBackend: 'сервер',
  versionEnvironment: 'окружение',
  licenseRequiredText:
    'Для работы нужна действующая лицензия. Создайте лицензию своего бизнеса или обновите сессию, если её уже выдали.',
  createLicense: 'Создать лицензию',
} as const;
