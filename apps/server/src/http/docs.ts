// The OpenAPI document (/api/v1/openapi.json) and its browsable reference (/api/v1/docs), built from
// the route schemas. Beyond what the zod schemas say, every operation gets here, from facts about
// its route, what a client needs and what the server really answers (issue 28): an operationId,
// `security: []` when it is public, a description, and the answers every route of its kind can give
// (400 for malformed JSON, 413 and 415 for a body, 401 when signed in, 429 when rate-limited), with
// the limits (body size, rate limit, text caps) visible. `npm run lint` checks it with Spectral.
import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { DOCS_PREFIX } from './security.ts';
import { errorBodySchema } from './errors.ts';
import { bodyTextLimits } from './validation.ts';

/** The largest request body the server reads (Fastify's bodyLimit in app.ts). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

const STATUS_TEXT: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  304: 'Not modified (the ETag sent in If-None-Match still holds)',
  400: 'Invalid input: malformed JSON, a body that is not a JSON object, or fields that break the schema (`errors` names them)',
  401: 'Not signed in, or the access token is invalid, expired or revoked',
  403: 'Signed in without the permission this needs',
  404: 'Not found (or not in your license)',
  405: 'Method not allowed',
  409: 'Conflict with the current state',
  410: 'Gone',
  413: `Request body larger than ${BODY_LIMIT_BYTES} bytes`,
  415: 'Content-Type is not application/json',
  429: 'Too many requests: retry after the number of seconds in Retry-After',
  503: 'Temporarily unavailable',
};

const errorJson = z.toJSONSchema(errorBodySchema, { target: 'draft-2020-12' });
delete (errorJson as { $schema?: string }).$schema;

/** get /api/v1/clients/{id}/refresh-stats → getClientsByIdRefreshStats: unique, stable, readable. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':') || segment.startsWith('{')
        ? `by-${segment.replace(/[:{}]/g, '')}`
        : segment,
    )
    .join('-')
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

interface RouteSchema {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: readonly Record<string, readonly string[]>[];
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  response?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The rate limit a route declares (config.rateLimit of @fastify/rate-limit), if any. */
function rateLimitOf(route: RouteOptions): number | undefined {
  const limit = (route.config as { rateLimit?: { max?: unknown } | false } | undefined)?.rateLimit;
  return limit && typeof limit.max === 'number' ? limit.max : undefined;
}

function documented(schema: RouteSchema, route: RouteOptions, url: string): RouteSchema {
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const security = schema.security ?? [];
  const response: Record<string, unknown> = { ...schema.response };
  const add = (status: number) => {
    if (!(status in response)) response[status] = errorJson;
  };
  // Fastify reads a body sent with any of these methods, declared or not: malformed JSON is a 400,
  // a body past the limit a 413, another content type a 415.
  const hasBody = schema.body !== undefined;
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) [400, 413, 415].forEach(add);
  // A query or a path parameter that breaks its schema is a 400.
  if (schema.querystring !== undefined || schema.params !== undefined) add(400);
  if (security.length > 0) add(401);
  const rate = rateLimitOf(route);
  if (rate !== undefined) add(429);
  const limits = [
    hasBody ? `Body: JSON, at most ${BODY_LIMIT_BYTES} bytes.` : '',
    rate === undefined ? '' : `Rate limit: ${rate} requests a minute per address.`,
  ].filter(Boolean);
  return {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(method, url),
    description: [schema.description ?? schema.summary ?? '', ...limits].join('\n\n').trim(),
    security,
    response,
  };
}

/** After the zod transform: each response's description by its status, and the tags listed. */
function finished(document: Record<string, unknown>): Record<string, unknown> {
  const tags = new Set<string>();
  const paths = (document.paths ?? {}) as Record<string, Record<string, Record<string, unknown>>>;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      for (const tag of (operation.tags as string[] | undefined) ?? []) tags.add(tag);
      const responses = (operation.responses ?? {}) as Record<string, { description?: string }>;
      for (const [status, answer] of Object.entries(responses)) {
        if (answer.description === 'Default Response' && STATUS_TEXT[status]) {
          answer.description = STATUS_TEXT[status];
        }
      }
    }
  }
  return {
    ...document,
    tags: [...tags].sort().map((name) => ({ name, description: `The ${name} operations` })),
  };
}

export interface DocsOptions {
  version: string;
  /**
   * Who may open the interactive reference outside development: a hook that refuses everyone
   * else (a signed-in platform superadmin only). Absent: open to all (development and tests).
   * The OpenAPI JSON stays public either way (docs/decisions/api-reference-access.md).
   */
  guard?: onRequestAsyncHookHandler;
}

export async function installDocs(app: FastifyInstance, { version, guard }: DocsOptions) {
  const zodTransform = createJsonSchemaTransform({
    skipList: [`${DOCS_PREFIX}/*`, `${DOCS_PREFIX}/`, `${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/yaml`],
    zodToJsonConfig: {
      // strictBody's text caps, checked after the shape, shown as each field's maxLength.
      override: ({ zodSchema, jsonSchema }) => {
        const limits = bodyTextLimits.get(zodSchema as object);
        const properties = jsonSchema.properties as Record<string, Record<string, unknown>>;
        if (!limits || !properties) return;
        for (const [field, max] of Object.entries(limits)) {
          const property = properties[field];
          if (!property) continue;
          const variants = (property.anyOf ?? property.oneOf) as Record<string, unknown>[];
          for (const variant of variants ?? [property]) {
            if (variant.type === 'string') variant.maxLength = max;
          }
        }
      },
    },
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'BeautyDesk API',
        description:
          'The staff app and booking widget API. Errors answer `{detail, errors?}`; request ' +
          `bodies are JSON objects of at most ${BODY_LIMIT_BYTES} bytes.`,
        version,
        contact: { name: 'BeautyDesk', url: 'https://github.com/beautydesk' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (document) => {
      const result = zodTransform(document);
      const schema = result.schema as RouteSchema | undefined;
      if (!schema || schema.hide) return result;
      return { ...result, schema: documented(schema, document.route, document.url) };
    },
    transformObject: (document) =>
      finished(jsonSchemaTransformObject(document) as Record<string, unknown>) as ReturnType<
        typeof jsonSchemaTransformObject
      >,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: false,
    ...(guard ? { uiHooks: { onRequest: guard } } : {}),
  });
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
