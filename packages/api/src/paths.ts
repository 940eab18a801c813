// The spec's URL rule for the staff API: single-segment paths get a trailing slash, /auth/ paths never.

export const API_BASE_PATH = '/api/v1';

/** '/clients' → '/clients/', '/clients/5' unchanged, '/auth/login' unchanged; the query is kept. */
export function withTrailingSlash(path: string): string {
  const [pathname = '', query] = path.split(/\?(.*)/s, 2);
  const segments = pathname.split('/').filter(Boolean);
  const needsSlash = segments.length === 1 && segments[0] !== 'auth' && !pathname.endsWith('/');
  const fixed = needsSlash ? `${pathname}/` : pathname;
  return query === undefined ? fixed : `${fixed}?${query}`;
}

/** An id, code or token as one path segment: '/' and '?' in it cannot change the route. */
export function pathSegment(value: string | number): string {
  return encodeURIComponent(String(value));
}
