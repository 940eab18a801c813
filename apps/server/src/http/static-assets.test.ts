// Bytes on the wire (issue 18): pre-compressed built files with caching by name, and compressed API
// answers above 1 kB, through the real server (in process, on an in-memory database).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { cacheControlFor, DOCUMENT_ONLY_HEADERS, IMMUTABLE, REVALIDATE } from './static-assets.ts';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('built files and API answers on the wire', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bd-static-'));
  const webRoot = join(dir, 'web');
  const widgetRoot = join(dir, 'widget');
  let app: FastifyInstance;
  beforeAll(async () => {
    mkdirSync(join(webRoot, 'assets'), { recursive: true });
    mkdirSync(widgetRoot, { recursive: true });
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>BeautyDesk</title>');
    // What apps/web/scripts/prerender.mjs writes beside it.
    mkdirSync(join(webRoot, 'prerendered'));
    writeFileSync(join(webRoot, 'prerendered', 'login.html'), '<!doctype html><h1>Вход</h1>');
    writeFileSync(join(webRoot, 'prerendered', 'public-booking.html'), '<!doctype html><main>');
    writeFileSync(
      join(webRoot, 'prerendered', 'routes.json'),
      JSON.stringify([
        { pattern: '/login', file: 'prerendered/login.html', except: [] },
        {
          pattern: '/public/booking/:studioId',
          file: 'prerendered/public-booking.html',
          except: ['/public/booking/success'],
          preload: ['/api/v1/public/studios/:studioId/info'],
        },
      ]),
    );
    const asset = join(webRoot, 'assets', 'index-B1c2D3e4.js');
    writeFileSync(asset, SCRIPT);
    writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
    writeFileSync(join(widgetRoot, 'loader.js'), '/* loader */');
    writeFileSync(join(widgetRoot, 'widget-Bf0nFxSU.js'), '/* the bundle */');
    app = await buildServer({ webRoot, widgetRoot, rateLimits: false });
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends hashed files pre-compressed and immutable for a year', async () => {
    const br = await app.inject({
      url: '/assets/index-B1c2D3e4.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    const gzip = await app.inject({
      url: '/assets/index-B1c2D3e4.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-B1c2D3e4.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('keeps the page policies for documents and off the hashed files', async () => {
    const asset = await app.inject({
      url: '/assets/index-B1c2D3e4.js',
      headers: { 'accept-encoding': 'br' },
    });
    for (const name of DOCUMENT_ONLY_HEADERS) expect(asset.headers[name], name).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-site');
    for (const url of ['/', '/login', '/widget/loader.js']) {
      const document = await app.inject({ url });
      expect(document.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(document.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('answers the prerendered pages with their own HTML, as documents that revalidate', async () => {
    const pages = {
      '/login': '<h1>Вход</h1>',
      '/login?next=%2Fcalendar': '<h1>Вход</h1>',
      '/public/booking/6f1c2a3b-0000-4000-8000-000000000001': '<main>',
      '/public/booking/success?appointment=a&studio=s': '<title>BeautyDesk</title>',
      '/public/booking/a/b': '<title>BeautyDesk</title>',
      '/calendar': '<title>BeautyDesk</title>',
    };
    for (const [url, marker] of Object.entries(pages)) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(marker);
      expect(response.headers['cache-control'], url).toBe(REVALIDATE);
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  it('names the studio card the booking page asks for first in a Link preload', async () => {
    const id = '6f1c2a3b-0000-4000-8000-000000000001';
    const booking = await app.inject({ url: `/public/booking/${id}?utm=x` });
    expect(booking.headers.link).toBe(
      `</api/v1/public/studios/${id}/info>; rel=preload; as=fetch; crossorigin`,
    );
    // An id with characters a header or a URL would read differently: the page, no preload.
    const odd = await app.inject({ url: '/public/booking/a%3E%3B%20rel%3Dx' });
    expect(odd.body).toContain('<main>');
    expect(odd.headers.link).toBeUndefined();
    for (const url of ['/login', '/public/booking/success', '/calendar']) {
      expect((await app.inject({ url })).headers.link, url).toBeUndefined();
    }
  });

  it('makes index.html (also for client-side routes) and the widget loader revalidate', async () => {
    for (const url of ['/', '/calendar', '/widget/loader.js']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(REVALIDATE);
      expect(response.headers.etag ?? response.headers['last-modified'], url).toBeTruthy();
    }
    expect(cacheControlFor('/widget/frame.html')).toBe(REVALIDATE);
    expect(cacheControlFor('/widget/frame-entry.js')).toBe(REVALIDATE);
    expect(cacheControlFor('/x/inter-cyrillic-wght-normal-DqGufNeO.woff2')).toBe(IMMUTABLE);
  });

  it('caches the widget’s bundle for a year: the loader names it by its content hash', async () => {
    const response = await app.inject({ url: '/widget/widget-Bf0nFxSU.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    // The studio's page imports it as a cross-origin module.
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('compresses API answers above 1 kB when the client accepts it, and only those', async () => {
    const big = await app.inject({
      url: '/api/v1/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    const bigBr = await app.inject({
      url: '/api/v1/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(bigBr.headers['content-encoding']).toBe('br');
    const small = await app.inject({
      url: '/api/v1/version',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await app.inject({ url: '/api/v1/openapi.json' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
