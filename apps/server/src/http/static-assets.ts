// Bytes on the wire for the built apps: the staff app at / and the booking widget at /widget/,
// served from their pre-compressed copies (scripts/precompress.mjs at build time) with caching by
// name: content-hashed files are immutable for a year; everything else (index.html, the widget's
// loader.js and its unhashed bundle) revalidates on every use (ETag / Last-Modified → 304).
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { basename } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

// Vite names built files `<name>-<hash>.<ext>` (an 8-character base64url hash).
const HASHED = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/** The cache policy of a built file, by its name. */
export function cacheControlFor(path: string): string {
  return HASHED.test(basename(path).replace(/\.(br|gz)$/, '')) ? IMMUTABLE : REVALIDATE;
}

/**
 * Helmet's headers that only mean something on a document (a policy for the page, its framing, its
 * opener, its referrer): ~0.9 kB on every script, style and font otherwise, ~60 kB on a first
 * load of many files. Kept on every file: nosniff, the cross-origin resource policy, HSTS.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

const setHeaders = (reply: FastifyReply, path: string) => {
  const policy = cacheControlFor(path);
  reply.header('cache-control', policy);
  // Only the content-hashed files: index.html and the widget's pages are documents.
  if (policy !== IMMUTABLE) return;
  for (const name of DOCUMENT_ONLY_HEADERS) {
    // Helmet writes them on the raw response, before the reply's own headers.
    reply.raw.removeHeader(name);
    reply.removeHeader(name);
  }
};

/**
 * Serves `widgetRoot` at /widget/ and `webRoot` at / when they exist; answers whether the staff
 * app is served (then unknown paths get its index.html: see sendAppShell).
 */
export async function installStaticAssets(
  app: FastifyInstance,
  roots: { webRoot?: string | undefined; widgetRoot?: string | undefined },
): Promise<boolean> {
  const common = { preCompressed: true, cacheControl: false, setHeaders } as const;
  if (roots.widgetRoot && existsSync(roots.widgetRoot)) {
    await app.register(fastifyStatic, {
      ...common,
      root: roots.widgetRoot,
      prefix: '/widget/',
      decorateReply: false,
    });
  }
  if (!roots.webRoot || !existsSync(roots.webRoot)) return false;
  await app.register(fastifyStatic, { ...common, root: roots.webRoot, wildcard: false });
  return true;
}

/** The staff app's index.html for a client-side route (revalidated, pre-compressed when accepted). */
export function sendAppShell(reply: FastifyReply) {
  return reply.sendFile('index.html');
}
