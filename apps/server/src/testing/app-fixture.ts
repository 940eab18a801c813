// In-process test servers: buildServer on one migrated in-memory PGlite per test file, with helpers to call it and sign users up.
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer, type ServerOptions } from '../app.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { DEMO_LOGINS } from '../seed.ts';

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export interface TestServer {
  /** Set by the file's beforeAll; read them inside tests and helpers, not at import time. */
  readonly database: Database;
  readonly app: FastifyInstance;
}

type TestServerOptions = Omit<ServerOptions, 'database'>;

/**
 * Opens and migrates PGlite, builds the server on it before the file's tests, and closes both
 * after. `options` may be a function, read when the server is built (after earlier beforeAll hooks).
 */
export function setUpTestServer(
  options: TestServerOptions | (() => TestServerOptions),
): TestServer {
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await openDatabase();
    await migrate(database);
    app = await buildServer({
      database,
      ...(typeof options === 'function' ? options() : options),
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  return {
    get database() {
      if (!database) throw new Error('the test database is opened in beforeAll');
      return database;
    },
    get app() {
      if (!app) throw new Error('the test server is built in beforeAll');
      return app;
    },
  };
}

export interface AppFixtureOptions {
  /** One character, repeated into the file's own JWT key. */
  secret: string;
  /** Registered users get `<emailPrefix>-<n>@example.com`. */
  emailPrefix: string;
  /** Expect 201 from register and 200 from refresh (default true). */
  checkStatus?: boolean;
}

export interface AppFixture extends TestServer {
  /** A JSON call to /api/v1`url`, with a bearer token when given. */
  call(
    method: string,
    url: string,
    token?: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** A new confirmed user (e-mail confirmation is off) with the password 'secret1'. */
  register(): Promise<Tokens & { id: string }>;
  /** Fresh tokens for `tokens`' session, carrying the user's current license and roles. */
  refresh(tokens: Tokens): Promise<Tokens>;
}

/** A test server without e-mail confirmation or rate limits, and the calls most route tests start from. */
export function setUpAppFixture({
  secret,
  emailPrefix,
  checkStatus = true,
}: AppFixtureOptions): AppFixture {
  const server = setUpTestServer({
    environment: 'test',
    jwtSecret: secret.repeat(40),
    emailConfirmation: false,
    rateLimits: false,
  });
  let n = 0;

  const call: AppFixture['call'] = (method, url, token, payload) =>
    server.app.inject({
      method: method as 'GET',
      url: `/api/v1${url}`,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  async function register(): Promise<Tokens & { id: string }> {
    const password = 'secret1';
    const response = await call('POST', '/auth/register', undefined, {
      email: `${emailPrefix}-${(n += 1)}@example.com`,
      password,
      confirm_password: password,
    });
    if (checkStatus) expect(response.statusCode).toBe(201);
    const body = response.json();
    return { ...body, id: body.user.id };
  }

  async function refresh(tokens: Tokens): Promise<Tokens> {
    const response = await call('POST', '/auth/refresh', undefined, {
      refresh_token: tokens.refresh_token,
    });
    if (checkStatus) expect(response.statusCode).toBe(200);
    return response.json();
  }

  return {
    get database() {
      return server.database;
    },
    get app() {
      return server.app;
    },
    call,
    register,
    refresh,
  };
}

/** A JSON call to /api/v1`url` through app.inject, with a bearer token when given. */
export type InjectCall = (
  method: string,
  url: string,
  token?: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/** app.inject on /api/v1`url` with `payload` as JSON and a bearer token when given. */
export function injectCall(server: Pick<TestServer, 'app'>): InjectCall {
  return (method, url, token, payload) =>
    server.app.inject({
      method: method as 'GET',
      url: `/api/v1${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}

export interface DemoTestServer extends TestServer {
  call: InjectCall;
  /** Signs the demo account `who` (or an e-mail and password) in (200): its access token. */
  login(who: keyof typeof DEMO_LOGINS | { email: string; password: string }): Promise<string>;
  /** Registers `email` with the password 'secret1' (201): its tokens and user id. */
  registerUser(email: string): Promise<Tokens & { id: string }>;
  /**
   * Registers `email` (201), creates a license named `licenseName` for it (201) and refreshes its
   * session (200): the owner's access token (carrying the license), the license and user ids.
   */
  newLicenseOwner(
    email: string,
    licenseName: string,
  ): Promise<{ token: string; licenseId: string; userId: string }>;
  /**
   * Registers `email` (201), puts it into `licenseId` without a business role (written straight
   * into the database: no endpoint does that) and signs it in: its access token.
   */
  memberWithoutRole(email: string, licenseId: string): Promise<string>;
}

/**
 * setUpTestServer with the demo data, a JWT key of `secret` repeated, no e-mail confirmation and
 * no rate limits (`options` on top), and the calls the business route tests start from.
 */
export function setUpDemoTestServer(
  secret: string,
  options: TestServerOptions | (() => TestServerOptions) = {},
): DemoTestServer {
  const server = setUpTestServer(() => ({
    environment: 'test',
    jwtSecret: secret.repeat(40),
    emailConfirmation: false,
    rateLimits: false,
    seed: true,
    ...(typeof options === 'function' ? options() : options),
  }));
  const call = injectCall(server);

  async function login(
    who: keyof typeof DEMO_LOGINS | { email: string; password: string },
  ): Promise<string> {
    const { email, password } = typeof who === 'string' ? DEMO_LOGINS[who] : who;
    const response = await call('POST', '/auth/login', undefined, { email, password });
    expect(response.statusCode).toBe(200);
    return response.json().access_token as string;
  }

  async function registerUser(email: string): Promise<Tokens & { id: string }> {
    const response = await call('POST', '/auth/register', undefined, {
      email,
      password: 'secret1',
      confirm_password: 'secret1',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    return { ...body, id: body.user.id };
  }

  async function newLicenseOwner(email: string, licenseName: string) {
    const registered = await registerUser(email);
    const created = await call('POST', '/onboarding/create-license', registered.access_token, {
      name: licenseName,
    });
    expect(created.statusCode).toBe(201);
    const refreshed = await call('POST', '/auth/refresh', undefined, {
      refresh_token: registered.refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);
    return {
      token: refreshed.json().access_token as string,
      licenseId: created.json().license_id as string,
      userId: registered.id,
    };
  }

  async function memberWithoutRole(email: string, licenseId: string): Promise<string> {
    await registerUser(email);
    await server.database.withConnection((connection) =>
      connection.query(
        'update users set license_id = $1, business_role_id = null where email = $2',
        [licenseId, email],
      ),
    );
    return login({ email, password: 'secret1' });
  }

  return {
    get database() {
      return server.database;
    },
    get app() {
      return server.app;
    },
    call,
    login,
    memberWithoutRole,
    registerUser,
    newLicenseOwner,
  };
}
