// Sign-in, registration, the session's user, sign-out, token hand-over and the permissions check (spec part 1 §3, §4, §7).
import type {
  ConfirmationFragment,
  loginPayloadSchema,
  LoginResponse,
  registerPayloadSchema,
  RegisterResponse,
  User,
} from '@beautydesk/domain/schemas/auth';
import type { permissionsResponseSchema } from '@beautydesk/domain/schemas/permissions';
import type { z } from 'zod';
import { apiClient, getApiConfig, parsePayload } from './client.ts';
import { AccessDeniedError, NetworkError } from './errors.ts';

// The schemas are loaded by the first call that needs them, not imported: the session provider
// imports this module into the staff app's entry, which /login and the public booking page load
// before they hydrate, and the schemas would bring zod there (issue 18). Every answer is still
// parsed by its schema.
// A schema's chunk that cannot be fetched is a network failure, as a call that got no answer is:
// the user reads the network message, not an unexpected error.
const loadedOrNetworkError =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    load().catch((cause: unknown) => {
      throw new NetworkError({ cause });
    });
const authSchemas = loadedOrNetworkError(() => import('@beautydesk/domain/schemas/auth'));
const permissionSchemas = loadedOrNetworkError(
  () => import('@beautydesk/domain/schemas/permissions'),
);

/** Starts loading the schemas of a signed-in start (/auth/me, /auth/permissions), so those calls do not wait for them. */
export function preloadSessionSchemas(): void {
  void authSchemas();
  void permissionSchemas();
}

/**
 * POST /auth/login. The tokens are stored at once, so the next call is authenticated; a 401 here
 * means wrong credentials and is never refreshed.
 */
export async function login(payload: z.input<typeof loginPayloadSchema>): Promise<LoginResponse> {
  const schemas = await authSchemas();
  const body = parsePayload(schemas.loginPayloadSchema, payload, 'POST', '/auth/login');
  const answer = await apiClient().request('/auth/login', schemas.loginResponseSchema, {
    method: 'POST',
    body,
  });
  getApiConfig().tokens.setTokens({
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
  });
  return answer;
}

/**
 * POST /auth/register. A confirmed registration carries tokens, which are stored (signed in at
 * once); pending_confirmation carries none. Unknown statuses are returned for the screen to show.
 */
export async function register(
  payload: z.input<typeof registerPayloadSchema>,
): Promise<RegisterResponse> {
  const schemas = await authSchemas();
  const body = parsePayload(schemas.registerPayloadSchema, payload, 'POST', '/auth/register');
  const answer = await apiClient().request('/auth/register', schemas.registerResponseSchema, {
    method: 'POST',
    body,
  });
  if (answer.access_token) {
    getApiConfig().tokens.setTokens({
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? null,
    });
  }
  return answer;
}

/** GET /auth/me */
export async function getMe(): Promise<User> {
  return apiClient().request('/auth/me', (await authSchemas()).userSchema);
}

/** POST /auth/logout. The tokens are cleared even when the call fails (the failure is rethrown). */
export async function logout(): Promise<void> {
  try {
    await apiClient().requestVoid('/auth/logout', { method: 'POST' });
  } finally {
    getApiConfig().tokens.clear();
  }
}

/** POST /onboarding/create-license: payload and answer are not in the spec. */
export async function createLicense(
  payload: Readonly<Record<string, unknown>> = {},
): Promise<void> {
  return apiClient().requestVoid('/onboarding/create-license', { method: 'POST', body: payload });
}

/**
 * Stores tokens handed over outside a call: the e-mail confirmation link's fragment (read with
 * the domain's confirmationFragmentSchema by the page); the session is loaded next.
 */
export function adoptTokens(
  tokens: Pick<ConfirmationFragment, 'access_token' | 'refresh_token'>,
): void {
  getApiConfig().tokens.setTokens({
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
  });
}

/** The stored access token (its claims are read with the domain's parseAccessToken). */
export function currentAccessToken(): string | null {
  return getApiConfig().tokens.getAccessToken();
}

/** Refreshes the tokens now (shared with any refresh already under way). */
export async function refreshSession(): Promise<void> {
  return apiClient().refreshTokens();
}

/**
 * GET /auth/permissions?hash= in the shape the permission cache takes: the parsed answer, 304
 * when the cached hash is still current, or 403 (which clears the cached permissions). Network
 * failures are thrown as NetworkError; other statuses as ApiError.
 */
export async function requestPermissions(
  hash?: string,
): Promise<
  | { status: 200; body: z.output<typeof permissionsResponseSchema> }
  | { status: 304 }
  | { status: 403 }
> {
  const { permissionsResponseSchema: schema } = await permissionSchemas();
  try {
    const answer = await apiClient().requestConditional('/auth/permissions', schema, {
      query: { hash },
    });
    return answer.status === 304 ? answer : { status: 200, body: answer.data };
  } catch (error) {
    if (error instanceof AccessDeniedError) return { status: 403 };
    throw error;
  }
}
