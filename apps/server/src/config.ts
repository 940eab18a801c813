// Server settings from environment variables (documented in apps/server/README.md).
import { fileURLToPath } from 'node:url';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './context.ts';
import type { ServerOptions } from './app.ts';
import { assistantSettingsFromEnv } from './tasks/assistant/settings.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const DEFAULT_DATA_DIR = `${REPO_ROOT}.data`;

const OFF = new Set(['0', 'false', 'off', 'no']);
const ON = new Set(['1', 'true', 'on', 'yes']);

export function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  const normal = value.trim().toLowerCase();
  if (ON.has(normal)) return true;
  if (OFF.has(normal)) return false;
  throw new Error(`${name} must be on or off (got "${value}")`);
}

/** AUTH_RATE_LIMIT: "off", or sign-in and registration attempts per minute and IP (refresh gets 3×). */
export function rateLimitsFrom(value: string | undefined): RateLimits | false {
  if (value === undefined || value.trim() === '') return DEFAULT_RATE_LIMITS;
  if (OFF.has(value.trim().toLowerCase())) return false;
  const perMinute = Number(value);
  if (!Number.isInteger(perMinute) || perMinute < 1) {
    throw new Error(
      `AUTH_RATE_LIMIT must be "off" or a whole number of requests per minute (got "${value}")`,
    );
  }
  return { login: perMinute, register: perMinute, refresh: perMinute * 3 };
}

export interface ListenOptions {
  port: number;
  host: string;
}

export function listenOptionsFrom(env: NodeJS.ProcessEnv): ListenOptions {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port: ${env.PORT}`);
  return { port, host: env.HOST ?? '127.0.0.1' };
}

export function serverOptionsFromEnv(env: NodeJS.ProcessEnv, listen: ListenOptions): ServerOptions {
  const environment = env.NODE_ENV ?? 'development';
  const options: ServerOptions = {
    environment,
    logger: env.LOG !== 'off',
    dataDir: env.DATA_DIR || DEFAULT_DATA_DIR,
    emailConfirmation: flag(env.EMAIL_CONFIRMATION, true, 'EMAIL_CONFIRMATION'),
    publicUrl: env.PUBLIC_URL || `http://${listen.host}:${listen.port}`,
    rateLimits: rateLimitsFrom(env.AUTH_RATE_LIMIT),
    trustProxy: flag(env.TRUST_PROXY, false, 'TRUST_PROXY'),
    // Demo data by default, except in production where it must be asked for (SEED=on).
    seed: flag(env.SEED, environment !== 'production', 'SEED'),
  };
  if (env.DATABASE_URL) options.databaseUrl = env.DATABASE_URL;
  if (env.JWT_SECRET) options.jwtSecret = env.JWT_SECRET;
  if (env.SMTP_URL) options.smtpUrl = env.SMTP_URL;
  if (env.MAIL_FROM) options.mailFrom = env.MAIL_FROM;
  if (env.REDIS_URL) options.redisUrl = env.REDIS_URL;
  if (env.RATE_LIMIT_NAMESPACE) options.rateLimitNamespace = env.RATE_LIMIT_NAMESPACE;
  options.assistant = assistantSettingsFromEnv(env);
  if (env.TEST_NOW) options.now = clockFrom(env.TEST_NOW, environment);
  return options;
}

/**
 * TEST_NOW (NODE_ENV=test only): an ISO instant the server's clock starts from and runs on from,
 * so a test can stand a studio at 23:30 of its own day on any real hour.
 */
export function clockFrom(value: string, environment: string): () => Date {
  if (environment !== 'test') throw new Error('TEST_NOW is only honoured with NODE_ENV=test');
  const start = Date.parse(value);
  if (Number.isNaN(start)) throw new Error(`TEST_NOW is not an instant: ${value}`);
  const offset = start - Date.now();
  return () => new Date(Date.now() + offset);
}
