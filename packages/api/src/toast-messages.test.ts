import { describe, expect, it } from 'vitest';
import {
  AccessDeniedError,
  ApiError,
  AreaApiError,
  AuthenticationError,
  LicenseContextError,
  NetworkError,
  RequestValidationError,
  ResponseShapeError,
  SessionNotReadyError,
  UnsupportedOperationError,
} from './errors.ts';
import {
  clientApiErrorMessage,
  dataLoadingMessage,
  mapClientApiError,
  mutationMessage,
  publicBookingFailureMessage,
  publicStudioLoadMessage,
  toastMessage,
} from './toast-messages.ts';

const http = (status: number, path = '/clients/', detail: string | null = null) =>
  new ApiError({ status, path, detail, userMessage: detail ?? 'x' });

describe("toastMessage: the screens' toast handler", () => {
  it('no response or a network error', () => {
    expect(toastMessage(new NetworkError())).toBe('Проблемы с соединением. Проверьте интернет');
    expect(toastMessage(new TypeError('Failed to fetch'))).toBe(
      'Проблемы с соединением. Проверьте интернет',
    );
    const fetchError = Object.assign(new Error('[GET] "/x": <no response>'), {
      name: 'FetchError',
    });
    expect(toastMessage(fetchError)).toBe('Проблемы с соединением. Проверьте интернет');
  });

  it('401 on an /auth/ path is wrong credentials; any other 401 an expired session', () => {
    expect(toastMessage(http(401, '/auth/login'))).toBe('Неверный email или пароль');
    expect(toastMessage(http(401, '/clients/'))).toBe('Сессия истекла. Войдите снова');
    expect(
      toastMessage(new AuthenticationError({ status: 401, path: '/tasks/', userMessage: 'x' })),
    ).toBe('Сессия истекла. Войдите снова');
  });

  it('403, 404 and 5xx', () => {
    expect(toastMessage(http(403))).toBe('У вас недостаточно прав для этого действия');
    expect(toastMessage(http(404))).toBe('Запрашиваемый ресурс не найден');
    expect(toastMessage(http(500))).toBe('Ошибка сервера. Попробуйте позже');
    expect(toastMessage(http(503))).toBe('Ошибка сервера. Попробуйте позже');
  });

  it('other 4xx: the server message, else Некорректный запрос', () => {
    expect(toastMessage(http(409, '/appointments/', 'Слот уже занят'))).toBe('Слот уже занят');
    expect(toastMessage(http(422))).toBe('Некорректный запрос');
    expect(
      toastMessage(Object.assign(new Error('x'), { status: 400, data: { detail: 'd' } })),
    ).toBe('d');
  });

  it('otherwise: the message, else Произошла неизвестная ошибка', () => {
    expect(toastMessage(new Error('Что-то сломалось'))).toBe('Что-то сломалось');
    expect(toastMessage(new Error(''))).toBe('Произошла неизвестная ошибка');
    expect(toastMessage('a string')).toBe('Произошла неизвестная ошибка');
    expect(toastMessage(new UnsupportedOperationError('read-only'))).toBe('read-only');
  });

  it('a malformed answer or payload is not shown to the user as it is', () => {
    const shape = new ResponseShapeError({ status: 200, userMessage: 'x', message: 'Malformed…' });
    expect(toastMessage(shape)).toBe('Произошла неизвестная ошибка');
    expect(
      toastMessage(new RequestValidationError({ userMessage: 'x', message: 'Invalid…' })),
    ).toBe('Произошла неизвестная ошибка');
  });

  it('an area error shows its own words', () => {
    expect(toastMessage(new AreaApiError({ status: 400, userMessage: 'Своё' }))).toBe('Своё');
  });
});

describe('data-loading and mutation messages', () => {
  it('maps the typed errors', () => {
    expect(dataLoadingMessage(new AuthenticationError({ userMessage: 'x' }))).toBe(
      'Authentication required. Please sign in again.',
    );
    expect(dataLoadingMessage(new AccessDeniedError({ userMessage: 'x' }))).toBe(
      "You don't have permission to access this data.",
    );
    expect(dataLoadingMessage(new LicenseContextError({ userMessage: 'x' }))).toBe(
      'License context error. Please contact support.',
    );
    expect(dataLoadingMessage(new NetworkError())).toBe('Failed to load data. Please try again.');
    expect(dataLoadingMessage(new Error('x'))).toBe('Failed to load data. Please try again.');
  });

  it('mutations add Authentication required when the session is not ready', () => {
    expect(mutationMessage(new SessionNotReadyError())).toBe('Authentication required');
    expect(mutationMessage(new AuthenticationError({ userMessage: 'x' }))).toBe(
      'Authentication required. Please sign in again.',
    );
    expect(mutationMessage(new AccessDeniedError({ userMessage: 'x' }))).toBe(
      "You don't have permission to access this data.",
    );
  });
});

describe('the client API mapping', () => {
  it('a 400 about the phone or the contacts is re-worded', () => {
    expect(clientApiErrorMessage(http(400, '/clients/', 'Phone already exists'))).toBe(
      'Клиент с таким номером телефона уже существует',
    );
    expect(clientApiErrorMessage(http(400, '/clients/', 'Invalid contacts format'))).toBe(
      'Некорректный формат контактов',
    );
    expect(clientApiErrorMessage(http(400, '/clients/', 'Name required'))).toBeNull();
    expect(clientApiErrorMessage(http(409, '/clients/', 'phone'))).toBeNull();
  });

  it('re-throws an AreaApiError, or the error unchanged', () => {
    const original = http(400, '/clients/', 'duplicate phone');
    const mapped = mapClientApiError(original);
    expect(mapped).toBeInstanceOf(AreaApiError);
    expect(mapped).toMatchObject({
      status: 400,
      detail: 'duplicate phone',
      message: 'Клиент с таким номером телефона уже существует',
      cause: original,
    });
    const other = http(500);
    expect(mapClientApiError(other)).toBe(other);
  });
});

describe('public booking messages', () => {
  it('studio load: 404 or anything else', () => {
    expect(publicStudioLoadMessage(http(404))).toBe(
      'Студия не найдена или недоступна для онлайн-записи',
    );
    expect(publicStudioLoadMessage(new NetworkError())).toBe('Ошибка загрузки информации о студии');
  });

  it('booking failure: the server detail, else the default', () => {
    const withDetail = new ApiError({
      status: 409,
      detail: 'Время занято',
      body: { detail: 'Время занято' },
      userMessage: 'Время занято',
    });
    expect(publicBookingFailureMessage(withDetail)).toBe('Время занято');
    expect(publicBookingFailureMessage(new NetworkError())).toBe('Ошибка при создании записи');
  });
});
