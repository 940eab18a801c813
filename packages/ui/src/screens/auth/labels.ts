// The sign-in pages' own labels and headings: the spec gives their messages (packages/domain/src/messages/auth.ts)
// but not these, so they are chosen here (docs/decisions/, "Part-1 screens").

export const loginLabels = {
  loginTab: 'Вход',
  registerTab: 'Регистрация',
  modes: 'Вход или регистрация',
  loginTitle: 'Вход в систему',
  registerTitle: 'Создание аккаунта',
  email: 'Email',
  password: 'Пароль',
  confirmPassword: 'Подтверждение пароля',
  fullName: 'Полное имя',
  fullNameHint: 'Необязательно',
  login: 'Войти',
  register: 'Зарегистрироваться',
} as const;

export const emailConfirmationLabels = {
  title: 'Проверьте почту',
  message:
    'Мы отправили письмо со ссылкой для подтверждения аккаунта. Откройте его и перейдите по ссылке.',
  messageTo: (email: string) =>
    `Мы отправили письмо со ссылкой для подтверждения на ${email}. Откройте его и перейдите по ссылке.`,
  backToLogin: 'Вернуться ко входу',
} as const;

export const authConfirmLabels = {
  processing: 'Подтверждаем email...',
  successTitle: 'Email подтверждён',
  successMessage: 'Аккаунт активирован. Сейчас откроется выбор тарифа.',
  backToLogin: 'Вернуться ко входу',
} as const;

export const authCallbackLabels = {
  /** The spec's button text, quoted in part 1 §2. */
  backToLogin: 'Back to Login',
} as const;

export const onboardingLabels = {
  title: 'Добро пожаловать!',
  description: 'Несколько шагов, чтобы подготовить рабочее место.',
  steps: ['Профиль', 'Роль', 'Готово'],
  name: 'Имя',
  position: 'Должность',
  phone: 'Телефон',
  roleTitle: 'Ваша роль',
  roleName: 'Администратор',
  roleDescription: 'Что доступно этой роли:',
  permissions: [
    'Просмотр календаря',
    'Создание записей',
    'Управление клиентами',
    'Редактирование услуг',
    'Просмотр отчётов',
    'Управление мастерами',
  ],
  doneTitle: 'Почти готово',
  doneMessage: 'Здесь появятся следующие шаги настройки. А пока можно переходить к работе.',
  back: 'Назад',
  next: 'Далее',
  finish: 'Начать работу',
  skip: 'Пропустить',
  skipTitle: 'Пропустить настройку?',
  skipDescription: 'Профиль можно будет заполнить позже.',
  skipConfirm: 'Пропустить',
  skipCancel: 'Продолжить настройку',
} as const;

export const createLicenseLabels = {
  title: 'Создайте лицензию',
  description:
    'Лицензия объединяет ваши студии, мастеров, услуги и клиентов. Назовите её так же, как ваш бизнес.',
  name: 'Название лицензии',
  placeholder: 'Например, Студия «Гладкость»',
  nameRequired: 'Введите название лицензии',
  create: 'Создать лицензию',
} as const;
