// The auth routes through app.inject on one in-memory PGlite: registration, sign-in, rotation, reuse, logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { parseAccessToken } from '@beautydesk/domain/rules/claims';
import {
  confirmationFragmentSchema,
  loginResponseSchema,
  refreshResponseSchema,
  registerResponseSchema,
  userSchema,
} from '@beautydesk/domain/schemas/auth';
import { authMessages } from '@beautydesk/domain/messages/auth';
import { buildServer } from '../app.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { refreshTokens, users } from '../db/schema.ts';
import { authErrors, serverMessages } from '../messages.ts';
import { hashRefreshToken } from './refresh-tokens.ts';

let database: Database;
let confirming: FastifyInstance;
let instant: FastifyInstance;
let limited: FastifyInstance;
let counter = 0;
const email = (tag: string) => `${tag}-${(counter += 1)}@example.com`;

beforeAll(async () => {
  database = await openDatabase();
  await migrate(database);
  const base = {
    database,
    environment: 'test',
    jwtSecret: 's'.repeat(40),
    publicUrl: 'https://app.test/',
  };
  confirming = await buildServer({ ...base, rateLimits: false });
  instant = await buildServer({ ...base, emailConfirmation: false, rateLimits: false });
  limited = await buildServer({ ...base, rateLimits: { login: 2, register: 2, refresh: 2 } });
});
afterAll(async () => {
  await Promise.all([confirming?.close(), instant?.close(), limited?.close()]);
  await database?.close();
});

const post = (app: FastifyInstance, url: string, payload?: object, token?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/auth/${url}`,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const me = (app: FastifyInstance, token: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });

async function registerConfirmed(app = instant, address = email('user'), password = 'secret1') {
  const response = await post(app, 'register', {
    email: address,
    password,
    confirm_password: password,
  });
  expect(response.statusCode).toBe(201);
  return loginResponseSchema.parse(response.json());
}

describe('registration with e-mail confirmation (the default)', () => {
  it('answers pending_confirmation and mails a link carrying a session in its fragment', async () => {
    const address = email('Confirm');
    const response = await post(confirming, 'register', {
      email: `  ${address} `,
      password: 'secret1',
      confirm_password: 'secret1',
      full_name: 'Анна Петрова',
    });
    expect(response.statusCode).toBe(201);
    const body = registerResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      status: 'pending_confirmation',
      message: serverMessages.confirmationSent,
    });
    expect(body.access_token ?? null).toBeNull();

    const outbox = await confirming.inject({
      url: `/api/v1/dev/outbox?to=${address.toUpperCase()}`,
    });
    const [message] = outbox.json().messages;
    expect(message).toMatchObject({ to: address.toLowerCase(), subject: expect.any(String) });
    expect(message.text).toContain('Анна Петрова');
    const link = /https:\/\/app\.test\/auth\/confirm#(\S+)/.exec(message.text);
    expect(link).not.toBeNull();
    const fragment = confirmationFragmentSchema.parse(
      Object.fromEntries(new URLSearchParams(link?.[1] as string)),
    );
    expect(fragment).toMatchObject({ expires_in: 3600, token_type: 'bearer' });

    // Signing in waits for the confirmation...
    const early = await post(confirming, 'login', { email: address, password: 'secret1' });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ detail: serverMessages.emailNotConfirmed });

    // ...which the first use of the link's tokens gives.
    const profile = await me(confirming, fragment.access_token);
    expect(profile.statusCode).toBe(200);
    expect(userSchema.parse(profile.json())).toEqual({
      id: expect.any(String),
      email: address.toLowerCase(),
      license_id: null,
      full_name: 'Анна Петрова',
    });
    const login = await post(confirming, 'login', {
      email: address.toUpperCase(),
      password: 'secret1',
    });
    expect(login.statusCode).toBe(200);
  });

  it('confirms on refresh too (the link may be opened after its access token expired)', async () => {
    const address = email('late');
    await post(confirming, 'register', {
      email: address,
      password: 'secret1',
      confirm_password: 'secret1',
    });
    const { messages } = (
      await confirming.inject({ url: `/api/v1/dev/outbox?to=${address}` })
    ).json();
    const refresh = /refresh_token=([\w-]+)/.exec(messages[0].text)?.[1] as string;
    expect((await post(confirming, 'refresh', { refresh_token: refresh })).statusCode).toBe(200);
    expect(
      (await post(confirming, 'login', { email: address, password: 'secret1' })).statusCode,
    ).toBe(200);
  });
});

describe('registration without confirmation', () => {
  it('signs the user in at once', async () => {
    const address = email('instant');
    const response = await post(instant, 'register', {
      email: address,
      password: 'secret1',
      confirm_password: 'secret1',
    });
    expect(response.statusCode).toBe(201);
    const body = registerResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      status: 'confirmed',
      expires_in: 3600,
      user: { email: address, full_name: null },
    });
    expect(parseAccessToken(body.access_token)).toMatchObject({
      userId: body.user?.id,
      licenseId: null,
    });
    const [row] = await database.db.select().from(users).where(eq(users.email, address));
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.email_confirmed_at).toBeInstanceOf(Date);
  });

  it('refuses an e-mail already taken, whatever its case', async () => {
    const address = email('taken');
    await registerConfirmed(instant, address);
    const again = await post(instant, 'register', {
      email: address.toUpperCase(),
      password: 'other12',
      confirm_password: 'other12',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: serverMessages.emailTaken,
      errors: { email: serverMessages.emailTaken },
    });
  });

  it('answers the form rules per field, in the forms own words', async () => {
    const response = await post(instant, 'register', {
      email: 'x@y.z',
      password: '123',
      confirm_password: '1234',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: authMessages.passwordTooShort,
      errors: {
        password: authMessages.passwordTooShort,
        confirm_password: authMessages.passwordsDoNotMatch,
      },
    });
    const missing = await post(instant, 'register', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      email: authMessages.emailRequired,
      password: authMessages.passwordRequired,
    });
    const notEmail = await post(instant, 'register', {
      email: 'nobody',
      password: '123456',
      confirm_password: '123456',
    });
    expect(notEmail.statusCode).toBe(400);
    expect(notEmail.json()).toEqual({
      detail: serverMessages.invalidEmail,
      errors: { email: serverMessages.invalidEmail },
    });
  });
});

describe('login', () => {
  it('answers tokens and the user', async () => {
    const address = email('login');
    await registerConfirmed(instant, address);
    const response = await post(instant, 'login', { email: address, password: 'secret1' });
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { email: address },
    });
    expect(body.refresh_token).toMatch(/^[\w-]{43}$/);
    const stored = await database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, hashRefreshToken(body.refresh_token)));
    expect(stored).toHaveLength(1);
    const plain = await database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, body.refresh_token));
    expect(plain).toHaveLength(0);
  });

  it('answers 401 with the same detail for a wrong password and an unknown e-mail', async () => {
    const address = email('wrong');
    await registerConfirmed(instant, address);
    for (const payload of [
      { email: address, password: 'not-it' },
      { email: email('nobody'), password: 'secret1' },
    ]) {
      const response = await post(instant, 'login', payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: authErrors.invalidCredentials });
    }
  });

  it('refuses a disabled account', async () => {
    const address = email('disabled');
    await registerConfirmed(instant, address);
    await database.db.update(users).set({ is_active: false }).where(eq(users.email, address));
    const response = await post(instant, 'login', { email: address, password: 'secret1' });
    expect(response.statusCode).toBe(403);
  });

  /** A sign-in on the limited server (2 failures a minute per address) from `address`. */
  const signInFrom = (address: string, body: { email: string; password: string }) =>
    limited.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: body,
      remoteAddress: address,
    });

  it('counts failed sign-ins per address, with a clear message', async () => {
    const attempt = () => signInFrom('10.0.1.1', { email: email('rl'), password: 'whatever' });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const third = await attempt();
    expect(third.statusCode).toBe(429);
    expect(third.json().detail).toMatch(
      /^Слишком много неудачных попыток входа с вашего адреса\. Повторите через \d+ с\.$/,
    );
    expect(third.headers['retry-after']).toBeDefined();
  });

  it('does not count successful sign-ins', async () => {
    const address = email('often');
    await registerConfirmed(instant, address);
    for (let i = 0; i < 5; i += 1) {
      const response = await signInFrom('10.0.2.1', { email: address, password: 'secret1' });
      expect(response.statusCode).toBe(200);
    }
  });

  it('locks an account after five wrong passwords, whichever address the next try comes from', async () => {
    const address = email('victim');
    await registerConfirmed(instant, address);
    for (let i = 1; i <= 5; i += 1) {
      const wrong = await signInFrom(`10.0.3.${i}`, { email: address, password: 'wrong-one' });
      expect(wrong.statusCode).toBe(401);
    }
    const right = await signInFrom('10.0.3.99', { email: address, password: 'secret1' });
    expect(right.statusCode).toBe(429);
    expect(right.json().detail).toMatch(
      /^Слишком много неудачных попыток входа в эту учётную запись\. Повторите через 1[45] мин\.$/,
    );
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another account from the same addresses is not affected.
    const other = email('bystander');
    await registerConfirmed(instant, other);
    const fine = await signInFrom('10.0.3.99', { email: other, password: 'secret1' });
    expect(fine.statusCode).toBe(200);
  });

  it('lets a right password clear the wrong ones before it', async () => {
    const address = email('typo');
    await registerConfirmed(instant, address);
    for (let round = 0; round < 2; round += 1) {
      for (let i = 1; i <= 4; i += 1) {
        const wrong = await signInFrom(`10.0.4.${round * 10 + i}`, {
          email: address,
          password: 'typo',
        });
        expect(wrong.statusCode).toBe(401);
      }
      const right = await signInFrom('10.0.4.99', { email: address, password: 'secret1' });
      expect(right.statusCode).toBe(200);
    }
  });
});

describe('refresh tokens', () => {
  it('rotate on every use', async () => {
    const session = await registerConfirmed();
    const first = await post(instant, 'refresh', { refresh_token: session.refresh_token });
    expect(first.statusCode).toBe(200);
    const next = refreshResponseSchema.parse(first.json());
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(parseAccessToken(next.access_token)?.userId).toBe(session.user.id);
    expect((await me(instant, next.access_token)).statusCode).toBe(200);
    const second = await post(instant, 'refresh', { refresh_token: next.refresh_token });
    expect(second.statusCode).toBe(200);
  });

  it('a reused one revokes its whole family, successors included', async () => {
    const session = await registerConfirmed();
    const rotated = refreshResponseSchema.parse(
      (await post(instant, 'refresh', { refresh_token: session.refresh_token })).json(),
    );
    const reuse = await post(instant, 'refresh', { refresh_token: session.refresh_token });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: authErrors.invalidRefreshToken });
    const successor = await post(instant, 'refresh', { refresh_token: rotated.refresh_token });
    expect(successor.statusCode).toBe(401);
  });

  it('does not touch other sessions of the same user', async () => {
    const address = email('two-devices');
    const one = await registerConfirmed(instant, address);
    const two = loginResponseSchema.parse(
      (await post(instant, 'login', { email: address, password: 'secret1' })).json(),
    );
    await post(instant, 'refresh', { refresh_token: one.refresh_token });
    await post(instant, 'refresh', { refresh_token: one.refresh_token }); // reuse: family one revoked
    expect((await post(instant, 'refresh', { refresh_token: two.refresh_token })).statusCode).toBe(
      200,
    );
  });

  it('refuses unknown and expired tokens', async () => {
    expect((await post(instant, 'refresh', { refresh_token: 'x'.repeat(43) })).statusCode).toBe(
      401,
    );
    const session = await registerConfirmed();
    await database.db
      .update(refreshTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.token_hash, hashRefreshToken(session.refresh_token)));
    expect(
      (await post(instant, 'refresh', { refresh_token: session.refresh_token })).statusCode,
    ).toBe(401);
  });
});

describe('me and logout', () => {
  it('me needs a bearer token', async () => {
    const response = await confirming.inject({ url: '/api/v1/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual({ detail: authErrors.notAuthenticated });
    const bad = await me(confirming, 'not-a-token');
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('logout revokes the session: its refresh token no longer works', async () => {
    const session = await registerConfirmed();
    const out = await post(instant, 'logout', undefined, session.access_token);
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect(
      (await post(instant, 'refresh', { refresh_token: session.refresh_token })).statusCode,
    ).toBe(401);
  });

  it('logout accepts an empty JSON body, or the refresh token of another of the user’s sessions', async () => {
    const address = email('logout');
    const one = await registerConfirmed(instant, address);
    const two = loginResponseSchema.parse(
      (await post(instant, 'login', { email: address, password: 'secret1' })).json(),
    );
    const out = await instant.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${one.access_token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ refresh_token: two.refresh_token }),
    });
    expect(out.statusCode).toBe(204);
    expect((await post(instant, 'refresh', { refresh_token: two.refresh_token })).statusCode).toBe(
      401,
    );
    const empty = await instant.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${two.access_token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(204);
  });

  it('a deleted or disabled user’s token stops working for me', async () => {
    const address = email('gone');
    const session = await registerConfirmed(instant, address);
    await database.db.update(users).set({ is_active: false }).where(eq(users.email, address));
    expect((await me(instant, session.access_token)).statusCode).toBe(401);
    expect(
      (await post(instant, 'refresh', { refresh_token: session.refresh_token })).statusCode,
    ).toBe(401);
  });
});
