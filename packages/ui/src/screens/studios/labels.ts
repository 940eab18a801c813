// The studios screen's labels. Messages of the spec (§5 form, §8 notices, delete confirmation) come from the
// domain's messages/studios.ts; the spec names the columns and fields but words none of the buttons.
import { permissionMessages } from '@beautydesk/domain/messages/permissions';
import { studioNotices } from '@beautydesk/domain/messages/studios';
import type { STUDIO_TIME_ZONES } from '@beautydesk/domain/rules/time-zones';

/** The zones the form offers, by their city in Russian (docs/decisions/, catalogue 2). */
const zoneCities = {
  'America/Los_Angeles': 'Лос-Анджелес',
  'America/Chicago': 'Чикаго',
  'America/New_York': 'Нью-Йорк',
  'Europe/London': 'Лондон',
  'Europe/Berlin': 'Берлин',
  'Europe/Warsaw': 'Варшава',
  'Europe/Vilnius': 'Вильнюс',
  'Europe/Kyiv': 'Киев',
  'Europe/Minsk': 'Минск',
  'Europe/Moscow': 'Москва',
  'Europe/Samara': 'Самара',
  'Asia/Yekaterinburg': 'Екатеринбург',
  'Asia/Almaty': 'Алматы',
  'Asia/Novosibirsk': 'Новосибирск',
  'Asia/Krasnoyarsk': 'Красноярск',
  'Asia/Irkutsk': 'Иркутск',
  'Asia/Vladivostok': 'Владивосток',
  'Australia/Perth': 'Перт',
  'Australia/Sydney': 'Сидней',
} satisfies Record<(typeof STUDIO_TIME_ZONES)[number], string>;

export const studiosLabels = {
  title: 'Студии',
  description: 'Студии бизнеса: страна, город и адрес каждой.',
  add: 'Добавить студию',
  caption: 'Студии',
  columns: {
    name: 'Название',
    country: 'Страна',
    city: 'Город',
    address: 'Адрес',
    actions: 'Действия',
  },
  edit: 'Редактировать',
  delete: 'Удалить',
  editStudio: (name: string) => `Редактировать студию ${name}`,
  deleteStudio: (name: string) => `Удалить студию ${name}`,
  loading: 'Загрузка студий...',
  empty: 'Студий пока нет',
  emptyHint: 'Добавьте первую студию, чтобы записывать в неё клиентов.',
  loadFailed: studioNotices.loadFailed,
  listLoadFailed: studioNotices.listLoadFailed,
  viewDenied: permissionMessages.studiosViewDenied,
  createDenied: permissionMessages.insufficientRightsFor('добавления студий.'),
  deleteConfirm: studioNotices.deleteConfirm,
  deleteIrreversible: studioNotices.deleteIrreversible,
  deleteTitle: (name: string) => `${studioNotices.deleteConfirm} «${name}»?`,
  deleteAction: 'Удалить',
} as const;

export const studioFormLabels = {
  createTitle: 'Новая студия',
  editTitle: 'Редактировать студию',
  description: 'Поля со звёздочкой обязательны.',
  name: 'Название',
  country: 'Страна',
  countryPlaceholder: '— страна —',
  countriesLoading: 'Загрузка стран...',
  countryOption: (name: string, currency: string) => `${name} (${currency})`,
  city: 'Город',
  address: 'Адрес',
  phone: 'Телефон',
  phonePlaceholder: '+375 29 123-45-67',
  email: 'Email',
  descriptionField: 'Описание',
  imageUrl: 'Ссылка на изображение',
  timeZone: 'Часовой пояс',
  timeZonePlaceholder: '— по стране студии —',
  timeZoneHint: 'Время записей и «сегодня» студии считаются по нему.',
  timeZoneFromCountry: 'Время записей и «сегодня» студии считаются по нему; выбран по стране.',
  /** 'Минск (Europe/Minsk)'; a zone outside the list (set through the API) shows as it is. */
  timeZoneOption: (zone: string) => {
    const city = (zoneCities as Record<string, string>)[zone];
    return city ? `${city} (${zone})` : zone;
  },
  save: 'Сохранить',
  create: 'Создать студию',
  cancel: 'Отмена',
} as const;
