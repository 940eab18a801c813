// The public booking page rendered at request time (issue 18): a known studio's page comes with its
// card and form in the HTML and GET /public/studios/{id}/info's answer as JSON for the hydrating
// render; any other id gets the prerendered loading page. Rendered by the web app's own renderer
// (apps/web/src/prerender.tsx, what its SSR build holds), on the demo data.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { studios } from '../db/schema.ts';
import { withTenant } from '../db/tenant.ts';
import { REVALIDATE } from '../http/static-assets.ts';
import { setUpDemoTestServer } from '../testing/app-fixture.ts';

const dir = mkdtempSync(join(tmpdir(), 'bd-booking-page-'));
const webRoot = join(dir, 'web');
// What the build leaves: the paint-first frame (index.html with its stylesheet inline, the theme on
// <body> and an empty #root), the prerendered loading page beside it and the routes it is for
// (apps/web/scripts/prerender.mjs).
mkdirSync(join(webRoot, 'prerendered'), { recursive: true });
writeFileSync(
  join(webRoot, 'prerendered', 'template.html'),
  '<!doctype html><html lang="ru"><head><script type="module" fetchpriority="low" src="/assets/index-B1c2D3e4.js"></script>' +
    '<style>.frame{}</style></head><body class="theme"><div id="root"></div></body></html>',
);
writeFileSync(
  join(webRoot, 'prerendered', 'public-booking.html'),
  '<!doctype html><body class="theme"><div id="root" inert><main>Загрузка</main></div></body>',
);
writeFileSync(
  join(webRoot, 'prerendered', 'routes.json'),
  JSON.stringify([
    {
      pattern: '/public/booking/:studioId',
      file: 'prerendered/public-booking.html',
      except: ['/public/booking/success'],
      preload: ['/api/v1/public/studios/:studioId/info'],
      data: 'publicStudioInfo',
    },
  ]),
);

const server = setUpDemoTestServer('g', {
  webRoot,
  ssrEntry: fileURLToPath(new URL('../../../web/src/prerender.tsx', import.meta.url)),
});
let studioId: string;
let licenseId: string;

beforeAll(async () => {
  const token = await server.login('owner');
  licenseId = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString())
    .lic as string;
  const list = await server.app.inject({
    url: '/api/v1/studios',
    headers: { authorization: `Bearer ${token}` },
  });
  studioId = list.json().studios[0].id as string;
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The page's data script, parsed as the browser's readPageData does. */
function pageData(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html);
  expect(match, 'the page data script').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

const rename = (name: string) =>
  withTenant(server.database.db, licenseId, (t) =>
    t.tx.update(studios).set({ name }).where(eq(studios.id, studioId)),
  );

describe('the public booking page of a known studio', () => {
  it("comes rendered with the studio's card and form, and its info as JSON", async () => {
    const info = await server.app.inject({ url: `/api/v1/public/studios/${studioId}/info` });
    const name = info.json().studio.name as string;
    const page = await server.app.inject({ url: `/public/booking/${studioId}?utm=x` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // Per visit: never cached as is.
    expect(page.headers['cache-control']).toBe(REVALIDATE);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // Nothing to preload: the page has the answer.
    expect(page.headers.link).toBeUndefined();
    expect(page.body).toContain('<div id="root" inert>');
    expect(page.body).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
    expect(page.body).toContain('<form');
    // In the build's paint-first frame: its stylesheet inline, its scripts at low priority.
    expect(page.body).toContain('<style>.frame{}</style>');
    expect(page.body).toContain('<body class="theme">');
    // The same data and shape as the API's answer.
    expect(pageData(page.body)).toEqual({ publicStudioInfo: info.json() });
  });

  it('goes out compressed when the browser accepts it', async () => {
    const url = `/public/booking/${studioId}`;
    const plain = await server.app.inject({ url });
    const br = await server.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(REVALIDATE);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const gzip = await server.app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(gzip.headers['content-encoding'], accept).toBe('gzip');
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('escapes a hostile studio name in the HTML and in the JSON', async () => {
    const hostile = '</script><script>alert(1)</script>\u2028<!--&';
    await rename(hostile);
    try {
      const page = await server.app.inject({ url: `/public/booking/${studioId}` });
      expect(page.statusCode).toBe(200);
      // Two scripts: the entry and the JSON; the name closes neither and opens none.
      expect(page.body.match(/<script/g)).toHaveLength(2);
      expect(page.body).not.toContain('<script>alert(1)');
      expect(page.body).not.toContain('<!--&');
      // The card's text is React's escaped text (U+2028 is plain text there).
      expect(page.body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      // In the JSON: every <, >, & and U+2028 as a \u escape.
      const json = page.body.slice(page.body.indexOf('id="page-data">'));
      expect(json).not.toContain('\u2028');
      expect(json).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
      expect(json).toContain('\\u2028\\u003c!--\\u0026');
      const data = pageData(page.body) as { publicStudioInfo: { studio: { name: string } } };
      expect(data.publicStudioInfo.studio.name).toBe(hostile);
    } finally {
      await rename('Laser Room Минск');
    }
  });
});

describe('the public booking page of any other id', () => {
  it('is the prerendered loading page, with the studio info preloaded', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const page = await server.app.inject({ url: `/public/booking/${id}` });
      expect(page.statusCode, id).toBe(200);
      expect(page.body, id).toContain('<main>Загрузка</main>');
      expect(page.body, id).not.toContain('page-data');
      expect(page.headers['cache-control'], id).toBe(REVALIDATE);
      expect(page.headers.link, id).toBe(
        `</api/v1/public/studios/${id}/info>; rel=preload; as=fetch; crossorigin`,
      );
    }
  });
});
