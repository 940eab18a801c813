// The profile screen's labels; the password messages are the spec's (domain), the rest is chosen (docs/decisions/).
import type {
  NotificationFlag,
  ProfileLanguage,
  ProfileTimezone,
} from '@beautydesk/domain/schemas/profile';

export const profileLabels = {
  title: 'Профиль',
  description: 'Настройки хранятся в этом браузере и не отправляются на сервер.',
  personal: 'Личные данные',
  name: 'Имя',
  email: 'Email',
  emailHint: 'Email меняется только через администратора',
  phone: 'Телефон',
  phonePlaceholder: '+375 29 123-45-67',
  position: 'Должность',
  timezone: 'Часовой пояс',
  language: 'Язык интерфейса',
  timezones: {
    'Europe/Moscow': 'Москва (Europe/Moscow)',
    'Europe/Kiev': 'Киев (Europe/Kiev)',
    'Europe/London': 'Лондон (Europe/London)',
    'America/New_York': 'Нью-Йорк (America/New_York)',
  } satisfies Record<ProfileTimezone, string>,
  languages: { ru: 'Русский', en: 'English', uk: 'Українська' } satisfies Record<
    ProfileLanguage,
    string
  >,
  notifications: 'Уведомления',
  emailGroup: 'По email',
  pushGroup: 'Push-уведомления',
  flags: {
    emailBookings: 'Новые записи',
    emailReminders: 'Напоминания о записях',
    emailReports: 'Еженедельные отчёты',
    pushBookings: 'Новые записи',
    pushReminders: 'Напоминания о записях',
    pushTeam: 'Изменения в команде',
  } satisfies Record<NotificationFlag, string>,
  save: 'Сохранить',
  password: 'Смена пароля',
  currentPassword: 'Текущий пароль',
  newPassword: 'Новый пароль',
  confirmPassword: 'Подтверждение пароля',
  changePassword: 'Изменить пароль',
  passwordChecked:
    'Новый пароль подходит. Смена пароля на сервере пока недоступна, поэтому пароль не изменён.',
} as const;
