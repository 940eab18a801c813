import { describe, expect, it } from 'vitest';
import { adoptTokens, getMe, login, logout, register, requestPermissions } from './auth.ts';
import { ApiError, NetworkError } from './errors.ts';
import { configureTestApi, json } from './testing.ts';

const user = { id: 'u1', email: 'anna@example.com', license_id: 'lic-1', full_name: null };
const tokens = { access_token: 'new-access', refresh_token: 'new-refresh' };

describe('sign-in and session', () => {
  it('login posts the credentials to /auth/login (no trailing slash) and stores the tokens', async () => {
    const api = configureTestApi(() => json(200, { ...tokens, user }), null);
    const answer = await login({ email: ' anna@example.com ', password: 'secret' });
    expect(answer).toMatchObject({ access_token: 'new-access', expires_in: 3600, user });
    expect(api.requests[0]?.url.pathname).toBe('/api/v1/auth/login');
    expect(api.requests[0]?.body).toEqual({ email: 'anna@example.com', password: 'secret' });
    expect(api.tokens.getAccessToken()).toBe('new-access');
    expect(api.tokens.getRefreshToken()).toBe('new-refresh');
  });

  it('register stores tokens only when confirmed at once', async () => {
    const payload = {
      email: 'a@b.c',
      password: 'secret1',
      confirm_password: 'secret1',
      full_name: ' ',
    };
    let api = configureTestApi(() => json(200, { status: 'pending_confirmation' }), null);
    await expect(register(payload)).resolves.toMatchObject({ status: 'pending_confirmation' });
    expect(api.requests[0]?.body).toEqual({
      email: 'a@b.c',
      password: 'secret1',
      confirm_password: 'secret1',
    });
    expect(api.tokens.getAccessToken()).toBeNull();
    api = configureTestApi(() => json(200, { status: 'confirmed', ...tokens, user }), null);
    await register(payload);
    expect(api.tokens.getAccessToken()).toBe('new-access');
  });

  it('me is parsed by the user schema', async () => {
    configureTestApi(() => json(200, user));
    await expect(getMe()).resolves.toEqual(user);
  });

  it('logout clears the tokens, even when the call fails (which is rethrown)', async () => {
    let api = configureTestApi(() => json(204));
    await logout();
    expect(api.requests[0]?.method).toBe('POST');
    expect(api.tokens.getAccessToken()).toBeNull();
    api = configureTestApi(() => {
      throw new TypeError('offline');
    });
    await expect(logout()).rejects.toBeInstanceOf(NetworkError);
    expect(api.tokens.getAccessToken()).toBeNull();
  });

  it('adoptTokens stores the confirmation link tokens', () => {
    const api = configureTestApi(() => json(200), null);
    adoptTokens({ access_token: 'a', refresh_token: 'r' });
    expect(api.tokens.getAccessToken()).toBe('a');
    expect(api.tokens.getRefreshToken()).toBe('r');
  });
});

describe('requestPermissions (for the permission cache)', () => {
  const answer = {
    permissions: { 'clients.read': true },
    permissions_hash: 'h2',
    scope_type: 'license',
    license_id: 'lic-1',
  };

  it('sends the cached hash and returns the parsed answer', async () => {
    const api = configureTestApi(() => json(200, answer));
    const result = await requestPermissions('h1');
    expect(api.requests[0]?.url.pathname + (api.requests[0]?.url.search ?? '')).toBe(
      '/api/v1/auth/permissions?hash=h1',
    );
    expect(result).toMatchObject({ status: 200, body: { permissions_hash: 'h2' } });
  });

  it('sends no hash without one; passes 304 and 403 through as statuses', async () => {
    const api = configureTestApi(() => json(304));
    await expect(requestPermissions()).resolves.toEqual({ status: 304 });
    expect(api.requests[0]?.url.search).toBe('');
    configureTestApi(() => json(403, { detail: 'no' }));
    await expect(requestPermissions('h1')).resolves.toEqual({ status: 403 });
  });

  it('throws other failures with their status', async () => {
    configureTestApi(() => json(500, {}));
    const error = await requestPermissions().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500 });
  });
});
