import { describe, expect, it } from 'vitest';
import { loadVersionLabel } from './version.ts';

const respond = (status: number, body: unknown): typeof fetch =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('loadVersionLabel', () => {
  it('shows the backend version and environment', async () => {
    const label = await loadVersionLabel(
      respond(200, { app_version: '1.2.3', environment: 'prod' }),
    );
    expect(label).toEqual({ frontend: '0.3.0-stage3', backend: '1.2.3', environment: 'prod' });
  });

  it("falls back to 'unknown' when the call fails", async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await loadVersionLabel(offline)).toEqual({
      frontend: '0.3.0-stage3',
      backend: 'unknown',
      environment: 'unknown',
    });
  });

  it("falls back to 'unknown' on an error status or a malformed answer", async () => {
    expect((await loadVersionLabel(respond(500, {}))).backend).toBe('unknown');
    expect((await loadVersionLabel(respond(200, { version: 1 }))).backend).toBe('unknown');
  });
});

describe('loadVersionLabel URL', () => {
  it('calls /version/ with the trailing slash of the spec’s single-segment rule', async () => {
    const urls: string[] = [];
    const recording = (async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ app_version: '1', environment: 'x' }));
    }) as unknown as typeof fetch;
    await loadVersionLabel(recording, 'http://host');
    expect(urls).toEqual(['http://host/api/v1/version/']);
  });
});
