// Sign-in, registration and sessions over HTTP against a real server process: on PGlite always,
// and on PostgreSQL when TEST_DATABASE_URL names one (a fresh database per run, dropped after).
import { beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { API_ENGINES, setUpApiServer } from '../support/api-client.ts';
import { SKIP_POSTGRES_REASON, testDatabaseUrl } from '../support/postgres.ts';

const JWT_SECRET = 'api-test-secret-'.padEnd(48, 'x');

if (!testDatabaseUrl) console.info(`[tests/api/auth] ${SKIP_POSTGRES_REASON}`);

interface Tokens {
  access_token: string;
  refresh_token: string;
}

describe.each(API_ENGINES)('auth API on $engine', ({ engine, skip }) => {
  describe.skipIf(skip)('', () => {
    let n = 0;
    const newEmail = () => `api-${engine}-${(n += 1)}-${Date.now()}@example.com`;

    const server = setUpApiServer(engine, {
      NODE_ENV: 'test',
      JWT_SECRET,
      EMAIL_CONFIRMATION: 'on',
      AUTH_RATE_LIMIT: 'off',
      PUBLIC_URL: 'http://app.test',
    });

    const call = (
      method: string,
      path: string,
      options: { body?: unknown; raw?: string; token?: string } = {},
    ) =>
      fetch(`${server.url}/api/v1${path}`, {
        method,
        headers: {
          ...(options.body !== undefined || options.raw !== undefined
            ? { 'content-type': 'application/json' }
            : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        ...(options.raw !== undefined ? { body: options.raw } : {}),
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      });

    /** Registers, follows the e-mailed link's tokens (as /auth/confirm does) and returns them. */
    async function registerAndConfirm(
      email = newEmail(),
      password = 'secret1',
    ): Promise<Tokens & { email: string }> {
      const register = await call('POST', '/auth/register', {
        body: { email, password, confirm_password: password, full_name: 'Тест Тестов' },
      });
      expect(register.status).toBe(201);
      expect(await register.json()).toMatchObject({
        status: 'pending_confirmation',
        message: expect.any(String),
      });

      const outbox = await call('GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await outbox.json()) as { messages: { text: string }[] };
      expect(messages).toHaveLength(1);
      const link = /http:\/\/app\.test\/auth\/confirm#(\S+)/.exec(messages[0]?.text ?? '');
      expect(link, messages[0]?.text).not.toBeNull();
      const fragment = new URLSearchParams(link?.[1]);
      expect(fragment.get('expires_in')).toBe('3600');
      expect(fragment.get('token_type')).toBe('bearer');
      const tokens = {
        access_token: fragment.get('access_token') as string,
        refresh_token: fragment.get('refresh_token') as string,
      };
      const me = await call('GET', '/auth/me', { token: tokens.access_token });
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual({
        id: expect.any(String),
        email,
        license_id: null,
        full_name: 'Тест Тестов',
      });
      return { ...tokens, email };
    }

    async function login(email: string, password = 'secret1'): Promise<Tokens> {
      const response = await call('POST', '/auth/login', { body: { email, password } });
      expect(response.status).toBe(200);
      return (await response.json()) as Tokens;
    }

    const refresh = (refresh_token: string) =>
      call('POST', '/auth/refresh', { body: { refresh_token } });

    it(`runs on ${engine}`, async () => {
      const health = await call('GET', '/healthz');
      expect(await health.json()).toEqual({ status: 'ok', database: engine });
    });

    it('registers, confirms through the e-mailed link, then signs in', async () => {
      const { email } = await registerAndConfirm();
      const response = await call('POST', '/auth/login', { body: { email, password: 'secret1' } });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({
        token_type: 'bearer',
        expires_in: 3600,
        user: { email, license_id: null },
      });
      const claims = JSON.parse(
        Buffer.from(body.access_token.split('.')[1], 'base64url').toString(),
      );
      expect(claims).toMatchObject({
        sub: body.user.id,
        scope_type: 'license',
        perms_version: 1,
        lic: null,
        license_id: null,
        plat: null,
        brole: null,
        safe: false,
      });
      expect(claims.exp - claims.iat).toBe(3600);
    });

    it('answers a wrong password with 401 and a detail', async () => {
      const { email } = await registerAndConfirm();
      const response = await call('POST', '/auth/login', {
        body: { email, password: 'wrong-one' },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ detail: 'Invalid email or password' });
    });

    it('rotates the refresh token on every use', async () => {
      const { email } = await registerAndConfirm();
      const session = await login(email);
      const first = await refresh(session.refresh_token);
      expect(first.status).toBe(200);
      const next = (await first.json()) as Tokens;
      expect(next.refresh_token).not.toBe(session.refresh_token);
      expect((await call('GET', '/auth/me', { token: next.access_token })).status).toBe(200);
      expect((await refresh(next.refresh_token)).status).toBe(200);
    });

    it('revokes the whole family when a rotated token is reused', async () => {
      const { email } = await registerAndConfirm();
      const session = await login(email);
      const successor = (await (await refresh(session.refresh_token)).json()) as Tokens;
      const reuse = await refresh(session.refresh_token);
      expect(reuse.status).toBe(401);
      expect((await refresh(successor.refresh_token)).status).toBe(401);
    });

    it('lets exactly one of two simultaneous uses of a refresh token win (the other is a reuse)', async () => {
      const { email } = await registerAndConfirm();
      const session = await login(email);
      const answers = await Promise.all([
        refresh(session.refresh_token),
        refresh(session.refresh_token),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
      const winner = (await answers.find((answer) => answer.ok)?.json()) as Tokens;
      // The loser counted as reuse, so the winner's successor went down with the family.
      expect((await refresh(winner.refresh_token)).status).toBe(401);
    });

    it('logs out: the session can no longer be refreshed', async () => {
      const { email } = await registerAndConfirm();
      const session = await login(email);
      const out = await call('POST', '/auth/logout', { token: session.access_token });
      expect(out.status).toBe(204);
      expect((await refresh(session.refresh_token)).status).toBe(401);
    });

    describe('refuses every token that is not a valid access token of ours', () => {
      let session: Tokens & { email: string };
      let sub: string;
      beforeAll(async () => {
        session = await registerAndConfirm();
        sub = JSON.parse(
          Buffer.from(session.access_token.split('.')[1] as string, 'base64url').toString(),
        ).sub;
      });

      const sign = (key: string, exp: number, alg = 'HS256') =>
        new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
          .setProtectedHeader({ alg, typ: 'at+jwt' })
          .setSubject(sub)
          .setIssuer('beautydesk')
          .setAudience('beautydesk-api')
          .setIssuedAt(exp - 3600)
          .setExpirationTime(exp)
          .sign(new TextEncoder().encode(key));
      const now = () => Math.floor(Date.now() / 1000);
      const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

      it('accepts a token signed like ours (so the refusals below are about one thing each)', async () => {
        expect(
          (await call('GET', '/auth/me', { token: await sign(JWT_SECRET, now() + 60) })).status,
        ).toBe(200);
      });

      it.each([
        ['expired', () => sign(JWT_SECRET, now() - 5)],
        [
          'with a forged signature',
          () => sign('another-secret-another-secret-another', now() + 60),
        ],
        ['with alg HS512', () => sign(JWT_SECRET, now() + 60, 'HS512')],
        [
          'unsigned (alg none)',
          async () =>
            `${b64({ alg: 'none', typ: 'at+jwt' })}.${b64({ sub, sid: 'x', exp: now() + 60, iss: 'beautydesk', aud: 'beautydesk-api' })}.`,
        ],
        ['a refresh token', async () => session.refresh_token],
        [
          'a real token with its payload edited',
          async () => {
            const [header, payload, signature] = session.access_token.split('.') as [
              string,
              string,
              string,
            ];
            const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
            return `${header}.${b64({ ...claims, plat: 'platform_superadmin' })}.${signature}`;
          },
        ],
      ])('%s → 401', async (_label, make) => {
        const response = await call('GET', '/auth/me', { token: await make() });
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ detail: 'Invalid or expired token' });
      });

      it('an access token used as a refresh token → 401', async () => {
        expect((await refresh(session.access_token)).status).toBe(401);
      });
    });

    describe('bad input answers 4xx with a clear message and the server stays up', () => {
      it.each([
        ['wrong types', { email: 1, password: true }],
        ['unknown fields', { email: 'a@b.c', password: 'x', role: 'platform_superadmin' }],
        ['huge strings', { email: `${'a'.repeat(100_000)}@b.c`, password: 'x' }],
        ['missing fields', {}],
        ['an array', [{ email: 'a@b.c' }]],
      ])('login with %s → 400', async (_label, body) => {
        const response = await call('POST', '/auth/login', { body });
        expect(response.status).toBe(400);
        const answer = await response.json();
        expect(answer.detail).toEqual(expect.any(String));
        expect(answer.detail.length).toBeGreaterThan(3);
      });

      it('register with a mismatched confirmation names the field', async () => {
        const response = await call('POST', '/auth/register', {
          body: { email: newEmail(), password: 'secret1', confirm_password: 'secret2' },
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          detail: 'Пароли не совпадают',
          errors: { confirm_password: 'Пароли не совпадают' },
        });
      });

      it('malformed JSON and a 2 MB body', async () => {
        expect((await call('POST', '/auth/login', { raw: '{"email":' })).status).toBe(400);
        expect(
          (
            await call('POST', '/auth/login', {
              raw: JSON.stringify({ password: 'x'.repeat(2_000_000) }),
            })
          ).status,
        ).toBe(413);
      });

      it('SQL and script payloads are plain data', async () => {
        for (const email of [
          "admin'--",
          "x' OR '1'='1",
          '"; DROP TABLE users; --',
          '<script>alert(1)</script>@x.io',
        ]) {
          const response = await call('POST', '/auth/login', {
            body: { email, password: "' OR 1=1 --" },
          });
          expect(response.status, email).toBe(401);
        }
        const script = '<img src=x onerror=alert(1)>';
        const email = newEmail();
        const registered = await call('POST', '/auth/register', {
          body: { email, password: 'secret1', confirm_password: 'secret1', full_name: script },
        });
        expect(registered.status).toBe(201);
        expect(registered.headers.get('content-type')).toContain('application/json');
        const { messages } = await (
          await call('GET', `/dev/outbox?to=${encodeURIComponent(email)}`)
        ).json();
        expect(messages[0].text).toContain(script);
        const health = await call('GET', '/healthz');
        expect(health.status).toBe(200);
      });
    });
  });
});
