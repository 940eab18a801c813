// The platform around the routes: version, health, docs, headers, CORS, request ids and the error body.
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from './app.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { PERMISSIONS_POLICY } from './http/security.ts';
import { serverMessages, validationMessages } from './messages.ts';
import { DEMO_LOGINS } from './seed.ts';

describe('server app', async () => {
  const app = await buildServer({ environment: 'test', rateLimits: false });
  afterAll(() => app.close());

  it('answers /api/v1/version with its version and environment', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/version' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ app_version: '0.3.0', environment: 'test' });
  });

  it('routes the client’s trailing-slash form of single-segment paths alike', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/version/' });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for an unknown API route, in the error body', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not Found' });
  });

  it('reports its health and database', async () => {
    const response = await app.inject({ url: '/api/v1/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('publishes an OpenAPI document built from the route schemas, and a browsable reference', async () => {
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/login',
        '/api/v1/auth/register',
        '/api/v1/auth/me',
        '/api/v1/healthz',
      ]),
    );
    expect(
      doc.paths['/api/v1/auth/login'].post.requestBody.content['application/json'].schema,
    ).toMatchObject({
      required: ['email', 'password'],
      additionalProperties: false,
    });
    expect(doc.paths['/api/v1/auth/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/api/v1/docs'))).toBe(false);
    const page = await app.inject({ url: '/api/v1/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
  });

  it('sends security headers suited to the staff app', async () => {
    const response = await app.inject({ url: '/api/v1/version' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
  });

  it('gives every response a request id, keeping a well-formed incoming one', async () => {
    const fresh = await app.inject({ url: '/api/v1/version' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({
      url: '/api/v1/version',
      headers: { 'x-request-id': 'lb-42.abc' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-42.abc');
    const replaced = await app.inject({
      url: '/api/v1/version',
      headers: { 'x-request-id': '<script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('opens CORS only for the public API', async () => {
    const preflight = (url: string) =>
      app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'https://studio.example', 'access-control-request-method': 'POST' },
      });
    const open = await preflight('/api/v1/public/booking');
    expect(open.headers['access-control-allow-origin']).toBe('https://studio.example');
    const closed = await preflight('/api/v1/auth/login');
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await app.inject({
      url: '/api/v1/version',
      headers: { origin: 'https://evil.example' },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  describe('bad input answers 4xx with a clear detail, never 5xx', () => {
    const login = (payload: string, contentType = 'application/json') =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': contentType },
        payload,
      });

    it('malformed JSON', async () => {
      const response = await login('{"email": ');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: serverMessages.invalidJson });
    });

    it('a body that is not an object', async () => {
      for (const payload of ['[]', '"text"', '42', 'null', '']) {
        const response = await login(payload);
        expect(response.statusCode, payload).toBe(400);
        expect(response.json().detail, payload).toBe(validationMessages.bodyMustBeObject);
      }
    });

    it('wrong types, per field', async () => {
      const response = await login(JSON.stringify({ email: 42, password: ['x'] }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: `email: ${validationMessages.expected('строка')}`,
        errors: {
          email: validationMessages.expected('строка'),
          password: validationMessages.expected('строка'),
        },
      });
    });

    it('unknown fields', async () => {
      const response = await login(
        JSON.stringify({ email: 'a@b.c', password: 'x', is_admin: true }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ is_admin: validationMessages.unknownField });
    });

    it('huge strings', async () => {
      const response = await login(
        JSON.stringify({ email: `${'a'.repeat(5000)}@b.c`, password: 'x' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ email: validationMessages.tooLong(254) });
      const huge = await login(
        JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
      );
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ detail: serverMessages.bodyTooLarge });
    });

    it('another content type', async () => {
      const response = await login('email=a&password=b', 'application/x-www-form-urlencoded');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ detail: serverMessages.unsupportedMediaType });
    });

    it('SQL and script payloads are just wrong credentials', async () => {
      for (const email of [
        "' OR '1'='1' --",
        "a@b.c'; drop table users; --",
        '<script>alert(1)</script>',
      ]) {
        const response = await login(JSON.stringify({ email, password: "' OR 1=1 --" }));
        expect(response.statusCode).toBe(401);
      }
      expect((await app.inject({ url: '/api/v1/healthz' })).statusCode).toBe(200);
    });

    it('prototype pollution attempts are refused', async () => {
      const response = await login('{"email":"a@b.c","password":"x","__proto__":{"admin":true}}');
      expect(response.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    });
  });

  it('sends a Permissions-Policy that switches powerful features off', async () => {
    const response = await app.inject({ url: '/api/v1/version' });
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
  });

  it('keeps the development outbox from a request that is not from this machine', async () => {
    const from = (remoteAddress: string) =>
      app.inject({ url: '/api/v1/dev/outbox', remoteAddress });
    expect((await from('127.0.0.1')).statusCode).toBe(200);
    const stranger = await from('203.0.113.7');
    expect(stranger.statusCode).toBe(401);
  });
});

describe('server app in production', async () => {
  const database = await openDatabase();
  await migrate(database);
  const app = await buildServer({
    database,
    environment: 'production',
    jwtSecret: 'p'.repeat(40),
    rateLimits: false,
    emailConfirmation: false,
    seed: true,
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const tokenOf = async (login: { email: string; password: string }) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: login.email, password: login.password },
      })
    ).json().access_token as string;

  it('opens the interactive API reference to a platform superadmin only', async () => {
    expect((await app.inject({ url: '/api/v1/docs/' })).statusCode).toBe(401);
    const owner = await tokenOf(DEMO_LOGINS.owner);
    const refused = await app.inject({
      url: '/api/v1/docs/',
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(refused.statusCode).toBe(403);
    const superadmin = await tokenOf(DEMO_LOGINS.superadmin);
    const page = await app.inject({
      url: '/api/v1/docs/',
      headers: { authorization: `Bearer ${superadmin}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    // The document itself stays public: clients and tools read it.
    expect((await app.inject({ url: '/api/v1/openapi.json' })).statusCode).toBe(200);
  });

  it('has no development outbox', async () => {
    const superadmin = await tokenOf(DEMO_LOGINS.superadmin);
    const response = await app.inject({
      url: '/api/v1/dev/outbox',
      headers: { authorization: `Bearer ${superadmin}` },
    });
    expect(response.statusCode).toBe(404);
  });
});
