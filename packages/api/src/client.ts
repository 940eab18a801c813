// The transport (spec part 1 §7, §8): one ofetch instance for /api/v1 with the Bearer token and the refresh-once rule, plus the two unauthenticated clients.
import { apiErrorMessages } from '@beautydesk/domain/messages/errors';
import { createFetch, type $Fetch } from 'ofetch';
import type { z } from 'zod';
import {
  ApiError,
  AuthenticationError,
  NetworkError,
  RequestValidationError,
  ResponseShapeError,
  StreamingError,
  describeIssues,
  errorFromResponse,
} from './errors.ts';
import { API_BASE_PATH, withTrailingSlash } from './paths.ts';
import { configurePublicApi } from './public-config.ts';
import { defaultTokenStorage, type TokenStorage } from './token-storage.ts';

/** HTTP timeout (spec part 1 §9); the public and invitation clients use the same (part 2 §9). */
export const API_TIMEOUT_MS = 10_000;

/** Calls whose 401 means wrong credentials or a dead refresh token: never refreshed, never replayed. */
const CREDENTIAL_PATHS: ReadonlySet<string> = new Set([
  '/auth/login',
  '/auth/register',
  '/auth/refresh',
]);

export interface ApiConfig {
  /** Where the API lives, e.g. 'https://studio.example'; '' for the page's own host. */
  origin: string;
  tokens: TokenStorage;
  /** The fetch every client uses (injected in tests). */
  fetch: typeof fetch;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export type Query = Readonly<Record<string, QueryValue>>;

export interface CallOptions {
  method?: HttpMethod;
  query?: Query;
  body?: unknown;
}

interface Answer {
  status: number;
  statusText: string;
  body: unknown;
  method: HttpMethod;
  /** The path as sent, after the trailing-slash rule. */
  path: string;
}

/** The outcome of a call that may be answered 304 Not Modified. */
export type Conditional<T> = { status: 304 } | { status: 200; data: T };

/** Null, undefined and empty strings are left out of the query rather than sent as `?key`. */
function cleanQuery(query: Query | undefined): Record<string, unknown> | undefined {
  if (!query) return undefined;
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    clean[key] = value;
  }
  return clean;
}

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/** A call's name in error messages: 'GET /api/v1/clients/'. */
function callName(method: string, path: string): string {
  return `${method} ${API_BASE_PATH}${path}`;
}

/** Parses a payload with its domain schema before sending; the schema's defaults and trimming apply. */
export function parsePayload<S extends z.ZodType>(
  schema: S,
  input: z.input<S>,
  method: HttpMethod,
  path: string,
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const sentPath = withTrailingSlash(path);
  throw new RequestValidationError({
    method,
    path: sentPath,
    userMessage: apiErrorMessages.unexpected,
    message: `Invalid payload for ${callName(method, sentPath)}: ${describeIssues(result.error.issues)}`,
  });
}

export interface ApiClientOptions {
  config: ApiConfig;
  /** False for the public booking and invitation clients: no token, no refresh. */
  authenticated: boolean;
}

export class ApiClient {
  readonly $fetch: $Fetch;
  private refreshing: Promise<void> | null = null;

  constructor(private readonly options: ApiClientOptions) {
    const { config } = options;
    this.$fetch = createFetch({
      // Looked up per call, so a fetch replaced after configuration (a test spy) is still used.
      fetch: (input, init) => config.fetch(input, init),
      defaults: {
        baseURL: `${config.origin.replace(/\/+$/, '')}${API_BASE_PATH}`,
        timeout: API_TIMEOUT_MS,
        // The spec retries only the 401 refresh; ofetch would otherwise repeat failed GETs once.
        retry: false,
        // Statuses are classified here, into the spec's typed errors.
        ignoreResponseError: true,
      },
    });
  }

  get tokens(): TokenStorage {
    return this.options.config.tokens;
  }

  /** A call whose answer is parsed by `schema`. */
  async request<S extends z.ZodType>(
    path: string,
    schema: S,
    options: CallOptions = {},
  ): Promise<z.output<S>> {
    const answer = await this.exchange(path, options);
    if (!isSuccess(answer.status)) throw errorFromResponse(answer);
    return this.parse(schema, answer);
  }

  /** A call whose answer the spec does not show (deletes, logout): only success matters. */
  async requestVoid(path: string, options: CallOptions = {}): Promise<void> {
    const answer = await this.exchange(path, options);
    if (!isSuccess(answer.status)) throw errorFromResponse(answer);
  }

  /** A call that may be answered 304 Not Modified (the permissions hash check). */
  async requestConditional<S extends z.ZodType>(
    path: string,
    schema: S,
    options: CallOptions = {},
  ): Promise<Conditional<z.output<S>>> {
    const answer = await this.exchange(path, options);
    if (answer.status === 304) return { status: 304 };
    if (!isSuccess(answer.status)) throw errorFromResponse(answer);
    return { status: 200, data: this.parse(schema, answer) };
  }

  /**
   * Opens a streamed POST with plain fetch (ofetch would buffer the body). The 10 s timeout covers
   * the wait for the answer's headers, not the stream itself. Same token and refresh rule.
   */
  async openStream(
    path: string,
    body: unknown,
    signal?: AbortSignal,
  ): Promise<ReadableStream<Uint8Array>> {
    const sentPath = withTrailingSlash(path);
    const token = this.tokens.getAccessToken();
    if (!token) {
      throw new AuthenticationError({
        method: 'POST',
        path: sentPath,
        userMessage: apiErrorMessages.streamingAuthenticationRequired,
      });
    }
    let response = await this.fetchStream(sentPath, body, token, signal);
    if (response.status === 401) {
      const unauthorized = { status: 401, method: 'POST' as const, path: sentPath };
      await this.recoverFrom401(token, unauthorized);
      response = await this.fetchStream(sentPath, body, this.tokens.getAccessToken(), signal);
      if (response.status === 401) throw this.signOut(unauthorized);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      const message = apiErrorMessages.streamingFailed(
        response.status,
        text.trim() || response.statusText,
      );
      throw new StreamingError({
        status: response.status,
        method: 'POST',
        path: sentPath,
        userMessage: message,
      });
    }
    if (!response.body) {
      throw new StreamingError({
        status: response.status,
        method: 'POST',
        path: sentPath,
        userMessage: apiErrorMessages.noReadableStream,
      });
    }
    return response.body;
  }

  /**
   * A fetch for a long-lived GET (the live events, opened by fetch-event-source): each call sends
   * the token of the moment, so a reconnection after a refresh uses the fresh one; a 401 is
   * refreshed once, as for every call, and answered again with the new token. Without a token the
   * answer is a 401 made here (nothing is sent). `path` is under /api/v1.
   */
  authorizedFetch(
    path: string,
  ): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
    const { config } = this.options;
    const sentPath = withTrailingSlash(path);
    const url = `${config.origin.replace(/\/+$/, '')}${API_BASE_PATH}${sentPath}`;
    const send = (token: string, init?: RequestInit) =>
      config.fetch(url, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), Authorization: `Bearer ${token}` },
      });
    return async (_input, init) => {
      const token = this.tokens.getAccessToken();
      if (!token) return new Response(null, { status: 401 });
      const response = await send(token, init);
      if (response.status !== 401) return response;
      await this.recoverFrom401(token, { status: 401, method: 'GET', path: sentPath });
      const fresh = this.tokens.getAccessToken();
      return fresh ? send(fresh, init) : response;
    };
  }

  /**
   * POST /auth/refresh with the stored refresh token; every 401 that arrives meanwhile waits for
   * the same promise. On any failure the tokens are cleared and 'Authentication failed, please
   * sign in again' is raised.
   */
  refreshTokens(): Promise<void> {
    this.refreshing ??= this.runRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async runRefresh(): Promise<void> {
    const refreshToken = this.tokens.getRefreshToken();
    const where = { method: 'POST' as const, path: '/auth/refresh' };
    if (!refreshToken) {
      this.tokens.clear();
      throw new AuthenticationError({
        ...where,
        status: 401,
        userMessage: apiErrorMessages.authenticationRequired,
      });
    }
    try {
      // No Bearer here: the access token is the thing that expired.
      const answer = await this.send(
        '/auth/refresh',
        { ...where, body: { refresh_token: refreshToken } },
        null,
      );
      if (!isSuccess(answer.status)) throw errorFromResponse(answer);
      // Loaded here rather than imported: this module is in the staff app's entry, which /login and
      // the public booking page load before they hydrate, and the schema would bring zod (issue 18).
      const { refreshResponseSchema } = await import('@beautydesk/domain/schemas/auth');
      const tokens = this.parse(refreshResponseSchema, answer);
      this.tokens.setTokens({
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
      });
    } catch (cause) {
      this.tokens.clear();
      throw new AuthenticationError({
        ...where,
        status: cause instanceof ApiError ? cause.status : null,
        userMessage: apiErrorMessages.authenticationFailed,
        cause,
      });
    }
  }

  private async exchange(path: string, options: CallOptions): Promise<Answer> {
    const sentPath = withTrailingSlash(path);
    const call = { ...options, method: options.method ?? 'GET' };
    if (!this.options.authenticated) return this.send(sentPath, call, null);
    const tokenUsed = this.tokens.getAccessToken();
    const first = await this.send(sentPath, call, tokenUsed);
    if (first.status !== 401 || CREDENTIAL_PATHS.has(sentPath)) return first;
    await this.recoverFrom401(tokenUsed, first);
    const replay = await this.send(sentPath, call, this.tokens.getAccessToken());
    // Refresh once, never twice: a second 401 ends the session.
    if (replay.status === 401) throw this.signOut(replay);
    return replay;
  }

  /** After a 401: refresh (shared), unless another call already replaced the token meanwhile. */
  private async recoverFrom401(
    tokenUsed: string | null,
    answer: { status: number; method: HttpMethod; path: string; body?: unknown },
  ): Promise<void> {
    const current = this.tokens.getAccessToken();
    if (current && current !== tokenUsed) return;
    if (!this.tokens.getRefreshToken()) {
      throw this.signOut(answer, apiErrorMessages.authenticationRequired);
    }
    await this.refreshTokens();
  }

  /** Ends the session after a 401 that cannot be cured: the tokens go, the error says why. */
  private signOut(
    answer: { status: number; method: HttpMethod; path: string; body?: unknown },
    userMessage: string = apiErrorMessages.authenticationFailed,
  ): AuthenticationError {
    this.tokens.clear();
    return new AuthenticationError({
      status: answer.status,
      method: answer.method,
      path: answer.path,
      body: answer.body,
      userMessage,
    });
  }

  private async send(
    path: string,
    call: CallOptions & { method: HttpMethod },
    token: string | null,
  ): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      const response = await this.$fetch.raw(path, {
        method: call.method,
        query: cleanQuery(call.query),
        body: call.body as Record<string, unknown> | undefined,
        headers,
      });
      return {
        status: response.status,
        statusText: response.statusText,
        body: response._data,
        method: call.method,
        path,
      };
    } catch (cause) {
      throw new NetworkError({ method: call.method, path, cause });
    }
  }

  private async fetchStream(
    path: string,
    body: unknown,
    token: string | null,
    signal: AbortSignal | undefined,
  ): Promise<Response> {
    const { config } = this.options;
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException('The stream did not answer in time', 'TimeoutError')),
      API_TIMEOUT_MS,
    );
    const forward = () => controller.abort(signal?.reason);
    if (signal?.aborted) forward();
    else signal?.addEventListener('abort', forward, { once: true });
    const headers: Record<string, string> = {
      Accept: 'application/x-ndjson, application/json',
      'Content-Type': 'application/json',
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await config.fetch(`${config.origin.replace(/\/+$/, '')}${API_BASE_PATH}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (cause) {
      // The caller's own abort is passed through; our timeout is a network failure.
      if (signal?.aborted) throw signal.reason ?? cause;
      throw new NetworkError({ method: 'POST', path, cause });
    } finally {
      clearTimeout(timer);
    }
  }

  private parse<S extends z.ZodType>(schema: S, answer: Answer): z.output<S> {
    const result = schema.safeParse(answer.body);
    if (result.success) return result.data;
    throw new ResponseShapeError({
      status: answer.status,
      method: answer.method,
      path: answer.path,
      body: answer.body,
      userMessage: apiErrorMessages.unexpected,
      message: `Malformed response from ${callName(answer.method, answer.path)}: ${describeIssues(result.error.issues)}`,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// The configured instances

interface Instances {
  config: ApiConfig;
  staff: ApiClient;
  publicBooking: ApiClient;
  invitations: ApiClient;
}

let instances: Instances | null = null;

export interface ApiConfigInput {
  origin?: string;
  tokens?: TokenStorage;
  fetch?: typeof fetch;
}

/**
 * Sets where the API lives and where tokens are kept; call once at start-up (and in tests, with
 * a fake fetch and memory tokens). Rebuilds the three clients.
 */
export function configureApi(input: ApiConfigInput = {}): ApiConfig {
  const config: ApiConfig = {
    origin: input.origin ?? '',
    tokens: input.tokens ?? defaultTokenStorage(),
    fetch: input.fetch ?? ((request, init) => globalThis.fetch(request, init)),
  };
  instances = {
    config,
    staff: new ApiClient({ config, authenticated: true }),
    publicBooking: new ApiClient({ config, authenticated: false }),
    invitations: new ApiClient({ config, authenticated: false }),
  };
  // The public booking calls have their own token-free transport (public-calls.ts); same origin and fetch.
  configurePublicApi(config);
  return config;
}

function current(): Instances {
  if (!instances) configureApi();
  return instances as Instances;
}

export function getApiConfig(): ApiConfig {
  return current().config;
}

/** The staff API: Bearer token, refresh once on 401. */
export function apiClient(): ApiClient {
  return current().staff;
}

/** The public booking API: no token, no refresh (spec part 2 §7 "Public API (no auth)"). */
export function publicApiClient(): ApiClient {
  return current().publicBooking;
}

/** The invitation pages' client: no token, no refresh (spec part 2 §7 "Users and invitations"). */
export function invitationApiClient(): ApiClient {
  return current().invitations;
}
