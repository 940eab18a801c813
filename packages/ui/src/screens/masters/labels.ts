// The masters screen's labels. The spec's messages (§5 master form, §8 notices, §6 refusals, the schedule
// dialog's texts) come from the domain's messages; button and field words are ours (docs/decisions/).
import { masterFormMessages } from '@beautydesk/domain/messages/masters';
import { permissionMessages } from '@beautydesk/domain/messages/permissions';

export const mastersLabels = {
  title: 'Мастера',
  description: 'Квалификация, коэффициент цены и рабочее расписание мастеров.',
  add: 'Добавить мастера',
  caption: 'Список мастеров',
  columns: {
    master: 'Мастер',
    studio: 'Студия',
    coefficient: 'Коэффициент',
    days: 'Рабочие дни',
    status: 'Статус',
    actions: 'Действия',
  },
  active: 'Активен',
  inactive: 'Неактивен',
  noSchedule: 'Расписание не задано',
  workingDays: 'Рабочие дни',
  coefficient: (value: string) => `Коэффициент ${value}`,
  loading: 'Загрузка мастеров...',
  empty: 'Мастеров пока нет',
  emptyHint: 'Добавьте мастера, чтобы записывать к нему клиентов.',
  loadFailed: 'Ошибка загрузки данных',
  viewDenied: permissionMessages.mastersViewDenied,
  createDenied: permissionMessages.insufficientRightsFor('добавления мастеров.'),
  editDenied: permissionMessages.insufficientRightsFor('изменения мастеров.'),
  deleteDenied: permissionMessages.insufficientRightsFor('удаления мастеров.'),
  actions: {
    edit: 'Изменить',
    schedule: 'Расписание',
    coefficient: 'Коэффициент',
    studio: 'Сменить студию',
    activate: 'Активировать',
    deactivate: 'Деактивировать',
    delete: 'Удалить',
  },
  actionFor: (action: string, name: string) => `${action}: ${name}`,
} as const;

export const masterFormLabels = {
  createTitle: 'Новый мастер',
  editTitle: 'Редактировать мастера',
  description: 'Поля со звёздочкой обязательны.',
  name: 'Имя',
  phone: 'Телефон',
  phonePlaceholder: '+375 29 123-45-67',
  email: 'Email',
  qualification: 'Квалификация',
  qualificationPlaceholder: 'Лазерная эпиляция, воск',
  coefficient: 'Коэффициент',
  studio: 'Студия',
  studioPlaceholder: '— студия —',
  photoUrl: 'Фото (ссылка)',
  notes: 'Заметки',
  create: 'Создать мастера',
  save: 'Сохранить',
  cancel: 'Отмена',
} as const;

export const coefficientLabels = {
  title: 'Коэффициент мастера',
  description: (name: string) => `Цены услуг для ${name} умножаются на коэффициент.`,
  field: 'Коэффициент',
  hint: 'От 0.5 до 2.0, шаг 0.1',
  preview: 'Будет показан как',
  save: 'Сохранить',
  cancel: 'Отмена',
  message: masterFormMessages.coefficientRange,
} as const;

export const studioChangeLabels = {
  title: 'Перевод в другую студию',
  description: (name: string, studio: string) =>
    `${name} сейчас работает в студии «${studio}». Для подтверждения введите название новой студии.`,
  field: 'Название студии',
  available: (names: string) => `Доступные студии: ${names}`,
  confirm: 'Перевести',
  cancel: 'Отмена',
} as const;

export const toggleLabels = {
  activateTitle: (name: string) => `Активировать мастера ${name}?`,
  deactivateTitle: (name: string) => `Деактивировать мастера ${name}?`,
  activateText: 'Мастер снова появится в записи и в расписании.',
  deactivateText: 'Мастер не будет доступен для новых записей. Данные сохранятся.',
} as const;

export const deleteLabels = {
  title: (name: string) => `Удалить мастера ${name}?`,
  text: 'Это действие нельзя будет отменить.',
  confirm: 'Удалить',
} as const;

export const scheduleLabels = {
  working: 'Рабочий день',
  dayOff: 'Выходной',
  slot: (n: number) => `Интервал ${n}`,
  from: 'С',
  to: 'До',
  addSlot: 'Добавить интервал',
  removeSlot: (n: number) => `Удалить интервал ${n}`,
  previousMonth: 'Предыдущий месяц',
  nextMonth: 'Следующий месяц',
  custom: 'Изменён',
  /** The visible day number first (the name must contain what is seen), then the date and its state. */
  dayCell: (day: number, date: string, working: boolean, custom: boolean) =>
    `${day} (${date}): ${working ? 'Рабочий день' : 'Выходной'}${custom ? ', Изменён' : ''}`,
  selectedDay: (date: string) => `День ${date}`,
  resetDay: 'Вернуть шаблон',
  closeDay: 'Закрыть',
  range: 'Применить шаблон к датам',
  rangeFrom: 'Дата начала',
  rangeTo: 'Дата окончания',
  applyRange: 'Применить шаблон',
  confirmApply: 'Применить',
  cancelApply: 'Отмена',
  errorsTitle: 'Расписание не сохранено:',
  discardTitle: 'Закрыть без сохранения?',
  discardText: 'Изменения расписания будут потеряны.',
  discardConfirm: 'Закрыть без сохранения',
  discardCancel: 'Вернуться к расписанию',
  activePeriod: (from: string, to: string) => `Действует с ${from} по ${to}`,
} as const;
