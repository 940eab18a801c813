// The API layer of the test pyramid: a real server process, called over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server-process.ts';

describe('GET /api/v1/version on a real server process', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ NODE_ENV: 'test' });
  });
  afterAll(() => server?.stop());

  it('answers the backend version and environment', async () => {
    const response = await fetch(`${server.url}/api/v1/version`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ app_version: '0.3.0', environment: 'test' });
  });

  it('answers an unknown API path with 404 JSON, not the app page', async () => {
    const response = await fetch(`${server.url}/api/v1/unknown`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
