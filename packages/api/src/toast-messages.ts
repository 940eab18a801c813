// What the app shows for a failed call (spec part 1 §8, part 2 §8): pure mappings from our typed errors to the catalogue's texts.
import { clientApiMessages } from '@beautydesk/domain/messages/clients';
import {
  dataLoadingErrorMessages,
  mutationErrorMessages,
  toastErrorMessages,
} from '@beautydesk/domain/messages/errors';
import {
  bookingErrorMessage,
  errorText,
  studioLoadErrorMessage,
} from '@beautydesk/domain/rules/errors';
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
} from './errors.ts';

/**
 * "No response": our NetworkError, or a bare network failure from fetch (a TypeError, or an
 * ofetch FetchError without a response) that did not pass through the transport.
 */
function isConnectionFailure(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof ApiError) return false;
  if (error instanceof TypeError) return true;
  return (
    error instanceof Error &&
    error.name === 'FetchError' &&
    (error as { response?: unknown }).response === undefined
  );
}

function statusOf(error: unknown): number | null {
  if (error instanceof ApiError) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

function pathOf(error: unknown): string {
  if (error instanceof ApiError) return error.path ?? '';
  return '';
}

/** The server's text: our `detail`, or the `message`/`detail` of an untyped error's body. */
function serverTextOf(error: unknown): string | null {
  if (error instanceof ApiError) return error.detail;
  const data = (error as { data?: unknown } | null)?.data;
  if (typeof data === 'object' && data !== null) {
    const { message, detail } = data as { message?: unknown; detail?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof detail === 'string' && detail) return detail;
  }
  return null;
}

/** The screens' toast handler (part 1 §8 "Toast handler for screens"). */
export function toastMessage(error: unknown): string {
  // An area module has already chosen the words (duplicate phone, contact format).
  if (error instanceof AreaApiError) return error.userMessage;
  if (isConnectionFailure(error)) return toastErrorMessages.connection;
  const status = statusOf(error);
  if (status === 401) {
    return pathOf(error).includes('/auth/')
      ? toastErrorMessages.invalidCredentials
      : toastErrorMessages.sessionExpired;
  }
  if (status === 403) return toastErrorMessages.forbidden;
  if (status === 404) return toastErrorMessages.notFound;
  if (status !== null && status >= 500) return toastErrorMessages.server;
  if (status !== null && status >= 400) {
    return serverTextOf(error) ?? toastErrorMessages.badRequest;
  }
  // A malformed answer or payload is for developers: its message is not for the user.
  if (error instanceof ResponseShapeError || error instanceof RequestValidationError) {
    return toastErrorMessages.unknown;
  }
  return errorText(error, toastErrorMessages.unknown);
}

/** Data-loading screens (part 1 §8 "Data loading and mutations"). */
export function dataLoadingMessage(error: unknown): string {
  if (error instanceof AuthenticationError) return dataLoadingErrorMessages.authentication;
  if (error instanceof AccessDeniedError) return dataLoadingErrorMessages.permission;
  if (error instanceof LicenseContextError) return dataLoadingErrorMessages.license;
  return dataLoadingErrorMessages.other;
}

/** Mutations: the data-loading texts, plus 'Authentication required' while the session is not ready. */
export function mutationMessage(error: unknown): string {
  if (error instanceof SessionNotReadyError) return mutationErrorMessages.sessionNotReady;
  return dataLoadingMessage(error);
}

// ---------------------------------------------------------------------------------------------
// Area mappings (part 2 §8)

/** The client API's words for a 400: duplicate phone, bad contacts; null for anything else. */
export function clientApiErrorMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const detail = error.detail ?? '';
  if (/phone/i.test(detail)) return clientApiMessages.duplicatePhone;
  if (/contacts/i.test(detail)) return clientApiMessages.invalidContacts;
  return null;
}

/** The client API's rethrow: the re-worded AreaApiError, or the error unchanged. */
export function mapClientApiError(error: unknown): unknown {
  const message = clientApiErrorMessage(error);
  if (message === null || !(error instanceof ApiError)) return error;
  return new AreaApiError({
    status: error.status,
    detail: error.detail,
    userMessage: message,
    method: error.method,
    path: error.path,
    body: error.body,
    cause: error,
  });
}

/** The public booking page's studio load: 404 'Студия не найдена…', else 'Ошибка загрузки…' (the domain's rule). */
export const publicStudioLoadMessage: (error: unknown) => string = studioLoadErrorMessage;

/** The body's own `detail` field, which an ApiError's `detail` (message first) may not be. */
function bodyDetailOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return null;
  const detail = (error.body as { detail?: unknown }).detail;
  return typeof detail === 'string' && detail ? detail : null;
}

/** The public booking failure: the server's detail, else 'Ошибка при создании записи' (the domain's rule). */
export function publicBookingFailureMessage(error: unknown): string {
  return bookingErrorMessage({ detail: bodyDetailOf(error) ?? serverTextOf(error) });
}
