// Bytes on the wire for the built apps: the staff app at / and the booking widget at /widget/,
// served from their pre-compressed copies (scripts/precompress.mjs at build time) with caching by
// name: content-hashed files (the staff app's and the widget's bundles, chunks, styles, fonts) are
// immutable for a year; everything else (index.html, the widget's loader.js, frame.html and
// frame-entry.js, which name the hashed files) revalidates on every use (ETag / 304). The
// pages the build prerendered (/login, the public booking page) get their own HTML instead of the
// empty index.html.
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

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
 * A page the staff app's build prerendered (apps/web/scripts/prerender.mjs writes
 * prerendered/routes.json): paths matching `pattern` (`:name` is any one segment), except the
 * literal routes in `except`, get `file`, whose HTML the browser paints before the scripts run.
 */
export interface PrerenderedRoute {
  pattern: string;
  file: string;
  except: string[];
  /** API paths the page asks for at once, with the pattern's `:name`s: sent as Link preloads. */
  preload?: string[];
}

/** A path segment that reads the same percent-encoded or not: safe to copy into a Link header. */
const PLAIN_SEGMENT = /^[A-Za-z0-9_-]{1,100}$/;

function segmentsMatch(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  return (
    want.length === have.length && want.every((seg, i) => seg.startsWith(':') || seg === have[i])
  );
}

/**
 * The staff app's HTML for a client-side route: its prerendered page, else index.html; and the
 * Link header values that preload what the page asks the API for first.
 */
export function appShellFor(
  routes: readonly PrerenderedRoute[],
  url: string,
): { file: string; links: string[] } {
  const path = url.split(/[?#]/)[0]!;
  const route = routes.find(
    (candidate) =>
      segmentsMatch(candidate.pattern, path) &&
      !candidate.except.some((literal) => segmentsMatch(literal, path)),
  );
  if (!route) return { file: 'index.html', links: [] };
  const have = path.split('/').filter(Boolean);
  const params = new Map(
    route.pattern
      .split('/')
      .filter(Boolean)
      .map((seg, i) => [seg, have[i]!] as const)
      .filter(([seg]) => seg.startsWith(':')),
  );
  const links: string[] = [];
  for (const template of route.preload ?? []) {
    const segments = template
      .split('/')
      .map((seg) => (seg.startsWith(':') ? params.get(seg) : seg));
    // An id the API would not know anyway (odd characters) gets no preload, only the page.
    if (segments.some((seg) => seg === undefined || (seg !== '' && !PLAIN_SEGMENT.test(seg)))) {
      continue;
    }
    // as=fetch with crossorigin: what the page's own fetch() of the same URL then reuses.
    links.push(`<${segments.join('/')}>; rel=preload; as=fetch; crossorigin`);
  }
  return { file: route.file, links };
}

function readPrerenderedRoutes(webRoot: string): PrerenderedRoute[] {
  const manifest = join(webRoot, 'prerendered', 'routes.json');
  if (!existsSync(manifest)) return [];
  return (JSON.parse(readFileSync(manifest, 'utf8')) as PrerenderedRoute[]).filter((route) =>
    existsSync(join(webRoot, route.file)),
  );
}

/** Answers a client-side route with the staff app's HTML for it (see appShellFor). */
export type AppShell = (reply: FastifyReply, url: string) => FastifyReply;

/**
 * Serves `widgetRoot` at /widget/ and `webRoot` at / when they exist; answers how to send the staff
 * app's HTML for a client-side route, or null when the staff app is not served.
 */
export async function installStaticAssets(
  app: FastifyInstance,
  roots: { webRoot?: string | undefined; widgetRoot?: string | undefined },
): Promise<AppShell | null> {
  const common = { preCompressed: true, cacheControl: false, setHeaders } as const;
  if (roots.widgetRoot && existsSync(roots.widgetRoot)) {
    await app.register(fastifyStatic, {
      ...common,
      root: roots.widgetRoot,
      prefix: '/widget/',
      decorateReply: false,
    });
  }
  if (!roots.webRoot || !existsSync(roots.webRoot)) return null;
  await app.register(fastifyStatic, { ...common, root: roots.webRoot, wildcard: false });
  const prerendered = readPrerenderedRoutes(roots.webRoot);
  // Revalidated like index.html, pre-compressed when accepted.
  return (reply, url) => {
    const { file, links } = appShellFor(prerendered, url);
    if (links.length > 0) reply.header('link', links.join(', '));
    return reply.sendFile(file);
  };
}
