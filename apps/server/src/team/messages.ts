// Texts the team routes choose (the spec gives only the invitation page's three): Russian, for users.
import { invitationMessages } from '@beautydesk/domain/messages/invitations';

export { invitationMessages };

export const teamMessages = {
  userNotFound: 'Пользователь не найден',
  invitationNotFound: 'Приглашение не найдено',
  roleNotFound: 'Роль не найдена',
  roleNotAssignable:
    'Эту роль нельзя назначить: роль владельца лицензии и роли суперадминистратора',
  roleBeyondYourRights: 'Нельзя назначить роль с правами, которых у вас нет',
  targetBeyondYourRights: 'Нельзя изменять пользователя с правами, которых у вас нет',
  alreadyInTeam: 'Пользователь с таким email уже есть в команде',
  alreadyInvited: 'На этот email уже отправлено открытое приглашение',
  emailUsedElsewhere: 'Этот email уже используется другой учётной записью',
  cannotDeactivateSelf: 'Нельзя деактивировать или удалить свою учётную запись',
  cannotChangeOwner: 'Владельца лицензии нельзя деактивировать, удалить или сменить ему роль',
  ownerProfileOwnOnly: 'Профиль владельца лицензии может изменить только сам владелец',
  notAcceptedYet: 'Пользователь ещё не принял приглашение',
  masterNotFound: 'Мастер не найден',
  masterInactive: 'Мастер деактивирован',
  masterTaken: 'Этот мастер уже назначен другому пользователю',
  inviteSent: 'Приглашение отправлено',
  invitationAccepted: 'Приглашение уже принято',
  invitationDeclined: 'Приглашение отклонено',
  invitationRoleGone:
    'Роль из приглашения больше не существует. Попросите отправить новое приглашение',
  welcome: 'Добро пожаловать в команду!',
  welcomeSetPassword: 'Добро пожаловать в команду! Задайте пароль: ссылка отправлена на ваш email',
  acceptFirst: 'Сначала примите приглашение',
  passwordAlreadySet: 'Пароль уже задан. Войдите с ним',
  passwordSet: 'Пароль сохранён',
  mailFailed: 'Не удалось отправить письмо с приглашением. Попробуйте позже',
} as const;

const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const invitationEmail = {
  subject: (company: string) => `Приглашение в команду «${company}»`,
  text: (values: {
    company: string;
    inviter: string;
    role: string;
    message: string | null;
    link: string;
    expiresAt: Date;
  }) =>
    [
      `${values.inviter} приглашает вас в команду «${values.company}» с ролью «${values.role}».`,
      ...(values.message ? ['', values.message] : []),
      '',
      `Принять приглашение: ${values.link}`,
      '',
      `Ссылка действует до ${dateFormat.format(values.expiresAt)} (UTC).`,
    ].join('\n'),
};

export const setPasswordEmail = {
  subject: (company: string) => `Задайте пароль для входа в «${company}»`,
  text: (link: string, expiresAt: Date) =>
    [
      'Вы приняли приглашение в команду. Чтобы входить по email и паролю, задайте пароль:',
      link,
      '',
      `Ссылка действует до ${dateFormat.format(expiresAt)} (UTC).`,
    ].join('\n'),
};
