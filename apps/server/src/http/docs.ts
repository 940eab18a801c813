// The OpenAPI document (/api/v1/openapi.json) and its browsable reference (/api/v1/docs), built from the route schemas.
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { DOCS_PREFIX } from './security.ts';

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
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'BeautyDesk API',
        description: 'The staff app and booking widget API. Errors answer `{detail, errors?}`.',
        version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: createJsonSchemaTransform({
      skipList: [
        `${DOCS_PREFIX}/*`,
        `${DOCS_PREFIX}/`,
        `${DOCS_PREFIX}/json`,
        `${DOCS_PREFIX}/yaml`,
      ],
    }),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: false,
    ...(guard ? { uiHooks: { onRequest: guard } } : {}),
  });
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
