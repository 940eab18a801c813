// Texts the server chooses itself (the spec gives none): error details and the confirmation e-mail.
// Texts the spec or the domain already has are imported from @beautydesk/domain instead.
import { authMessages } from '@beautydesk/domain/messages/auth';
import { inviteFormMessages } from '@beautydesk/domain/messages/team';
import { toastErrorMessages } from '@beautydesk/domain/messages/errors';
import { roleFormMessages } from '@beautydesk/domain/messages/roles';

/**
 * 401 details stay in English: the client never shows them (it maps any 401 to its own text,
 * part 1 §8), and they match what API clients of other products expect.
 */
export const authErrors = {
  invalidCredentials: 'Invalid email or password',
  notAuthenticated: 'Not authenticated',
  invalidToken: 'Invalid or expired token',
  invalidRefreshToken: 'Invalid or expired refresh token',
  userInactive: 'User not found or inactive',
} as const;

/** Details the client's toast handler may show as they are ("the server message", part 1 §8). */
export const serverMessages = {
  emailTaken: 'Пользователь с таким email уже зарегистрирован',
  invalidEmail: inviteFormMessages.invalidEmail,
  emailNotConfirmed: 'Email не подтверждён. Перейдите по ссылке из письма, которое мы отправили.',
  accountDisabled: 'Учётная запись отключена',
  confirmationSent: 'Мы отправили письмо со ссылкой для подтверждения. Проверьте почту.',
  registered: 'Регистрация завершена',
  mailFailed: 'Не удалось отправить письмо. Попробуйте позже.',
  tooManyRequests: (seconds: number) => `Слишком много попыток. Повторите через ${seconds} с.`,
  // "400 whose message mentions license" is the client's license-context error (part 1 §8).
  licenseRequired: 'License context error: the user has no license',
  invalidJson: 'Некорректный JSON в теле запроса',
  bodyTooLarge: 'Слишком большой запрос',
  unsupportedMediaType: 'Неподдерживаемый формат тела запроса: ожидается application/json',
  notFound: 'Not Found',
  internal: 'Internal Server Error',
  /** A string PostgreSQL cannot store in text (a NUL byte): the client sent something impossible. */
  invalidCharacters: 'Запрос содержит недопустимые символы',
  // Input the database refused (http/errors.ts maps its SQLSTATEs): what was wrong, in words.
  numberOutOfRange: 'Число вне допустимого диапазона',
  dateOutOfRange: 'Дата вне допустимого диапазона',
  invalidValueFormat: 'Некорректное значение в запросе',
  valueTooLong: 'Слишком длинное значение',
  requiredValueMissing: 'Не заполнено обязательное значение',
  checkViolation: 'Значение не соответствует правилам',
  databaseUnavailable: 'Database unavailable',
} as const;

/** 403 details and the other texts of roles, onboarding and impersonation. */
export const accessMessages = {
  forbidden: toastErrorMessages.forbidden,
  superadminOnly: 'Доступно только администраторам платформы',
  safeModeReadOnly: 'Безопасный режим имперсонации: изменения запрещены',
  safeAccountGodMode: 'Учётной записи безопасного режима недоступен God mode',
  impersonationEnded: 'Impersonation session has ended',
  targetNotFound: 'Учётная запись не найдена',
  targetInvalid: 'Эту учётную запись нельзя имперсонировать',
  targetWithoutLicense: 'License context error: the target account has no license',
  notImpersonating: 'Нет активной сессии имперсонации',
  systemRoleReadOnly: roleFormMessages.systemRoleReadOnly,
  wildcardRoleProtected: roleFormMessages.wildcardRoleProtected,
  wildcardNotAllowed: roleFormMessages.wildcardNotAllowed,
  roleNotFound: 'Роль не найдена',
  roleNameTaken: 'Роль с таким названием уже существует',
  roleInUse: 'Роль назначена пользователям: сначала назначьте им другую роль',
  licenseExists: 'У вас уже есть лицензия',
} as const;

/** Per-field validation texts, in the words the forms use where the domain has them. */
export const validationMessages = {
  required: 'Обязательное поле',
  emailRequired: authMessages.emailRequired,
  passwordRequired: authMessages.passwordRequired,
  passwordTooShort: authMessages.passwordTooShort,
  passwordsDoNotMatch: authMessages.passwordsDoNotMatch,
  unknownField: 'Неизвестное поле',
  expected: (type: string) => `Неверный тип: ожидается ${type}`,
  tooLong: (max: number) => `Слишком длинное значение: не больше ${max} символов`,
  tooShort: (min: number) => `Слишком короткое значение: не меньше ${min} символов`,
  tooSmall: (min: number) => `Значение должно быть не меньше ${min}`,
  tooBig: (max: number) => `Значение должно быть не больше ${max}`,
  invalidFormat: 'Некорректный формат',
  invalidValue: 'Некорректное значение',
  bodyMustBeObject: 'Тело запроса должно быть JSON-объектом',
  invalidRequest: toastErrorMessages.badRequest,
} as const;

export const TYPE_NAMES: Record<string, string> = {
  string: 'строка',
  number: 'число',
  int: 'целое число',
  boolean: 'true или false',
  object: 'объект',
  array: 'список',
};

export const confirmationEmail = {
  subject: 'Подтвердите email в BeautyDesk',
  text: (link: string, name: string | null) =>
    [
      name ? `Здравствуйте, ${name}!` : 'Здравствуйте!',
      '',
      'Чтобы завершить регистрацию в BeautyDesk, перейдите по ссылке:',
      link,
      '',
      'Если вы не регистрировались, просто проигнорируйте это письмо.',
    ].join('\n'),
} as const;

/** Texts of the studios and countries endpoints. */
export const studioMessages = {
  studioNotFound: 'Студия не найдена',
  countryNotFound: 'Страна не найдена',
  searchInvalid: 'Поиск: только буквы, пробелы, точки, апострофы и дефисы',
} as const;
