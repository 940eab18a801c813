// Every text of the public booking screens and the widget in one module, so a second language is one
// more object of the same shape. The spec's own messages live in the domain (publicBookingMessages).
import { publicBookingMessages } from '@beautydesk/domain/messages/public-booking';

export const publicBookingLabelsRu = {
  pageLabel: 'Онлайн-запись',
  loading: 'Загружаем информацию о студии…',
  errorTitle: 'Не удалось открыть онлайн-запись',
  adviceTitle: 'Что можно сделать:',
  advice: [
    'Проверьте, что ссылка на запись скопирована полностью',
    'Повторите попытку немного позже',
    'Свяжитесь со студией по телефону или в мессенджере',
  ],
  retry: 'Повторить попытку',
  steps: ['Контакты', 'Услуги', 'Мастер', 'Время', 'Запись'],
  stepsLabel: 'Шаги записи',
  contactsTitle: 'Ваши контакты',
  name: 'Имя',
  phone: 'Телефон',
  phonePlaceholder: '+375291234567',
  email: 'E-mail (необязательно)',
  servicesTitle: 'Услуги',
  servicesLocked: 'Сначала заполните имя и телефон',
  noServices: 'Студия пока не открыла услуги для онлайн-записи',
  minutes: (n: number) => `${n} мин`,
  masterTitle: 'Мастер',
  master: 'Мастер',
  masterPlaceholder: '— выберите мастера —',
  masterLocked: 'Сначала выберите услуги',
  timeTitle: 'Время',
  findSlots: 'Найти свободное время',
  findSlotsLocked: 'Сначала выберите мастера',
  searching: 'Ищем свободное время…',
  slots: 'Свободное время',
  notes: 'Комментарий к записи (необязательно)',
  total: 'Итого',
  submit: 'Записаться',
  submitting: 'Создаём запись…',
  // Success (part 2 §2).
  successTitle: 'Вы записаны',
  appointmentNumber: 'Номер записи',
  studio: 'Студия',
  status: 'Статус',
  awaitingConfirmation: publicBookingMessages.awaitingConfirmation,
  bookAgain: 'Записаться ещё раз',
  toHome: 'На главную',
  whatNextTitle: 'Что дальше?',
  whatNext: [
    'Администратор студии свяжется с вами, чтобы подтвердить запись',
    'Вы получите уведомление, когда запись будет подтверждена',
    'Чтобы перенести или отменить запись, свяжитесь со студией',
  ],
  // The widget's popup and floating button.
  openPopup: 'Записаться онлайн',
  close: 'Закрыть',
} as const;

export type PublicBookingLabels = typeof publicBookingLabelsRu;

/** Texts by language; Russian is the default (add a language here and pass `lang`). */
export const publicBookingLabels: Readonly<Record<string, PublicBookingLabels>> = {
  ru: publicBookingLabelsRu,
};

export function labelsFor(lang: string | null | undefined): PublicBookingLabels {
  return (lang && publicBookingLabels[lang]) || publicBookingLabelsRu;
}
