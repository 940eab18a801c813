// A fake fetch for tests of this package and of the apps: records every request and answers from a handler.
import { configureApi } from './client.ts';
import { memoryTokenStorage, type StoredTokens, type TokenStorage } from './token-storage.ts';

export const TEST_ORIGIN = 'https://api.test';

export interface RecordedRequest {
  method: string;
  url: URL;
  /** The path under /api/v1 as sent, e.g. '/clients/'. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body, parsed; undefined when none was sent. */
  body: unknown;
  signal: AbortSignal | null;
}

export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
}

export function fakeFetch(handler: FakeHandler): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: text === undefined ? undefined : JSON.parse(text),
      signal: init.signal ?? null,
    };
    requests.push(request);
    return handler(request);
  };
  return { fetch: fetchImpl as typeof fetch, requests };
}

/** A JSON answer. */
export function json(
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): Response {
  const empty = body === undefined || status === 204 || status === 304;
  return new Response(empty ? null : JSON.stringify(body), {
    status,
    headers: empty ? headers : { 'content-type': 'application/json', ...headers },
  });
}

/** Configures the API with the fake fetch, memory tokens and TEST_ORIGIN. */
export function configureTestApi(
  handler: FakeHandler,
  tokens: StoredTokens | null = { accessToken: 'access-1', refreshToken: 'refresh-1' },
): FakeFetch & { tokens: TokenStorage } {
  const fake = fakeFetch(handler);
  const storage = memoryTokenStorage(tokens ?? undefined);
  configureApi({ origin: TEST_ORIGIN, tokens: storage, fetch: fake.fetch });
  return { ...fake, tokens: storage };
}
