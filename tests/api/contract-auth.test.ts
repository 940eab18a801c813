// Contract tests: packages/api's real client functions against a real server process. Every answer
// passes through the client's domain schemas, so a shape drift shows up as a ResponseShapeError;
// every failure passes through the client's error classes and the screens' toast mapping.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import {
  adoptTokens,
  getMe,
  login,
  logout,
  refreshSession,
  register,
  requestPermissions,
} from '@beautydesk/api/auth';
import {
  AccessDeniedError,
  ApiError,
  AuthenticationError,
  ResponseShapeError,
} from '@beautydesk/api/errors';
import { toastMessage } from '@beautydesk/api/toast-messages';
import type { TokenStorage } from '@beautydesk/api/token-storage';
import { loadVersionLabel } from '@beautydesk/api/version';
import { confirmationFragmentSchema } from '@beautydesk/domain/schemas/auth';
import { claimsOf, configureAgainst, failureOf, setUpContractServer } from '../support/contract.ts';

const PASSWORD = 'secret1';
let n = 0;
const newEmail = (tag: string) => `contract-${tag}-${(n += 1)}-${Date.now()}@example.com`;

/**
 * The same access token, expired: re-signed with the key the server generated in its data folder
 * (DATA_DIR/jwt-secret), so only its expiry makes the server refuse it.
 */
async function expiredCopyOf(token: string, dataDir: string): Promise<string> {
  const key = new TextEncoder().encode(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim());
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claimsOf(token), iat: now - 7200, exp: now - 3600 })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .sign(key);
}

describe('packages/api against the real server (EMAIL_CONFIRMATION=off)', () => {
  const server = setUpContractServer({ SEED: 'off' });
  let tokens: TokenStorage;
  beforeEach(() => {
    tokens = configureAgainst(server);
  });

  /** Registers a confirmed account through the client: signed in at once. */
  async function registered(tag: string) {
    const email = newEmail(tag);
    const answer = await register({
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      full_name: 'Контракт Тестов',
    });
    return { email, answer };
  }

  it('register (confirmed) stores the tokens, and me answers the same user', async () => {
    const { email, answer } = await registered('register');
    expect(answer).toMatchObject({
      status: 'confirmed',
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 3600,
      user: { email, license_id: null, full_name: 'Контракт Тестов' },
    });
    expect(tokens.getAccessToken()).toBe(answer.access_token);
    expect(tokens.getRefreshToken()).toBe(answer.refresh_token);

    const me = await getMe();
    expect(me).toEqual({
      id: answer.user?.id,
      email,
      license_id: null,
      full_name: 'Контракт Тестов',
    });
  });

  it('the version label shows the backend version and the environment', async () => {
    const label = await loadVersionLabel(globalThis.fetch, server.url);
    expect(label.backend).toBe('0.3.0');
    expect(label.environment).toBe('contract');
    expect(label.frontend).not.toBe('unknown');
  });

  it('login stores a new session; logout clears it and revokes the refresh token', async () => {
    const { email } = await registered('login');
    tokens.clear();

    const session = await login({ email, password: PASSWORD });
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { email } });
    expect(tokens.getAccessToken()).toBe(session.access_token);
    expect(tokens.getRefreshToken()).toBe(session.refresh_token);
    expect((await getMe()).email).toBe(email);

    await logout();
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();

    // The server revoked the family: the old refresh token no longer trades for a new pair.
    tokens.setTokens({ accessToken: session.access_token, refreshToken: session.refresh_token });
    const error = await failureOf(() => refreshSession());
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).userMessage).toBe(
      'Authentication failed, please sign in again',
    );
    expect(tokens.getAccessToken()).toBeNull();
  });

  it('an expired access token is refreshed once, silently, and the call succeeds', async () => {
    const { email, answer } = await registered('expired');
    const expired = await expiredCopyOf(answer.access_token as string, server.dataDir);
    tokens.setTokens({ accessToken: expired, refreshToken: answer.refresh_token ?? null });

    const me = await getMe();
    expect(me.email).toBe(email);
    // The refresh rotated the refresh token and replaced the expired access token (the new one may
    // equal the one issued at registration: same claims within the same second).
    expect(tokens.getAccessToken()).not.toBe(expired);
    expect(tokens.getRefreshToken()).not.toBe(answer.refresh_token);
    expect(claimsOf(tokens.getAccessToken() as string).exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('an expired access token with a revoked refresh token (after logout) ends the session', async () => {
    const { answer } = await registered('revoked');
    const expired = await expiredCopyOf(answer.access_token as string, server.dataDir);
    await logout();

    tokens.setTokens({ accessToken: expired, refreshToken: answer.refresh_token ?? null });
    const error = await failureOf(() => getMe());
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).not.toBeInstanceOf(ResponseShapeError);
    expect((error as AuthenticationError).userMessage).toBe(
      'Authentication failed, please sign in again',
    );
    expect((error as AuthenticationError).message).toBe(
      'Authentication failed, please sign in again',
    );
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
  });

  it('a wrong password is a 401 on /auth/: "Неверный email или пароль", no refresh attempted', async () => {
    const { email, answer } = await registered('wrong-password');
    const error = await failureOf(() => login({ email, password: 'wrong-one' }));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({
      status: 401,
      path: '/auth/login',
      detail: 'Invalid email or password',
      body: { detail: 'Invalid email or password' },
    });
    expect(toastMessage(error)).toBe('Неверный email или пароль');
    // A credentials 401 is not a dead session: the stored tokens stay as they were.
    expect(tokens.getRefreshToken()).toBe(answer.refresh_token);
  });

  it('a server-side validation error is a 400 whose toast is the server message', async () => {
    // Passes the client's schema (any non-empty text), fails the server's e-mail check.
    const error = await failureOf(() =>
      register({ email: 'not-an-email', password: PASSWORD, confirm_password: PASSWORD }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(AuthenticationError);
    expect(error).not.toBeInstanceOf(ResponseShapeError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.detail).toEqual(expect.any(String));
    expect(apiError.detail?.length).toBeGreaterThan(3);
    expect(apiError.body).toMatchObject({ errors: { email: apiError.detail } });
    expect(apiError.userMessage).toBe(apiError.detail);
    expect(toastMessage(error)).toBe(apiError.detail);
  });

  it('a duplicate e-mail is a 409 whose toast is the server message', async () => {
    const { email } = await registered('duplicate');
    const error = await failureOf(() =>
      register({ email, password: PASSWORD, confirm_password: PASSWORD }),
    );
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(409);
    expect(apiError.detail).toEqual(expect.any(String));
    expect(toastMessage(error)).toBe(apiError.detail);
  });

  it('GET /auth/permissions answers 200, then 304 for the same hash', async (context) => {
    await registered('permissions');
    const probe = await fetch(`${server.url}/api/v1/auth/permissions`, {
      headers: { authorization: `Bearer ${tokens.getAccessToken()}` },
    });
    if (probe.status === 404) {
      const reason =
        'SKIPPED: the server has no GET /api/v1/auth/permissions yet (404); the 200-then-304 contract check waits for it';
      console.warn(`[tests/api/contract-auth] ${reason}`);
      context.skip(reason);
    }
    const first = await requestPermissions();
    expect(first.status).toBe(200);
    if (first.status !== 200) return;
    expect(first.body.permissions_hash).toEqual(expect.any(String));
    const second = await requestPermissions(first.body.permissions_hash);
    expect(second).toEqual({ status: 304 });
  });

  it('errors never come out as AccessDeniedError or ResponseShapeError on these routes', async () => {
    // A sanity net over the calls above: the happy paths all parsed with the domain schemas.
    const { email } = await registered('shapes');
    for (const call of [() => getMe(), () => login({ email, password: PASSWORD })]) {
      const result = await call().catch((error: unknown) => error);
      expect(result).not.toBeInstanceOf(ResponseShapeError);
      expect(result).not.toBeInstanceOf(AccessDeniedError);
      expect(result).not.toBeInstanceOf(Error);
    }
  });
});

describe('packages/api against the real server (EMAIL_CONFIRMATION=on)', () => {
  const server = setUpContractServer({
    EMAIL_CONFIRMATION: 'on',
    SEED: 'off',
    PUBLIC_URL: 'http://app.test',
  });
  let tokens: TokenStorage;
  beforeEach(() => {
    tokens = configureAgainst(server);
  });

  it('register → pending_confirmation; the e-mailed link signs in, and me succeeds', async () => {
    const email = newEmail('confirm');
    const answer = await register({
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      full_name: 'Письмо Тестов',
    });
    expect(answer).toMatchObject({ status: 'pending_confirmation', message: expect.any(String) });
    expect(answer.access_token ?? null).toBeNull();
    expect(tokens.getAccessToken()).toBeNull();

    // Not confirmed yet: signing in is refused with the server's words.
    const refused = await failureOf(() => login({ email, password: PASSWORD }));
    expect(refused).toBeInstanceOf(AccessDeniedError);
    const denied = refused as AccessDeniedError;
    expect(denied.status).toBe(403);
    // 403: the error carries the server's detail; the screens' toast shows the spec's fixed text.
    expect(denied.detail).toEqual(expect.any(String));
    expect(denied.userMessage).toBe(denied.detail);
    expect(toastMessage(refused)).toBe('У вас недостаточно прав для этого действия');

    const outbox = await fetch(`${server.url}/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(outbox.status).toBe(200);
    const { messages } = (await outbox.json()) as { messages: { text: string }[] };
    expect(messages).toHaveLength(1);
    const link = /http:\/\/app\.test\/auth\/confirm#(\S+)/.exec(messages[0]?.text ?? '');
    expect(link, messages[0]?.text).not.toBeNull();
    const fragment = confirmationFragmentSchema.parse(
      Object.fromEntries(new URLSearchParams(link?.[1] ?? '')),
    );

    adoptTokens(fragment);
    const me = await getMe();
    expect(me).toEqual({
      id: expect.any(String),
      email,
      license_id: null,
      full_name: 'Письмо Тестов',
    });
    // The link confirmed the address: signing in with the password now works.
    await expect(login({ email, password: PASSWORD })).resolves.toMatchObject({ user: { email } });
  });
});
