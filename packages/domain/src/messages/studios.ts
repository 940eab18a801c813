// Studios and countries texts: form validation, notices and delete confirmation (part 2 §2, §5, §8).
import { commonMessages } from './common.ts';

export const studioFormMessages = {
  nameRequired: 'Название студии обязательно',
  countryRequired: 'Выберите страну',
  cityRequired: 'Город обязателен',
  addressRequired: 'Адрес обязателен',
  phoneRequired: 'Телефон обязателен',
  invalidEmail: commonMessages.invalidEmail,
  timeZoneInvalid: 'Выберите часовой пояс из списка',
} as const;

export const studioNotices = {
  loadFailed: commonMessages.loadFailed,
  listLoadFailed: 'Не удалось загрузить список студий.',
  created: 'Студия успешно создана',
  updated: 'Студия успешно обновлена',
  deleted: 'Студия успешно удалена',
  deleteConfirm: 'Вы уверены что хотите удалить студию',
  deleteIrreversible: 'Это действие нельзя будет отменить.',
} as const;

export const countryMessages = {
  readOnly:
    'Creating/Updating/Deleting countries is no longer supported. Countries are now read-only reference data.',
} as const;

// The spec has no time-zone field (issue 18 adds it): its one message is ours.
export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set<string>([
  studioFormMessages.timeZoneInvalid,
]);
