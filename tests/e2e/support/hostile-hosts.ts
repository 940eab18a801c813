// The hostile host pages of tests/e2e/fixtures/widget-hosts, each a small studio page reproducing one
// trait of real sites, served from their own origin under a strict CSP (scripts only from the site
// and BeautyDesk; the pages' own <style> blocks are allowed, as most templates have them).
import http from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

const FIXTURES = new URL('../fixtures/widget-hosts/', import.meta.url);
/** How long /slow.js takes: a host script that keeps the parser waiting before the target. */
const SLOW_MS = 1500;
/** A studio id no studio has. */
export const UNKNOWN_STUDIO = '00000000-0000-4000-8000-000000000000';

export interface HostileHosts {
  url: (page: string) => string;
  close: () => Promise<void>;
}

/** The demo studio's id, as the demo page names it. */
async function demoStudio(widgetOrigin: string): Promise<string> {
  const html = await (await fetch(`${widgetOrigin}/widget/demo`)).text();
  const id = /data-studio-id="([0-9a-f-]{36})"/.exec(html)?.[1];
  if (!id) throw new Error('The demo page names no studio');
  return id;
}

export async function hostileHosts(widgetOrigin: string): Promise<HostileHosts> {
  const studio = await demoStudio(widgetOrigin);
  let self = '';
  const server = http.createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://host').pathname.slice(1);
    if (name === 'slow.js') {
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'text/javascript' });
        response.end('document.documentElement.dataset.slow = "done";');
      }, SLOW_MS);
      return;
    }
    if (!/^[\w-]+\.(html|js)$/.test(name)) {
      response.writeHead(404).end();
      return;
    }
    let text: string;
    try {
      text = readFileSync(new URL(name, FIXTURES), 'utf8');
    } catch {
      response.writeHead(404).end();
      return;
    }
    const html = name.endsWith('.html');
    response.writeHead(200, {
      'content-type': html ? 'text/html; charset=utf-8' : 'text/javascript',
      'cache-control': 'no-store',
      'content-security-policy': [
        "default-src 'none'",
        `script-src ${self} ${widgetOrigin}`,
        `style-src ${self} 'unsafe-inline' ${widgetOrigin}`,
        `connect-src ${widgetOrigin}`,
        `frame-src ${widgetOrigin}`,
        'img-src data:',
      ].join('; '),
    });
    response.end(
      text
        .replaceAll('%WIDGET%', widgetOrigin)
        .replaceAll('%STUDIO%', studio)
        .replaceAll('%OTHER%', UNKNOWN_STUDIO),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  self = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (page) => `${self}/${page}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
