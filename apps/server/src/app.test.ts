import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from './app.ts';

describe('server app', async () => {
  const app = await buildServer({ environment: 'test' });
  afterAll(() => app.close());

  it('answers /api/v1/version with its version and environment', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/version' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ app_version: '0.3.0', environment: 'test' });
  });

  it('answers 404 for an unknown API route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
  });
});
