// The confirmation pages (part 2 §2 "Confirmation pages"): the spec gives their links; titles and texts are chosen.
export const SUCCESS_KINDS = [
  'invitation-sent',
  'role-created',
  'user-updated',
  'settings-saved',
] as const;
export type SuccessKind = (typeof SUCCESS_KINDS)[number];

export type SuccessPage = {
  title: string;
  message: string;
  links: readonly { label: string; href: string }[];
};

export const successPages: Readonly<Record<SuccessKind, SuccessPage>> = {
  'invitation-sent': {
    title: 'Приглашение отправлено',
    message: 'Мы отправили письмо со ссылкой. Приглашение действует 7 дней.',
    links: [
      { label: 'К команде', href: '/team' },
      { label: 'К приглашениям', href: '/team?tab=invitations' },
    ],
  },
  'role-created': {
    title: 'Роль создана',
    message: 'Новую роль можно назначать пользователям команды.',
    links: [
      { label: 'К ролям', href: '/team?tab=roles' },
      { label: 'К пользователям', href: '/team?tab=users' },
    ],
  },
  'user-updated': {
    title: 'Пользователь обновлён',
    message: 'Изменения сохранены.',
    links: [
      { label: 'К команде', href: '/team' },
      { label: 'В профиль', href: '/profile' },
    ],
  },
  'settings-saved': {
    title: 'Настройки сохранены',
    message: 'Изменения вступили в силу.',
    links: [
      { label: 'В профиль', href: '/profile' },
      { label: 'На панель', href: '/dashboard' },
    ],
  },
};
