// The widget's server side through the real server (in process, on an in-memory database): the demo
// studio site at /widget/demo with its stylesheet and script, under a strict CSP; frame.html open
// for framing by any site; the widget's files readable from studios' sites (CORS, CORP).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';

const FRAME_HTML = '<!doctype html><title>frame</title><div id="root"></div>';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

/** A built widget folder: the demo routes are installed only when it exists. */
function widgetFolder(dir: string): string {
  const widgetRoot = join(dir, 'widget');
  mkdirSync(widgetRoot, { recursive: true });
  writeFileSync(join(widgetRoot, 'loader.js'), '/* loader */');
  writeFileSync(join(widgetRoot, 'frame.html'), FRAME_HTML);
  return widgetRoot;
}

describe('the widget demo routes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bd-widget-demo-'));
  let app: FastifyInstance;
  let demoStudio: string;
  beforeAll(async () => {
    app = await buildServer({ widgetRoot: widgetFolder(dir), rateLimits: false, seed: true });
    // The demo license's first studio, as the public API knows it.
    const page = await app.inject({ url: '/widget/demo' });
    demoStudio = /data-studio-id="([0-9a-f-]{36})"/.exec(page.body)?.[1] ?? '';
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the demo site for the demo studio, with every mode and the loader', async () => {
    const response = await app.inject({ url: '/widget/demo', headers: { host: 'studio.test' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const info = await app.inject({ url: `/api/v1/public/studios/${demoStudio}/info` });
    expect(info.statusCode).toBe(200);
    expect(info.json().studio.name).toBeTruthy();
    const html = response.body;
    expect(html).toContain(
      `<script async src="http://studio.test/widget/loader.js" data-studio-id="${demoStudio}" data-target="#inline-target"></script>`,
    );
    expect(html).toContain('<link rel="stylesheet" href="http://studio.test/widget/demo.css" />');
    expect(html).toContain('<script src="http://studio.test/widget/demo.js"></script>');
    for (const mode of ['popup', 'iframe', 'floating']) {
      expect(html).toContain(`data-studio-id="${demoStudio}" data-mode="${mode}"`);
    }
    expect(html).toContain(`data-beautydesk-open="${demoStudio}"`);
  });

  it('has no inline script or style, and says so in a strict CSP', async () => {
    const response = await app.inject({ url: '/widget/demo' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toBe("'none'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('frame-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(response.body).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
  });

  it('takes another studio from ?studio= only when it is a UUID', async () => {
    const other = '00000000-0000-4000-8000-000000000001';
    const chosen = await app.inject({ url: `/widget/demo?studio=${other}` });
    expect(chosen.body).toContain(`data-studio-id="${other}" data-target="#inline-target"`);
    const hostile = await app.inject({
      url: `/widget/demo?studio=${encodeURIComponent('"><script>alert(1)</script>')}`,
    });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).not.toContain('alert(1)');
    expect(hostile.body).toContain(`data-studio-id="${demoStudio}" data-target="#inline-target"`);
  });

  it('serves the same page without the widget for ?widget=none', async () => {
    const response = await app.inject({ url: '/widget/demo?widget=none' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('loader.js');
    expect(response.body).not.toContain('demo.js');
    expect(response.body).toContain('demo.css');
    expect(response.body).toContain('id="inline-target"');
  });

  it('serves the hostile stylesheet and the queued global as files', async () => {
    const css = await app.inject({ url: '/widget/demo.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('* { box-sizing: content-box !important;');
    const js = await app.inject({ url: '/widget/demo.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.body).toContain('window.BeautyDeskWidget = window.BeautyDeskWidget ||');
  });

  it('lets any site frame frame.html, and no site frame anything else', async () => {
    const frame = await app.inject({ url: '/widget/frame.html' });
    expect(frame.statusCode).toBe(200);
    expect(frame.body).toBe(FRAME_HTML);
    expect(frame.headers['x-frame-options']).toBeUndefined();
    const csp = directives(frame.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toBe('*');
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self'");
    const demo = await app.inject({ url: '/widget/demo' });
    expect(demo.headers['x-frame-options']).toBe('DENY');
  });

  it("opens the widget's files to studios' sites: CORS and cross-origin resource policy", async () => {
    for (const url of ['/widget/loader.js', '/widget/demo.css', '/widget/demo']) {
      const response = await app.inject({ url, headers: { origin: 'https://studio.example' } });
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    const api = await app.inject({
      url: '/api/v1/version',
      headers: { origin: 'https://studio.example' },
    });
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
    expect(api.headers['cross-origin-resource-policy']).toBe('same-site');
  });
});

describe('the widget demo without the demo data', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bd-widget-demo-empty-'));
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildServer({ widgetRoot: widgetFolder(dir), rateLimits: false, seed: false });
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('says how to pass a studio instead of loading the widget', async () => {
    const response = await app.inject({ url: '/widget/demo' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Демо-студия не найдена');
    expect(response.body).toContain('/widget/demo?studio=ID_СТУДИИ');
    expect(response.body).not.toContain('loader.js');
  });
});
