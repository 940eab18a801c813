import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_DATA_DIR,
  flag,
  listenOptionsFrom,
  rateLimitsFrom,
  serverOptionsFromEnv,
} from './config.ts';
import { DEFAULT_RATE_LIMITS } from './context.ts';
import { loadJwtSecret, SECRET_FILE } from './auth/secret.ts';

describe('settings from the environment', () => {
  const listen = { port: 3000, host: '127.0.0.1' };

  it('defaults: PGlite in .data at the repo root, confirmation on, limits on, outbox', () => {
    const options = serverOptionsFromEnv({}, listen);
    expect(options).toEqual({
      environment: 'development',
      logger: true,
      dataDir: DEFAULT_DATA_DIR,
      emailConfirmation: true,
      publicUrl: 'http://127.0.0.1:3000',
      rateLimits: DEFAULT_RATE_LIMITS,
      trustProxy: false,
      seed: true,
      assistant: { provider: 'offline' },
    });
    expect(DEFAULT_DATA_DIR).toMatch(/\/\.data$/);
  });

  it('reads every variable', () => {
    const options = serverOptionsFromEnv(
      {
        NODE_ENV: 'production',
        LOG: 'off',
        DATA_DIR: '/srv/bd',
        DATABASE_URL: 'postgres://db/bd',
        JWT_SECRET: 'x'.repeat(40),
        EMAIL_CONFIRMATION: 'off',
        PUBLIC_URL: 'https://bd.example',
        SMTP_URL: 'smtp://mail:25',
        MAIL_FROM: 'BD <bd@example.com>',
        AUTH_RATE_LIMIT: '100',
        TRUST_PROXY: 'true',
        SEED: 'on',
        AI_BASE_URL: 'https://ai.example/v1',
        AI_API_KEY: 'key',
        AI_MODEL: 'model-1',
      },
      listen,
    );
    expect(options).toEqual({
      environment: 'production',
      logger: false,
      dataDir: '/srv/bd',
      databaseUrl: 'postgres://db/bd',
      jwtSecret: 'x'.repeat(40),
      emailConfirmation: false,
      publicUrl: 'https://bd.example',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'BD <bd@example.com>',
      rateLimits: { login: 100, register: 100, refresh: 300 },
      trustProxy: true,
      seed: true,
      assistant: {
        provider: 'openai',
        baseUrl: 'https://ai.example/v1',
        apiKey: 'key',
        model: 'model-1',
      },
    });
    expect(serverOptionsFromEnv({ NODE_ENV: 'production' }, listen).seed).toBe(false);
    expect(serverOptionsFromEnv({ SEED: 'off' }, listen).seed).toBe(false);
  });

  it('refuses values it cannot read', () => {
    expect(() => flag('maybe', true, 'EMAIL_CONFIRMATION')).toThrow(/EMAIL_CONFIRMATION/);
    expect(() => rateLimitsFrom('lots')).toThrow(/AUTH_RATE_LIMIT/);
    expect(rateLimitsFrom('off')).toBe(false);
    expect(() => listenOptionsFrom({ PORT: 'http' })).toThrow(/PORT/);
    expect(listenOptionsFrom({ PORT: '4000', HOST: '0.0.0.0' })).toEqual({
      port: 4000,
      host: '0.0.0.0',
    });
  });
});

describe('the JWT key', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bd-secret-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is generated once in the data folder, readable by its owner only, and kept', () => {
    const first = loadJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(loadJwtSecret(undefined, dir)).toEqual(first);
  });

  it('comes from JWT_SECRET when set, which must be long enough', () => {
    expect(new TextDecoder().decode(loadJwtSecret('k'.repeat(32), dir))).toBe('k'.repeat(32));
    expect(() => loadJwtSecret('short', dir)).toThrow(/at least 32/);
  });

  it('is random per process without a folder', () => {
    expect(loadJwtSecret(undefined, undefined)).not.toEqual(loadJwtSecret(undefined, undefined));
  });
});
