// Client directory texts: form validation, API errors, list and detail states (part 2 §2, §5, §8).

export const clientFormMessages = {
  nameRequired: 'Имя клиента обязательно',
  contactValueRequired: (n: number) => `Контакт ${n}: Значение контакта обязательно`,
  contactPhoneFormat: (n: number, type: string) =>
    `Контакт ${n}: Телефон должен быть в международном формате (+...) для ${type}`,
  contactEmailFormat: (n: number) => `Контакт ${n}: Некорректный формат email`,
  contactInstagramFormat: (n: number) => `Контакт ${n}: Instagram username должен начинаться с @`,
  contactTelegramFormat: (n: number) =>
    `Контакт ${n}: Для Telegram нужен либо телефон (+...), либо username (@...)`,
  onePreferredContact: 'Только один контакт может быть основным',
  saveFailed: 'Произошла ошибка при сохранении',
} as const;

export const clientApiMessages = {
  duplicatePhone: 'Клиент с таким номером телефона уже существует',
  invalidContacts: 'Некорректный формат контактов',
} as const;

export const clientScreenMessages = {
  listLoadFailed: 'Ошибка загрузки клиентов',
  notFoundInSearch: 'Клиенты не найдены',
  emptyDatabase: 'В базе данных пока нет клиентов.',
  detailLoading: 'Загрузка данных клиента...',
  detailLoadFailed: 'Не удалось загрузить данные клиента',
  idMissing: 'ID клиента не указан',
  notFound: 'Клиент не найден',
  actionFailed: 'Произошла ошибка',
  noContacts: 'Контакты не добавлены',
  birthDateMissing: 'Не указано',
  neverVisited: 'Никогда',
} as const;

export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set<string>();
