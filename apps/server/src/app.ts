// The API server's Fastify instance: routes under /api/v1, and the built staff app when present.
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { versionInfoSchema, type VersionInfo } from '@beautydesk/domain/schemas/version';

export interface ServerOptions {
  /** Folder of the built staff app to serve at /, if it exists. */
  webRoot?: string;
  /** Folder of the built booking widget (loader.js, widget.js, widget.css) to serve at /widget/. */
  widgetRoot?: string;
  environment?: string;
  logger?: boolean;
}

export const APP_VERSION = '0.3.0';

export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  const environment = options.environment ?? process.env.NODE_ENV ?? 'development';

  app.get('/api/v1/version', async (): Promise<VersionInfo> =>
    versionInfoSchema.parse({ app_version: APP_VERSION, environment }),
  );

  if (options.widgetRoot && existsSync(options.widgetRoot)) {
    await app.register(fastifyStatic, {
      root: options.widgetRoot,
      prefix: '/widget/',
      decorateReply: false,
    });
  }

  if (options.webRoot && existsSync(options.webRoot)) {
    await app.register(fastifyStatic, { root: options.webRoot, wildcard: false });
    // Client-side routes: anything that is not the API nor a file gets the app's index.html.
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/')) {
        return reply.code(404).send({ detail: 'Not Found' });
      }
      return reply.sendFile('index.html');
    });
  }

  return app;
}
