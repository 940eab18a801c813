// Server-chosen texts of the tasks area and the assistant's answers (Russian, for the chat panel).

export const taskServerMessages = {
  taskNotFound: 'Задача не найдена',
} as const;

const list = (items: readonly string[]) => items.map((item) => `• ${item}`).join('\n');

export const assistantTexts = {
  noPermission: 'Недостаточно прав для этого действия',
  apiFailed: (status: number) => `Сервис ответил ошибкой ${status}`,
  unexpectedAnswer: 'Сервис ответил в неожиданном формате',
  badToolArguments: 'Неверные параметры инструмента',
  toolFailed: 'Инструмент завершился с ошибкой',
  providerFailed: (reason: string) => `Ассистент недоступен: ${reason}`,
  stopped: 'Ответ прерван',

  help: [
    'Я понимаю простые просьбы о данных вашего салона, например:',
    list([
      '«найди окно у Анны на лазер завтра» — свободные окна мастера на услугу и день;',
      '«сколько записей сегодня» — число записей за день (сегодня, завтра, в пятницу, 25.11);',
      '«запиши Иванову на воск в пятницу в 15:00» — запись клиента к свободному мастеру.',
    ]),
    'Услуги: лазер, электро, воск, консультация. Дни: сегодня, завтра, послезавтра, дни недели, даты вида 25.11.',
  ].join('\n'),

  askService:
    'На какую услугу искать? Назовите тип: лазер, электро, воск или консультация. Например: «найди окно у Анны на лазер завтра».',
  bookingNeeds: (missing: readonly string[]) =>
    `Чтобы записать, не хватает: ${missing.join(', ')}. Например: «запиши Иванову на воск в пятницу в 15:00».`,
  missingClient: 'фамилии клиента',
  missingService: 'услуги (лазер, электро, воск, консультация)',
  missingDate: 'дня',
  missingTime: 'времени (например, 15:00)',

  refused: (detail: string) => `Не получилось: ${detail}.`,
  noMasterNamed: (name: string, others: readonly string[]) =>
    others.length > 0
      ? `Не нашла активного мастера «${name}». Мастера салона: ${others.join(', ')}.`
      : `Не нашла активного мастера «${name}».`,
  noMasters: 'В салоне нет активных мастеров.',
  noServices: (type: string) => `Нет активных услуг типа «${type}».`,
  noClient: (name: string) => `Не нашла клиента «${name}».`,
  manyClients: (name: string, names: readonly string[]) =>
    `Клиентов «${name}» несколько: ${names.join(', ')}. Уточните имя и фамилию.`,

  slotsFound: (who: string, service: string, day: string, slots: readonly string[]) =>
    `Свободные окна у мастера ${who} на «${service}» ${day}: ${slots.join(', ')}.`,
  slotsNone: (who: string, service: string, day: string) =>
    `У мастера ${who} нет свободных окон на «${service}» ${day}.`,
  slotsNoneAnywhere: (service: string, day: string) =>
    `Свободных окон на «${service}» ${day} нет ни у одного мастера.`,
  timeFree: (who: string, time: string) => `В ${time} у мастера ${who} свободно.`,
  timeTaken: (who: string, time: string) => `В ${time} у мастера ${who} занято.`,

  countDay: (day: string, total: number) => `${capital(day)} записей: ${total}.`,
  countByStatus: (parts: readonly string[]) => `По статусам: ${parts.join(', ')}.`,

  booked: (
    client: string,
    service: string,
    master: string,
    day: string,
    from: string,
    to: string,
  ) => `Готово: ${client} записана на «${service}» к мастеру ${master} ${day}, ${from}–${to}.`,
  bookedPrice: (price: string) => `Стоимость: ${price}.`,
  bookingTaken: (day: string, time: string, nearest: readonly string[]) =>
    nearest.length > 0
      ? `${capital(day)} в ${time} свободных окон нет. Ближайшие свободные: ${nearest.join(', ')}.`
      : `${capital(day)} в ${time} свободных окон нет.`,
} as const;

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Russian names of the weekdays, Monday first, as said after "в" ("в пятницу"). */
export const WEEKDAY_ACCUSATIVE = [
  'в понедельник',
  'во вторник',
  'в среду',
  'в четверг',
  'в пятницу',
  'в субботу',
  'в воскресенье',
] as const;
