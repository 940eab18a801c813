// The route table of spec part 1 §2 and part 2 §2: which paths are public and which sit in the protected layout.

/** Public routes; `:param` marks a path segment. */
export const publicRoutes = [
  '/landing',
  '/pricing',
  '/public/booking/success',
  '/public/booking/:studioId',
  '/login',
  '/auth/callback',
  '/auth/confirm',
  '/email-confirmation',
  '/403',
  '/500',
  '/success/invitation-sent',
  '/success/role-created',
  '/success/user-updated',
  '/success/settings-saved',
  '/invite/declined',
  '/invite/:token',
  '/invite/:token/password',
  '/onboarding/user',
  '/payment',
  '/contact',
] as const;

/** Children of the protected layout at /. */
export const protectedRoutes = [
  'dashboard',
  'calendar',
  'clients',
  'clients/create',
  'clients/:clientId',
  'services',
  'masters',
  'studios',
  'pricing-analysis',
  'team',
  'roles',
  'admin/impersonation',
  'admin/audit',
  'billing',
  'profile',
] as const;

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  return (
    want.length === have.length && want.every((seg, i) => seg.startsWith(':') || seg === have[i])
  );
}

/** True when the path needs no sign-in. */
export function isPublicPath(path: string): boolean {
  return publicRoutes.some((pattern) => matches(pattern, path));
}

/** What each route's placeholder is called until its screen is built (the spec names them by path). */
export const routeTitles: Readonly<Record<string, string>> = {
  '/landing': 'Главная страница',
  '/pricing': 'Тарифы',
  '/payment': 'Оформление тарифа',
  '/contact': 'Связаться с нами',
  '/public/booking/success': 'Запись оформлена',
  '/public/booking/:studioId': 'Онлайн-запись',
  '/success/invitation-sent': 'Приглашение отправлено',
  '/success/role-created': 'Роль создана',
  '/success/user-updated': 'Пользователь обновлён',
  '/success/settings-saved': 'Настройки сохранены',
  '/invite/declined': 'Приглашение отклонено',
  '/invite/:token': 'Приглашение',
  '/invite/:token/password': 'Пароль',
  dashboard: 'Панель мастера',
  calendar: 'Календарь',
  clients: 'Клиенты',
  'clients/create': 'Новый клиент',
  'clients/:clientId': 'Карточка клиента',
  services: 'Услуги',
  masters: 'Мастера',
  studios: 'Студии',
  'pricing-analysis': 'Анализ цен',
  team: 'Команда',
  roles: 'Роли',
  billing: 'Оплата',
  profile: 'Профиль',
};

/** The clients area's paths (part 2 §2). */
export const CLIENTS_PATH = '/clients';
export const CLIENT_CREATE_PATH = '/clients/create';
export const clientPath = (clientId: string) => `/clients/${encodeURIComponent(clientId)}`;
/** The calendar with this client chosen for a new appointment (the wizard reads clientId). */
export const calendarForClientPath = (clientId: string) =>
  `/calendar?clientId=${encodeURIComponent(clientId)}`;
/** Where the team area's flows land (part 2 §2 "Confirmation pages"), and the public site. */
export const INVITATION_SENT_PATH = '/success/invitation-sent';
export const ROLE_CREATED_PATH = '/success/role-created';
export const PUBLIC_SITE_PATH = '/landing';
