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
    'Я понимаю просьбы о данных вашего салона, например:',
    list([
      '«сколько записей завтра», «кто записан в пятницу у Анны»;',
      '«кто свободен в пятницу после 15», «найди окно у Анны на лазер завтра»;',
      '«запиши Иванову на воск в пятницу в 15:00», «перенеси Петрову на 16:00»;',
      '«отмени запись Смирновой, клиент заболел», «подтверди новые онлайн-записи»;',
      '«найди клиента Ковалёва» или по телефону, «добавь клиента Ольга Смирнова +7 916 123-45-67»;',
      '«выручка за неделю», «зарплата у Анны».',
    ]),
    'Всё, что меняет данные, я сначала опишу и сделаю только после вашего «да».',
  ].join('\n'),

  askClient: 'Для какого клиента? Назовите фамилию (и имя, если есть однофамильцы).',
  askClientChoice: (name: string, options: readonly string[]) =>
    `Клиентов «${name}» несколько:\n${options.map((o, i) => `${i + 1}. ${o}`).join('\n')}\nКакого клиента вы имеете в виду? Ответьте номером или именем.`,
  moreClients: (n: number) => `Подходят ещё ${n} — назовите и имя, чтобы найти нужного.`,
  askMasterChoice: (name: string, options: readonly string[]) =>
    `Мастеров «${name}» несколько:\n${options.map((o, i) => `${i + 1}. ${o}`).join('\n')}\nКакого мастера вы имеете в виду?`,
  askAppointmentChoice: (client: string, options: readonly string[]) =>
    `У клиента ${client} несколько записей:\n${options.map((o, i) => `${i + 1}. ${o}`).join('\n')}\nКакую из них? Ответьте номером.`,
  askBookService: 'На какую услугу записать? Назовите тип: лазер, электро, воск или консультация.',
  askDate: 'На какой день? Например: завтра, в пятницу, 3 декабря.',
  askTime: 'На какое время? Например: в 12:00.',
  askNewTime: 'На какой день и время перенести? Например: на завтра в 16:00.',
  askReason: 'По какой причине отменить запись? Например: клиент заболел.',
  askNewClientName: 'Как зовут нового клиента? Имя и фамилия, можно с телефоном.',
  noUpcoming: (client: string) => `У клиента ${client} нет предстоящих записей.`,
  noOnlineBookings: 'Новых онлайн-записей нет.',
  noClientsFound: (what: string) => `Клиентов «${what}» не нашла.`,
  clientsFound: (lines: readonly string[]) => `Нашла:\n${list(lines)}`,
  askConfirm: 'Подтвердите: «да» или «нет».',
  confirmBook: (
    client: string,
    service: string,
    master: string,
    day: string,
    from: string,
    to: string,
  ) => `Записать ${client} на «${service}» к мастеру ${master} ${day}, ${from}–${to}?`,
  confirmCancel: (what: string, reason: string) => `Отменить запись ${what}? Причина: «${reason}».`,
  confirmReschedule: (what: string, day: string, from: string, to: string) =>
    `Перенести запись ${what} на ${day}, ${from}–${to}?`,
  confirmOnline: (lines: readonly string[]) =>
    `Подтвердить новые онлайн-записи (${lines.length})?\n${list(lines)}`,
  confirmClient: (name: string, phone: string | null) =>
    phone ? `Добавить клиента ${name}, телефон +${phone}?` : `Добавить клиента ${name}?`,
  confirmTool: (name: string) => `Выполнить «${name}» с этими параметрами?`,
  declined: 'Хорошо, ничего не меняю.',
  cancelled: (what: string) => `Готово: запись ${what} отменена.`,
  rescheduled: (day: string, from: string, to: string) =>
    `Готово: запись перенесена на ${day}, ${from}–${to}.`,
  onlineConfirmed: (n: number) => `Готово: подтверждено онлайн-записей: ${n}.`,
  clientAdded: (name: string) => `Готово: клиент ${name} добавлен.`,
  dayList: (day: string, lines: readonly string[]) =>
    lines.length > 0 ? `${capital(day)}:\n${list(lines)}` : `${capital(day)} записей нет.`,
  revenue: (period: string, amount: string, visits: number) =>
    `Выручка ${period}: ${amount}, визитов: ${visits}.`,
  salary: (master: string, earned: string, forecast: string | null) =>
    forecast
      ? `Зарплата мастера ${master} за этот месяц: ${earned}, прогноз на месяц: ${forecast}.`
      : `Зарплата мастера ${master} за этот месяц: ${earned}.`,
  freeAnyone: (day: string, lines: readonly string[]) =>
    lines.length > 0
      ? `Свободны ${day}:\n${list(lines)}`
      : `Свободных окон ${day} нет ни у одного мастера.`,

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
  countStatus: (span: string, status: string, total: number) =>
    `${capital(span)} записей со статусом «${status}»: ${total}.`,
  andMore: (n: number) => `и ещё ${n}`,
  byStudio: (parts: readonly string[]) => `По студиям: ${parts.join(', ')}.`,
  clientCount: (total: number, active: number, fresh: number) =>
    `В базе клиентов: ${total}, из них активных: ${active}, новых в этом месяце: ${fresh}.`,
  nextVisit: (client: string, what: string) => `Следующий визит клиента ${client}: ${what}.`,
  lastVisit: (client: string, what: string) => `Последний визит клиента ${client}: ${what}.`,
  noPastVisit: (client: string) => `У клиента ${client} ещё нет завершённых визитов.`,
  confirmDay: (day: string, n: number) =>
    `Подтвердить все неподтверждённые записи на ${day}: ${n}?`,
  noUnconfirmed: (day: string) => `Неподтверждённых записей на ${day} нет.`,
  dayConfirmed: (n: number) => `Готово: подтверждено записей: ${n}.`,
  answerChoice: 'Ответьте номером или именем из списка.',
  clientAppointments: (client: string, lines: readonly string[]) =>
    `Записи клиента ${client}:\n${list(lines)}`,
  askServiceChoice: (type: string, options: readonly string[]) =>
    `Услуг «${type}» несколько:\n${options.map((o, i) => `${i + 1}. ${o}`).join('\n')}\nНа какую записать? Ответьте номером или названием.`,
  serviceNotThere: (service: string, masters: readonly string[]) =>
    `Услугу «${service}» не оказывают в студии ${masters.length > 1 ? 'этих мастеров' : 'мастера'}: ${masters.join(', ')}.`,
  askPhone: 'Какой телефон у клиента? Полностью, с кодом страны: например, +375 29 555-01-01.',

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
