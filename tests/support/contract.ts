// Contract tests' shared set-up: a real server process started for the suite (its output printed
// when a test fails), packages/api pointed at it with fresh in-memory tokens, the demo accounts'
// sign-in, and the helpers every contract file reads failures and tokens with.
import { beforeEach, onTestFailed } from 'vitest';
import { login } from '@beautydesk/api/auth';
import { configureApi } from '@beautydesk/api/client';
import { memoryTokenStorage, type TokenStorage } from '@beautydesk/api/token-storage';
import { DEMO_ACCOUNTS, setUpApiServer } from './api-client.ts';
import type { RunningServer } from './server-process.ts';

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Points packages/api at `server` with fresh in-memory tokens and Node's own fetch. */
export function configureAgainst(server: Pick<RunningServer, 'url'>): TokenStorage {
  const tokens = memoryTokenStorage();
  configureApi({ origin: server.url, tokens, fetch: globalThis.fetch });
  return tokens;
}

/** Points packages/api at `server` afresh and signs in with the demo account `who` (or an e-mail and password). */
export async function signInAgainst(
  server: Pick<RunningServer, 'url'>,
  who: DemoAccount | readonly [email: string, password: string],
): Promise<TokenStorage> {
  const tokens = configureAgainst(server);
  const [email, password] = typeof who === 'string' ? DEMO_ACCOUNTS[who] : who;
  await login({ email, password });
  return tokens;
}

/** Runs `call` and returns what it threw (failing when it did not throw). */
export async function failureOf(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

/** The claims of a JWT, unverified. */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

/**
 * Starts a server process for the enclosing suite on PGlite with the contract defaults
 * (NODE_ENV=contract, EMAIL_CONFIRMATION=off, AUTH_RATE_LIMIT=off) under `env`, prints its output
 * when a test fails, and stops it after the suite. Read the returned server inside tests and hooks.
 */
export function setUpContractServer(env: Record<string, string>): RunningServer {
  const server = setUpApiServer('pglite', {
    NODE_ENV: 'contract',
    EMAIL_CONFIRMATION: 'off',
    AUTH_RATE_LIMIT: 'off',
    ...env,
  });
  beforeEach(() => {
    onTestFailed(() => console.error(`server output:\n${server.output()}`));
  });
  return server;
}
