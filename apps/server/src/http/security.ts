// Security headers, CORS (only for the public booking API) and request ids.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import cors from '@fastify/cors';

export const PUBLIC_API_PREFIX = '/api/v1/public/';
export const WIDGET_PREFIX = '/widget/';
export const DOCS_PREFIX = '/api/v1/docs';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Keeps a caller's well-formed x-request-id (a load balancer's), otherwise makes one. */
export function genReqId(request: {
  headers: Record<string, string | string[] | undefined>;
}): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Powerful browser features no page of ours uses, switched off for the page and anything it
 * embeds: an injected script or a hostile frame cannot ask for the camera, the microphone, the
 * position or a payment. (The widget runs inside studios' pages, under their own policy.)
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

export async function installSecurity(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  // helmet's middleware is built once here and run on every request. (@fastify/helmet built it
  // anew on every request: parsing the CSP directives and naming every header each time, ~5 % of
  // the server's CPU under load, as docs/decisions/ records.)
  const securityHeaders = helmet({
    // The staff app is a same-origin SPA: its scripts, styles and API calls come from here. Styles
    // allow 'unsafe-inline' for the style attributes that UI primitives set; photos may be anywhere.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    // Same-site by default; the widget's files are opened up below for studios' own sites.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response, as helmet does: the static pages are written straight to it.
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  app.addHook('onSend', async (request, reply) => {
    const path = pathOf(request);
    if (path.startsWith(WIDGET_PREFIX) || path.startsWith(PUBLIC_API_PREFIX)) {
      void reply.header('cross-origin-resource-policy', 'cross-origin');
    }
  });

  // CORS only for the public booking API, which studios' sites call from the widget.
  await app.register(cors, {
    delegator: (request, callback) => {
      const open = pathOf(request as FastifyRequest).startsWith(PUBLIC_API_PREFIX);
      callback(
        null,
        open ? { origin: true, methods: ['GET', 'POST'], maxAge: 600 } : { origin: false },
      );
    },
  });
}
