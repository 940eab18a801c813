// The invitation pages' words: the spec's messages (part 2 §2, §5, §8) from the domain, and the wordings it does
// not give chosen here (docs/decisions/, "Team, roles and invitations").
import { commonMessages } from '@beautydesk/domain/messages/common';
import { invitationMessages } from '@beautydesk/domain/messages/invitations';

export const invitationLabels = {
  loading: 'Загрузка приглашения...',
  title: 'Приглашение в команду',
  lead: (inviter: string, company: string) => `${inviter} приглашает вас в команду «${company}»`,
  leadNoInviter: (company: string) => `Вас приглашают в команду «${company}»`,
  details: 'Приглашение',
  company: 'Компания',
  inviter: 'Пригласил',
  role: 'Роль',
  message: 'Сообщение',
  expires: 'Действует до',
  email: 'Email',
  accept: 'Принять приглашение',
  confirm: 'Подтвердить',
  decline: 'Отклонить',
  back: 'Назад',
  extraTitle: 'О себе',
  name: 'Полное имя',
  phone: 'Телефон',
  position: 'Должность',
  declineConfirm: invitationMessages.declineConfirm,
  declineTitle: 'Отклонить приглашение',
  declineCancel: 'Отмена',
  expired: invitationMessages.expired,
  expiredMessage: 'Попросите пригласившего отправить новое приглашение.',
  accepted: 'Приглашение принято',
  acceptedMessage: 'Добро пожаловать в команду! Переходим в рабочую область...',
  declined: 'Приглашение отклонено',
  declinedMessage: 'Спасибо за ответ. Переходим дальше...',
  toSite: 'На сайт',
} as const;

export const invitationDeclinedLabels = {
  title: 'Приглашение отклонено',
  message: 'Вы отклонили приглашение. Если это ошибка, попросите отправить новое.',
  toSite: 'Перейти на сайт',
} as const;

export const setPasswordLabels = {
  title: 'Задайте пароль',
  description: 'Пароль нужен, чтобы входить по email. Не короче 6 символов.',
  password: 'Новый пароль',
  confirm: 'Подтверждение пароля',
  submit: 'Сохранить пароль',
  failed: 'Не удалось сохранить пароль',
  done: 'Пароль сохранён',
  doneMessage: 'Теперь вы можете войти с email и паролем.',
  signIn: 'Войти',
  passwordTooShort: commonMessages.passwordTooShort,
  passwordsDoNotMatch: commonMessages.passwordsDoNotMatch,
} as const;
