// Bytes on the wire for the built apps: the staff app at / and the booking widget at /widget/,
// served from their pre-compressed copies (scripts/precompress.mjs at build time) with caching by
// name: content-hashed files (the staff app's and the widget's bundles, chunks, styles, fonts) are
// immutable for a year; everything else (index.html, the widget's loader.js, frame.html and
// frame-entry.js, which name the hashed files) revalidates on every use (ETag / 304). The
// pages the build prerendered (/login, the public booking page) get their own HTML instead of the
// empty index.html; a page with data (the public booking page of a known studio) is rendered at
// request time by the web app's SSR build, with that data.
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';

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
  /** The page data the page is rendered with at request time, when its source answers. */
  data?: string;
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
): { file: string; links: string[]; path: string; data?: string; params: Map<string, string> } {
  const path = url.split(/[?#]/)[0]!;
  const route = routes.find(
    (candidate) =>
      segmentsMatch(candidate.pattern, path) &&
      !candidate.except.some((literal) => segmentsMatch(literal, path)),
  );
  if (!route) return { file: 'index.html', links: [], path, params: new Map() };
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
  return { file: route.file, links, path, params, ...(route.data ? { data: route.data } : {}) };
}

function readPrerenderedRoutes(webRoot: string): PrerenderedRoute[] {
  const manifest = join(webRoot, 'prerendered', 'routes.json');
  if (!existsSync(manifest)) return [];
  return (JSON.parse(readFileSync(manifest, 'utf8')) as PrerenderedRoute[]).filter((route) =>
    existsSync(join(webRoot, route.file)),
  );
}

/** Answers a client-side route with the staff app's HTML for it (see appShellFor). */
export type AppShell = (reply: FastifyReply, url: string) => FastifyReply | Promise<FastifyReply>;

/**
 * A page's data by the name routes.json gives it, from the path's `:param`s (decoded, as the
 * router reads them): null when there is none for them (an unknown studio), and the page is sent
 * as prerendered.
 */
export type PageDataSources = Readonly<
  Record<string, (params: Readonly<Record<string, string>>) => Promise<unknown>>
>;

/** The web app's SSR build (apps/web/src/prerender.tsx): the page for a path, with its data. */
interface PageRenderer {
  renderDocument(
    template: string,
    path: string,
    pageData: Record<string, unknown>,
  ): Promise<string>;
}

function decodeParams(params: Map<string, string>): Record<string, string> | null {
  const decoded: Record<string, string> = {};
  try {
    for (const [name, value] of params) decoded[name.slice(1)] = decodeURIComponent(value);
  } catch {
    return null;
  }
  return decoded;
}

/**
 * Serves `widgetRoot` at /widget/ and `webRoot` at / when they exist; answers how to send the staff
 * app's HTML for a client-side route, or null when the staff app is not served. With `ssrEntry`
 * (the web app's SSR build) and `pageData`, pages with data are rendered at request time.
 */
export async function installStaticAssets(
  app: FastifyInstance,
  roots: {
    webRoot?: string | undefined;
    widgetRoot?: string | undefined;
    ssrEntry?: string | undefined;
    pageData?: PageDataSources | undefined;
  },
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
  const webRoot = roots.webRoot;
  // The frame the build prerendered its pages in (index.html with the stylesheet inline and the
  // scripts at low priority, apps/web/src/paint-first.ts): pages rendered here go out in it too.
  const framePath = join(webRoot, 'prerendered', 'template.html');
  const renderer =
    roots.ssrEntry &&
    roots.pageData &&
    prerendered.some((route) => route.data) &&
    existsSync(framePath)
      ? await loadRenderer(roots.ssrEntry)
      : null;
  const template = renderer ? readFileSync(framePath, 'utf8') : '';
  const sources = roots.pageData ?? {};
  if (renderer) {
    // The first render costs ~60 ms (the code's first run), later ones ~3 ms: spent now, in the
    // background, rather than by the first visitor.
    for (const route of prerendered.filter((candidate) => candidate.data)) {
      const path = route.pattern.replace(/:[^/]+/g, 'warm-up');
      renderer.renderDocument(template, path, {}).catch(() => undefined);
    }
  }

  const rendered = async (
    reply: FastifyReply,
    shell: ReturnType<typeof appShellFor>,
  ): Promise<string | null> => {
    const source = shell.data === undefined ? undefined : sources[shell.data];
    const params = decodeParams(shell.params);
    if (!renderer || !source || !params) return null;
    try {
      const data = await source(params);
      if (data === null || data === undefined) return null;
      return await renderer.renderDocument(template, shell.path, { [shell.data!]: data });
    } catch (error) {
      // The prerendered page still works: it loads the data itself (and shows the error if any).
      reply.log.error({ err: error, path: shell.path }, 'rendering the page failed');
      return null;
    }
  };

  const sendShell: AppShell = async (reply, url) => {
    const shell = appShellFor(prerendered, url);
    const html = await rendered(reply, shell);
    if (html !== null) {
      // Per visit, never stored as is: the studio's prices and masters change.
      return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(html);
    }
    // Revalidated like index.html, pre-compressed when accepted.
    if (shell.links.length > 0) reply.header('link', shell.links.join(', '));
    return reply.sendFile(shell.file);
  };
  // A page rendered with data is a route of its own, not an answer of the not-found handler: so
  // @fastify/compress (which hooks routes only) compresses it like an API answer (~19 kB of the
  // booking page's HTML is ~4 kB brotli: one round trip less on a slow link).
  if (renderer) {
    for (const route of prerendered.filter((candidate) => candidate.data)) {
      app.get(route.pattern, { schema: { hide: true } }, (request, reply) =>
        sendShell(reply, request.url),
      );
    }
  }
  return sendShell;
}

async function loadRenderer(entry: string): Promise<PageRenderer | null> {
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as Partial<PageRenderer>;
  return typeof module.renderDocument === 'function' ? (module as PageRenderer) : null;
}
