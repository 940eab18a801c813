// In-process test servers: buildServer on one migrated in-memory PGlite per test file, with helpers to call it and sign users up.
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer, type ServerOptions } from '../app.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export interface TestServer {
  /** Set by the file's beforeAll; read them inside tests and helpers, not at import time. */
  readonly database: Database;
  readonly app: FastifyInstance;
}

/** Opens and migrates PGlite, builds the server on it before the file's tests, and closes both after. */
export function setUpTestServer(options: Omit<ServerOptions, 'database'>): TestServer {
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await openDatabase();
    await migrate(database);
    app = await buildServer({ database, ...options });
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
