import { afterEach, describe, expect, it, vi } from 'vitest';
import { userSchema } from '@beautydesk/domain/schemas/auth';
import { taskListSchema } from '@beautydesk/domain/schemas/tasks';
import { apiClient, configureApi, publicApiClient, API_TIMEOUT_MS } from './client.ts';
import {
  AccessDeniedError,
  ApiError,
  AuthenticationError,
  LicenseContextError,
  NetworkError,
  ResponseShapeError,
} from './errors.ts';
import { configureTestApi, json, TEST_ORIGIN, type RecordedRequest } from './testing.ts';

const user = { id: 'u1', email: 'anna@example.com', license_id: 'lic-1', full_name: 'Anna' };
const refreshed = { access_token: 'access-2', refresh_token: 'refresh-2' };

const getMe = () => apiClient().request('/auth/me', userSchema);
const getTasks = () => apiClient().request('/tasks', taskListSchema);

/** Answers 401 to the old token, 200 to the refreshed one, and `refresh` to POST /auth/refresh. */
function withExpiredToken(refresh: (request: RecordedRequest) => Response | Promise<Response>) {
  return (request: RecordedRequest) => {
    if (request.path === '/auth/refresh') return refresh(request);
    return request.headers.get('authorization') === 'Bearer access-2'
      ? json(200, request.path === '/auth/me' ? user : [])
      : json(401, { message: 'Token expired' });
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the transport', () => {
  it('sends the Bearer token, JSON and the base path on the configured origin', async () => {
    const api = configureTestApi(() => json(200, user));
    await expect(getMe()).resolves.toEqual(user);
    const [request] = api.requests;
    expect(request?.url.origin).toBe(TEST_ORIGIN);
    expect(request?.url.pathname).toBe('/api/v1/auth/me');
    expect(request?.headers.get('authorization')).toBe('Bearer access-1');
    expect(request?.headers.get('accept')).toBe('application/json');
  });

  it('adds the trailing slash to single-segment paths, keeping the query', async () => {
    const api = configureTestApi(() => json(200, []));
    await apiClient().request('/tasks', taskListSchema, { query: { skip: 0, limit: 100 } });
    expect(api.requests[0]?.url.pathname).toBe('/api/v1/tasks/');
    expect(api.requests[0]?.url.search).toBe('?skip=0&limit=100');
  });

  it('leaves null, undefined and empty query values out, and repeats array values', async () => {
    const api = configureTestApi(() => json(200, []));
    await apiClient().request('/tasks', taskListSchema, {
      query: { a: undefined, b: null, c: '', d: ['x', 'y'], e: true },
    });
    expect(api.requests[0]?.url.search).toBe('?d=x&d=y&e=true');
  });

  it('sends a JSON body', async () => {
    const api = configureTestApi(() => json(200, user));
    await apiClient().request('/auth/me', userSchema, { method: 'POST', body: { a: 1 } });
    expect(api.requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(api.requests[0]?.body).toEqual({ a: 1 });
  });

  it('sends no Authorization header without a token', async () => {
    const api = configureTestApi(() => json(200, user), null);
    await getMe();
    expect(api.requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('never retries a failed GET by itself', async () => {
    const api = configureTestApi(() => json(500, {}));
    await expect(getMe()).rejects.toBeInstanceOf(ApiError);
    expect(api.requests).toHaveLength(1);
  });

  it('gives up after 10 s with a network error', async () => {
    vi.useFakeTimers();
    configureTestApi(
      (request) =>
        new Promise<Response>((_, reject) => {
          request.signal?.addEventListener('abort', () => reject(request.signal?.reason));
        }),
    );
    const call = getMe();
    const outcome = expect(call).rejects.toBeInstanceOf(NetworkError);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    await outcome;
  });

  it('uses the page origin by default', async () => {
    const calls: string[] = [];
    configureApi({
      fetch: (async (input: RequestInfo | URL) => {
        calls.push(String(input));
        return json(200, user);
      }) as typeof fetch,
    });
    await getMe();
    expect(calls).toEqual(['/api/v1/auth/me']);
  });
});

describe('the 401 rule: refresh once and replay', () => {
  it('refreshes with the refresh token, stores the new tokens and replays the call', async () => {
    const api = configureTestApi(withExpiredToken(() => json(200, refreshed)));
    await expect(getMe()).resolves.toEqual(user);
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /auth/me',
      'POST /auth/refresh',
      'GET /auth/me',
    ]);
    const refresh = api.requests[1];
    expect(refresh?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(refresh?.headers.has('authorization')).toBe(false);
    expect(api.requests[2]?.headers.get('authorization')).toBe('Bearer access-2');
    expect(api.tokens.getAccessToken()).toBe('access-2');
    expect(api.tokens.getRefreshToken()).toBe('refresh-2');
  });

  it('clears the tokens and fails authentication when the refresh is refused', async () => {
    const api = configureTestApi(withExpiredToken(() => json(401, { message: 'revoked' })));
    const error = await getMe().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).userMessage).toBe(
      'Authentication failed, please sign in again',
    );
    expect(api.tokens.getAccessToken()).toBeNull();
    expect(api.tokens.getRefreshToken()).toBeNull();
    expect(api.requests).toHaveLength(2);
  });

  it('treats a malformed refresh answer as a failed refresh', async () => {
    const api = configureTestApi(withExpiredToken(() => json(200, { token: 'x' })));
    await expect(getMe()).rejects.toMatchObject({
      userMessage: 'Authentication failed, please sign in again',
    });
    expect(api.tokens.getAccessToken()).toBeNull();
  });

  it('treats a network failure of the refresh as a failed refresh (tokens cleared)', async () => {
    const api = configureTestApi(
      withExpiredToken(() => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await getMe().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as ApiError).cause).toBeInstanceOf(NetworkError);
    expect(api.tokens.getAccessToken()).toBeNull();
  });

  it("says 'Authentication required' when there is no refresh token, without a refresh call", async () => {
    const api = configureTestApi(() => json(401, {}), { accessToken: 'access-1' });
    await expect(getMe()).rejects.toMatchObject({
      name: 'AuthenticationError',
      status: 401,
      userMessage: 'Authentication required',
    });
    expect(api.requests).toHaveLength(1);
    expect(api.tokens.getAccessToken()).toBeNull();
  });

  it("says 'Authentication required' when there was no token at all", async () => {
    configureTestApi(() => json(401, {}), null);
    await expect(getMe()).rejects.toMatchObject({ userMessage: 'Authentication required' });
  });

  it('refreshes only once: a replay answered 401 ends the session', async () => {
    const api = configureTestApi((request) =>
      request.path === '/auth/refresh' ? json(200, refreshed) : json(401, {}),
    );
    await expect(getMe()).rejects.toMatchObject({
      userMessage: 'Authentication failed, please sign in again',
    });
    expect(api.requests.filter((request) => request.path === '/auth/refresh')).toHaveLength(1);
    expect(api.requests).toHaveLength(3);
    expect(api.tokens.getRefreshToken()).toBeNull();
  });

  it('lets concurrent 401s share one refresh', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = configureTestApi(
      withExpiredToken(async () => {
        await gate;
        return json(200, refreshed);
      }),
    );
    const calls = Promise.all([getMe(), getTasks(), getMe()]);
    await vi.waitFor(() => expect(api.requests.length).toBeGreaterThanOrEqual(4));
    release();
    await expect(calls).resolves.toEqual([user, [], user]);
    expect(api.requests.filter((request) => request.path === '/auth/refresh')).toHaveLength(1);
    expect(api.requests).toHaveLength(7);
  });

  it('replays without refreshing when another call already replaced the token', async () => {
    let first = true;
    const api = configureTestApi((request) => {
      if (request.headers.get('authorization') === 'Bearer access-2') return json(200, user);
      if (first) {
        first = false;
        // The token is replaced (another tab, another call) while this request is in flight.
        api.tokens.setTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
      }
      return json(401, {});
    });
    await expect(getMe()).resolves.toEqual(user);
    expect(api.requests.map((request) => request.path)).toEqual(['/auth/me', '/auth/me']);
  });

  it('never refreshes a credentials call: a 401 from /auth/login means wrong credentials', async () => {
    const api = configureTestApi(() => json(401, { detail: 'Invalid email or password' }));
    const error = await apiClient()
      .request('/auth/login', userSchema, { method: 'POST', body: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({
      status: 401,
      path: '/auth/login',
      detail: 'Invalid email or password',
    });
    expect(api.requests).toHaveLength(1);
    expect(api.tokens.getAccessToken()).toBe('access-1');
  });
});

describe('typed errors', () => {
  it('403: the server detail, else its message, else Access denied', async () => {
    configureTestApi(() => json(403, { detail: 'No clients.read', message: 'Forbidden' }));
    await expect(getMe()).rejects.toMatchObject({
      name: 'AccessDeniedError',
      status: 403,
      userMessage: 'No clients.read',
    });
    configureTestApi(() => json(403, { message: 'Forbidden here' }));
    await expect(getMe()).rejects.toMatchObject({ userMessage: 'Forbidden here' });
    configureTestApi(() => json(403));
    const error = await getMe().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AccessDeniedError);
    expect(error).toMatchObject({ userMessage: 'Access denied', message: 'Access denied' });
  });

  it('400 mentioning the license: a license-context error with the server text', async () => {
    configureTestApi(() => json(400, { detail: 'No license context for this user' }));
    const error = await getMe().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LicenseContextError);
    expect(error).toMatchObject({ userMessage: 'No license context for this user' });
  });

  it('400 not about the license: a plain ApiError', async () => {
    configureTestApi(() => json(400, { message: 'Bad phone' }));
    const error = await getMe().catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(LicenseContextError);
    expect(error).toMatchObject({ name: 'ApiError', status: 400, userMessage: 'Bad phone' });
  });

  it('the generic rule: message, detail or error field, else the status text, else the default', async () => {
    const cases: Array<[Response, string]> = [
      [json(422, { message: 'm', detail: 'd', error: 'e' }), 'm'],
      [json(422, { detail: 'd', error: 'e' }), 'd'],
      [json(422, { detail: [{ msg: 'too short' }, { msg: 'bad' }] }), 'too short; bad'],
      [json(500, { error: 'Internal Server Error' }), 'Internal Server Error'],
      [new Response('oops', { status: 502, statusText: 'Bad Gateway' }), '502 Bad Gateway'],
      [new Response(null, { status: 500 }), 'An unexpected error occurred'],
    ];
    for (const [response, expected] of cases) {
      configureTestApi(() => response);
      await expect(getMe()).rejects.toMatchObject({ userMessage: expected, message: expected });
    }
  });

  it('a failed connection: Network error, no status, the cause kept', async () => {
    const failure = new TypeError('Failed to fetch');
    configureTestApi(() => {
      throw failure;
    });
    const error = await getMe().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({
      status: null,
      userMessage: 'Network error: Please check your connection',
      method: 'GET',
      path: '/auth/me',
    });
  });

  it('a malformed answer is a ResponseShapeError naming the call and the field', async () => {
    configureTestApi(() => json(200, { id: 'u1', email: 5 }));
    const error = await getMe().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as Error).message).toMatch(/^Malformed response from GET \/api\/v1\/auth\/me: /);
    expect((error as Error).message).toContain('email');
    expect(error).toMatchObject({ status: 200, userMessage: 'An unexpected error occurred' });
  });

  it('an HTML page instead of JSON is a ResponseShapeError too', async () => {
    configureTestApi(
      () =>
        new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    await expect(getMe()).rejects.toBeInstanceOf(ResponseShapeError);
  });
});

describe('conditional and void calls', () => {
  it('returns 304 as such, and the parsed body on 200', async () => {
    configureTestApi(() => json(304));
    await expect(apiClient().requestConditional('/auth/me', userSchema)).resolves.toEqual({
      status: 304,
    });
    configureTestApi(() => json(200, user));
    await expect(apiClient().requestConditional('/auth/me', userSchema)).resolves.toEqual({
      status: 200,
      data: user,
    });
  });

  it('a void call succeeds on 204 and still throws typed errors', async () => {
    configureTestApi(() => json(204));
    await expect(
      apiClient().requestVoid('/clients/1', { method: 'DELETE' }),
    ).resolves.toBeUndefined();
    configureTestApi(() => json(404, { detail: 'Not found' }));
    await expect(apiClient().requestVoid('/clients/1', { method: 'DELETE' })).rejects.toMatchObject(
      {
        status: 404,
        detail: 'Not found',
      },
    );
  });
});

describe('the unauthenticated clients', () => {
  it('send no token and never refresh', async () => {
    const api = configureTestApi(() => json(401, { message: 'nope' }));
    await expect(
      publicApiClient().request('/public/studios/s1/info', userSchema),
    ).rejects.toMatchObject({
      name: 'AuthenticationError',
      userMessage: 'nope',
    });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.headers.has('authorization')).toBe(false);
    expect(api.tokens.getAccessToken()).toBe('access-1');
  });
});
