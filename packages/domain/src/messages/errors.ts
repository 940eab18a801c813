// The shared error catalogue (part 1 §8): transport errors, the screens' toast handler, data loading and mutations.

// The texts the public client (the booking widget's) can throw are also constants of their own: a
// bundle that reads one property of an object carries the whole object, and the widget throws only
// these four (docs/decisions/, "The widget's bundle").
export const accessDeniedMessage = 'Access denied';
export const licenseContextMessage = 'License context error';
export const unexpectedErrorMessage = 'An unexpected error occurred';
export const networkErrorMessage = 'Network error: Please check your connection';
const authenticationRequired = 'Authentication required';

export const apiErrorMessages = {
  authenticationRequired,
  authenticationFailed: 'Authentication failed, please sign in again',
  accessDenied: accessDeniedMessage,
  licenseContext: licenseContextMessage,
  unexpected: unexpectedErrorMessage,
  network: networkErrorMessage,
  streamingFailed: (status: number | string, text: string) => `Streaming failed: ${status} ${text}`,
  noReadableStream: 'No readable stream in response',
  streamingAuthenticationRequired: 'Authentication required for streaming',
  permissionsApi: (status: number | string) => `Permissions API error: ${status}`,
} as const;

/** What the screens' toast handler shows for a failed call. */
export const toastErrorMessages = {
  connection: 'Проблемы с соединением. Проверьте интернет',
  invalidCredentials: 'Неверный email или пароль',
  sessionExpired: 'Сессия истекла. Войдите снова',
  forbidden: 'У вас недостаточно прав для этого действия',
  notFound: 'Запрашиваемый ресурс не найден',
  server: 'Ошибка сервера. Попробуйте позже',
  badRequest: 'Некорректный запрос',
  unknown: 'Произошла неизвестная ошибка',
} as const;

export const dataLoadingErrorMessages = {
  authentication: 'Authentication required. Please sign in again.',
  permission: "You don't have permission to access this data.",
  license: 'License context error. Please contact support.',
  other: 'Failed to load data. Please try again.',
} as const;

/** Mutations reuse the data-loading texts, plus one for a session that is not ready yet. */
export const mutationErrorMessages = {
  ...dataLoadingErrorMessages,
  sessionNotReady: authenticationRequired,
} as const;

export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set<string>();
