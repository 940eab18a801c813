// The typed errors every call throws (spec part 1 §8 "Authentication and access"); the app decides what the user sees.
import {
  accessDeniedMessage,
  apiErrorMessages,
  licenseContextMessage,
  networkErrorMessage,
  unexpectedErrorMessage,
} from '@beautydesk/domain/messages/errors';

export interface ApiErrorInit {
  /** HTTP status; null when no answer came (network, timeout) or the error was raised locally. */
  status?: number | null;
  /** The server's own text (message, detail or error field), null when it sent none. */
  detail?: string | null;
  /** The text from the spec's catalogue (or the server's) to show for this error. */
  userMessage: string;
  /** `Error.message`; the user message unless the error is meant for developers. */
  message?: string;
  method?: string | null;
  /** The request path under /api/v1, e.g. '/auth/login' (the toast handler looks for '/auth/'). */
  path?: string | null;
  /** The parsed error body, as sent. */
  body?: unknown;
  cause?: unknown;
}

/** Base of every error the API layer throws. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number | null;
  readonly detail: string | null;
  readonly userMessage: string;
  readonly method: string | null;
  readonly path: string | null;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message ?? init.userMessage, init.cause === undefined ? {} : { cause: init.cause });
    this.status = init.status ?? null;
    this.detail = init.detail ?? null;
    this.userMessage = init.userMessage;
    this.method = init.method ?? null;
    this.path = init.path ?? null;
    this.body = init.body;
  }
}

/** A 401 that a refresh could not cure, or no session at all; the tokens are cleared by then. */
export class AuthenticationError extends ApiError {
  override name = 'AuthenticationError';
}

/** A write attempted before the session (and its license) is known: 'Authentication required'. */
export class SessionNotReadyError extends AuthenticationError {
  override name = 'SessionNotReadyError';
  constructor() {
    super({ userMessage: apiErrorMessages.authenticationRequired });
  }
}

/** 403: the server's detail or message, default 'Access denied'. */
export class AccessDeniedError extends ApiError {
  override name = 'AccessDeniedError';
}

/** 400 whose message mentions the license: the server's text, default 'License context error'. */
export class LicenseContextError extends ApiError {
  override name = 'LicenseContextError';
}

/** No answer at all: the connection failed or the 10 s timeout passed. */
export class NetworkError extends ApiError {
  override name = 'NetworkError';
  constructor(init: Omit<ApiErrorInit, 'userMessage' | 'status'> = {}) {
    super({ ...init, status: null, userMessage: networkErrorMessage });
  }
}

/** A 2xx answer that does not match the domain schema: names the call, for developers. */
export class ResponseShapeError extends ApiError {
  override name = 'ResponseShapeError';
}

/** A payload the domain schema rejects before anything is sent (the forms should have caught it). */
export class RequestValidationError extends ApiError {
  override name = 'RequestValidationError';
}

/** The chat stream could not be opened or read: 'Streaming failed: …', 'No readable stream in response'. */
export class StreamingError extends ApiError {
  override name = 'StreamingError';
}

/** An operation the client refuses locally, without a request (countries are read-only). */
export class UnsupportedOperationError extends ApiError {
  override name = 'UnsupportedOperationError';
  constructor(userMessage: string) {
    super({ userMessage });
  }
}

/**
 * An error an area module has re-worded for the user (the client API's duplicate phone and
 * contact format); the screens show its message as it is.
 */
export class AreaApiError extends ApiError {
  override name = 'AreaApiError';
}

// ---------------------------------------------------------------------------------------------
// Reading error bodies

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** A `detail` as FastAPI-style servers send it: a string, or a list of { msg } entries. */
function detailText(value: unknown): string | null {
  if (Array.isArray(value)) {
    const messages = value
      .map((item) =>
        typeof item === 'object' && item !== null ? text((item as { msg?: unknown }).msg) : null,
      )
      .filter((item): item is string => item !== null);
    return messages.length > 0 ? messages.join('; ') : null;
  }
  return text(value);
}

function field(body: unknown, name: 'message' | 'detail' | 'error'): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[name];
  return name === 'detail' ? detailText(value) : text(value);
}

/** The generic rule's server text: the message, detail or error field, in that order. */
export function serverMessage(body: unknown): string | null {
  return field(body, 'message') ?? field(body, 'detail') ?? field(body, 'error');
}

/** The 403 rule's server text: the detail, else the message. */
export function accessDeniedDetail(body: unknown): string | null {
  return field(body, 'detail') ?? field(body, 'message');
}

/** Whether any of the body's texts mentions the license (licence, License…). */
export function mentionsLicense(body: unknown): boolean {
  return ['message', 'detail', 'error'].some((name) =>
    /licen[cs]e/i.test(field(body, name as 'message' | 'detail' | 'error') ?? ''),
  );
}

export interface FailedResponse {
  status: number;
  statusText?: string;
  body: unknown;
  method: string;
  path: string;
}

/**
 * The typed error for a non-2xx answer (401 is the transport's business: it refreshes first and
 * builds the AuthenticationError itself; here a 401 only arrives from a credentials call such as
 * /auth/login, where it means wrong credentials).
 */
export function errorFromResponse(response: FailedResponse): ApiError {
  const { status, body, method, path } = response;
  const common = { status, body, method, path };
  if (status === 403) {
    const detail = accessDeniedDetail(body);
    return new AccessDeniedError({
      ...common,
      detail,
      userMessage: detail ?? accessDeniedMessage,
    });
  }
  const detail = serverMessage(body);
  if (status === 400 && mentionsLicense(body)) {
    return new LicenseContextError({
      ...common,
      detail,
      userMessage: detail ?? licenseContextMessage,
    });
  }
  // "else the error text": the status line, which is all a failed answer without a body says.
  const statusLine = response.statusText ? `${status} ${response.statusText}` : null;
  const userMessage = detail ?? statusLine ?? unexpectedErrorMessage;
  const init = { ...common, detail, userMessage };
  return status === 401 ? new AuthenticationError(init) : new ApiError(init);
}

export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** 'clients.0.id: Invalid input; …' — the first issues of a failed parse, for the error message. */
export function describeIssues(issues: readonly SchemaIssue[], max = 3): string {
  const shown = issues.slice(0, max).map((issue) => {
    const where = issue.path.map(String).join('.');
    return where ? `${where}: ${issue.message}` : issue.message;
  });
  const more = issues.length > max ? ` (and ${issues.length - max} more)` : '';
  return shown.join('; ') + more;
}

/** True for an abort the caller asked for (not our timeout). */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}
