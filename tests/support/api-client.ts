// Real-process API tests: the server per engine, one JSON client for it, and the sign-in calls they start from.
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestDatabase, testDatabaseUrl } from './postgres.ts';
import { startServer, type RunningServer } from './server-process.ts';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL only when TEST_DATABASE_URL names one. */
export const API_ENGINES = [
  { engine: 'pglite', skip: false },
  { engine: 'postgres', skip: !testDatabaseUrl },
] as const;

/** The demo accounts (SEED=on) with their e-mail and password, as the server prints them. */
export const DEMO_ACCOUNTS = {
  owner: ['owner@demo.beautydesk.local', 'owner123'],
  administrator: ['admin@demo.beautydesk.local', 'admin123'],
  master: ['master@demo.beautydesk.local', 'master123'],
  superadmin: ['superadmin@demo.beautydesk.local', 'superadmin123'],
  superadminSafe: ['superadmin-safe@demo.beautydesk.local', 'superadmin123'],
} as const;

/** The demo license's staff accounts (owner, administrator, master). */
export const DEMO_STAFF = {
  owner: DEMO_ACCOUNTS.owner,
  administrator: DEMO_ACCOUNTS.administrator,
  master: DEMO_ACCOUNTS.master,
} as const;

/**
 * setUpApiServer with the demo data and the business tests' defaults (NODE_ENV=test, its own JWT key
 * from `name`, no e-mail confirmation, no rate limits), `env` on top.
 */
export function setUpDemoServer(
  engine: Engine,
  name: string,
  env: Record<string, string> = {},
): RunningServer {
  return setUpApiServer(engine, {
    NODE_ENV: 'test',
    JWT_SECRET: `api-${name}-`.padEnd(48, 'x'),
    EMAIL_CONFIRMATION: 'off',
    AUTH_RATE_LIMIT: 'off',
    SEED: 'on',
    ...env,
  });
}

/**
 * Starts the server process with `env` before the enclosing suite's tests (on 'postgres', on a
 * fresh database) and stops it, dropping that database, after them. The returned server forwards
 * to the running one, so read it inside tests and hooks only.
 */
export function setUpApiServer(engine: Engine, env: Record<string, string>): RunningServer {
  let server: RunningServer | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const serverEnv = { ...env };
    if (engine === 'postgres') {
      const database = await createTestDatabase();
      dropDatabase = database.dispose;
      serverEnv.DATABASE_URL = database.url;
    }
    server = await startServer(serverEnv);
  });
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });
  const running = () => {
    if (!server) throw new Error('the API server is started in beforeAll');
    return server;
  };
  return {
    get url() {
      return running().url;
    },
    get dataDir() {
      return running().dataDir;
    },
    output: () => running().output(),
    exitCode: () => running().exitCode(),
    stop: () => running().stop(),
    kill: () => running().kill(),
    interrupt: () => running().interrupt(),
  };
}

export interface JsonAnswer {
  status: number;
  // Tests read whatever the route answers; the contract tests own the schemas.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export type JsonCall = (
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) => Promise<JsonAnswer>;

/** fetch on /api/v1`path` with a JSON body and a bearer token when given; the answer's JSON parsed (null when empty). */
export function jsonClient(server: Pick<RunningServer, 'url'>): JsonCall {
  return async (method, path, token, body) => {
    const response = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

/** Signs every account in (each must answer 200) and keeps its access token under its key. */
export async function signInAll<Who extends string>(
  call: JsonCall,
  accounts: Readonly<Record<Who, readonly [email: string, password: string]>>,
  tokens: Partial<Record<Who, string>>,
): Promise<void> {
  for (const [who, [email, password]] of Object.entries(accounts) as [
    Who,
    readonly [string, string],
  ][]) {
    const response = await call('POST', '/auth/login', undefined, { email, password });
    expect(response.status, email).toBe(200);
    tokens[who] = response.body.access_token;
  }
}

/** Registers `email` with the password 'secret1'; the caller checks the answer. */
export const registerUser = (call: JsonCall, email: string) =>
  call('POST', '/auth/register', undefined, {
    email,
    password: 'secret1',
    confirm_password: 'secret1',
  });

/** Creates a license owned by the bearer of `token`; the caller checks the answer. */
export const createLicense = (call: JsonCall, token: string, body: object) =>
  call('POST', '/onboarding/create-license', token, body);

/**
 * Registers `email` (201), creates a license named `licenseName` for it (201) and refreshes its
 * session (200): the new license owner's access token, carrying the license.
 */
export async function licenseOwnerToken(
  call: JsonCall,
  email: string,
  licenseName: string,
): Promise<string> {
  const registered = await registerUser(call, email);
  expect(registered.status).toBe(201);
  const license = await createLicense(call, registered.body.access_token, { name: licenseName });
  expect(license.status).toBe(201);
  const refreshed = await call('POST', '/auth/refresh', undefined, {
    refresh_token: registered.body.refresh_token,
  });
  expect(refreshed.status).toBe(200);
  return refreshed.body.access_token as string;
}
