// Masters texts: form and studio-change validation, notices (part 2 §5, §8); schedule texts are in schedule.ts.
import { commonMessages } from './common.ts';

export const masterFormMessages = {
  requiredFields: 'Заполните все обязательные поля',
  phoneFormat: 'Телефон должен начинаться с +',
  invalidEmail: commonMessages.invalidEmail,
  coefficientRange: 'Коэффициент должен быть числом от 0.5 до 2.0',
  // The spec only says the photo is a URL.
  invalidPhotoUrl: 'Введите корректный URL фото',
  studioNotFound: 'Студия не найдена. Проверьте правильность названия.',
  noStudiosForTransfer: 'Нет доступных студий для перевода',
} as const;

export const masterNotices = {
  loadFailed: commonMessages.loadFailed,
  created: 'Мастер успешно создан',
  updated: 'Мастер успешно обновлен',
  deleted: 'Мастер успешно удален',
  coefficientUpdated: 'Коэффициент успешно обновлен',
  activated: 'Мастер активирован',
  // The spec writes "'Мастер активирован' or 'деактивирован'".
  deactivated: 'Мастер деактивирован',
} as const;

export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set([
  masterFormMessages.invalidPhotoUrl,
  masterNotices.deactivated,
]);
