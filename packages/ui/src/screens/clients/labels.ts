// The clients screens' texts: the spec's own words (part 2 §2, §5, §8, from the domain's messages)
// and the few it leaves to us (docs/decisions/, "Clients (issue 12)").
import {
  clientApiMessages,
  clientFormMessages,
  clientScreenMessages,
} from '@beautydesk/domain/messages/clients';
import type { ContactType } from '@beautydesk/domain/schemas/clients';

export const clientListLabels = {
  title: 'Клиенты',
  add: 'Добавить клиента',
  search: 'Поиск клиентов',
  searchPlaceholder: 'Имя, телефон, @username или email',
  activity: 'Активность',
  activityOptions: { active: 'Только активные', inactive: 'Только неактивные', all: 'Все' },
  quick: 'Быстрые фильтры',
  quickOptions: { vip: 'VIP', unreliable: 'Ненадёжные' },
  list: 'Список клиентов',
  loading: 'Загрузка клиентов...',
  loadFailed: clientScreenMessages.listLoadFailed,
  retry: 'Повторить попытку',
  notFound: clientScreenMessages.notFoundInSearch,
  notFoundHint: (query: string) =>
    query
      ? `По запросу «${query}» ничего не нашлось. Измените запрос или фильтры.`
      : 'Измените фильтры.',
  emptyDatabase: clientScreenMessages.emptyDatabase,
  previous: 'Назад',
  next: 'Вперёд',
  paging: 'Страницы',
  active: 'Активен',
  inactive: 'Неактивен',
  visits: 'Визиты',
  ltv: 'LTV',
  reliability: 'Надёжность',
  noContacts: clientScreenMessages.noContacts,
  noPermission: 'Нет доступа к клиентам',
  noPermissionHint: 'Для просмотра клиентов нужно право clients.read. Обратитесь к владельцу.',
} as const;

export const contactTypeLabels: Readonly<Record<ContactType, string>> = {
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  instagram: 'Instagram',
  viber: 'Viber',
  sms: 'SMS',
  call: 'Телефон',
  email: 'Email',
};

/**
 * The create page's "country": the phone's country code, offered when a phone field is empty
 * (the spec's placeholder example uses +375). Countries of the seeded reference data.
 */
export const phoneCountries = [
  { value: 'BY', label: 'Беларусь', code: '+375', example: '+375 29 123-45-67' },
  { value: 'RU', label: 'Россия', code: '+7', example: '+7 916 123-45-67' },
  { value: 'KZ', label: 'Казахстан', code: '+7', example: '+7 701 123-45-67' },
  { value: 'DE', label: 'Германия', code: '+49', example: '+49 151 1234567' },
  { value: 'US', label: 'США', code: '+1', example: '+1 202 555-01-23' },
  { value: 'AU', label: 'Австралия', code: '+61', example: '+61 412 345 678' },
] as const;
export type PhoneCountry = (typeof phoneCountries)[number]['value'];

export const clientFormLabels = {
  createTitle: 'Создать нового клиента',
  createHint: 'Обязательны только имя и страна, остальное можно заполнить позже.',
  editTitle: 'Редактировать клиента',
  form: 'Данные клиента',
  basic: 'Основная информация',
  contacts: 'Контакты',
  name: 'Имя',
  country: 'Страна',
  countryHint: 'Номер без «+» читается как номер этой страны',
  birthDate: 'Дата рождения',
  notes: 'Заметки',
  addContact: '+ Добавить контакт',
  removeContact: 'Удалить',
  contact: (n: number) => `Контакт ${n}`,
  contactType: 'Тип',
  contactValue: 'Значение',
  contactNotes: 'Заметка к контакту',
  preferred: 'Основной',
  verified: 'Подтверждён',
  placeholders: {
    phone: (example: string) => `Например, ${example}`,
    telegram: '@username или +375…',
    instagram: '@username',
    email: 'name@example.com',
  },
  noContacts: 'Контактов пока нет',
  errorsTitle: 'Исправьте ошибки',
  create: 'Создать клиента',
  save: 'Сохранить изменения',
  saving: 'Сохранение...',
  cancel: 'Отмена',
  saveFailed: clientFormMessages.saveFailed,
  duplicatePhone: clientApiMessages.duplicatePhone,
} as const;

export const clientDetailLabels = {
  back: 'Назад',
  backToList: 'Вернуться к списку',
  edit: 'Редактировать',
  refreshStats: 'Обновить статистику',
  deactivate: 'Деактивировать',
  activate: 'Активировать',
  book: 'Записать',
  active: 'Активен',
  inactive: 'Неактивен',
  id: 'ID',
  created: 'Создан',
  updated: 'Изменён',
  basic: 'Основная информация',
  birthDate: 'Дата рождения',
  lastVisit: 'Последний визит',
  notes: 'Заметки',
  contactInfo: 'Контактная информация',
  profile: 'Профиль клиента',
  contacts: 'Контакты',
  stats: 'Статистика',
  statTiles: {
    totalVisits: 'Визиты',
    totalSpent: 'Потрачено',
    ltv: 'LTV',
    reliability: 'Надёжность',
    attended: 'Пришёл',
    cancelled: 'Отменено',
    rescheduled: 'Перенесено',
  },
  history: 'История визитов',
  historyLoading: 'Загрузка истории визитов...',
  historyEmpty: 'Визитов пока нет',
  historyFailed: 'Не удалось загрузить историю визитов',
  historyColumns: {
    date: 'Дата',
    status: 'Статус',
    services: 'Услуги',
    master: 'Мастер',
    price: 'Цена',
  },
  loading: clientScreenMessages.detailLoading,
  loadFailed: clientScreenMessages.detailLoadFailed,
  idMissing: clientScreenMessages.idMissing,
  notFound: clientScreenMessages.notFound,
  actionFailed: clientScreenMessages.actionFailed,
  noContacts: clientScreenMessages.noContacts,
  birthDateMissing: clientScreenMessages.birthDateMissing,
  neverVisited: clientScreenMessages.neverVisited,
  noPermission: 'Нет доступа к клиентам',
  noPermissionHint: 'Для просмотра клиента нужно право clients.read. Обратитесь к владельцу.',
  editTitle: 'Редактировать клиента',
} as const;
