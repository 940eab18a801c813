// The API server's Fastify instance: routes under /api/v1, and the built staff app when present.
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { z } from 'zod';
import { versionInfoSchema, type VersionInfo } from '@beautydesk/domain/schemas/version';
import { adminRoutes, installImpersonationHooks } from './admin/impersonation.ts';
import { installAccessChecks, requireSuperadmin } from './auth/access.ts';
import { requireAuth } from './auth/require-auth.ts';
import { signInThrottle } from './auth/sign-in-throttle.ts';
import { followAuthEpoch } from './auth/access-cache.ts';
import { followTenantEpochs } from './db/tenant-epochs.ts';
import { authRoutes } from './auth/routes.ts';
import { loadJwtSecret } from './auth/secret.ts';
import { TokenService } from './auth/tokens.ts';
import { DEFAULT_RATE_LIMITS, type AppContext, type RateLimits } from './context.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { BODY_LIMIT_BYTES, installDocs } from './http/docs.ts';
import {
  errorBodySchema,
  HttpError,
  installErrorHandling,
  notFoundHandler,
} from './http/errors.ts';
import { genReqId, installSecurity } from './http/security.ts';
import { installStaticAssets } from './http/static-assets.ts';
import { publicStudioInfoAnswer } from './public-booking/store.ts';
import { serializerCompiler } from './http/validation.ts';
import { outboxMailer, smtpMailer, type Mailer } from './mail/mailer.ts';
import { devOutboxRoutes } from './mail/routes.ts';
import { serverMessages } from './messages.ts';
import { seedDemoData, type DemoLogin } from './seed.ts';
import { onboardingRoutes } from './onboarding/routes.ts';
import { roleRoutes } from './roles/routes.ts';
import { countryRoutes } from './countries/routes.ts';
import { studioRoutes } from './studios/routes.ts';
import { clientRoutes } from './clients/routes.ts';
import { masterRoutes } from './masters/routes.ts';
import { serviceRoutes } from './services/routes.ts';
import { appointmentRoutes } from './appointments/routes.ts';
import { publicBookingRoutes } from './public-booking/routes.ts';
import { teamRoutes } from './team/routes.ts';
import { taskRoutes } from './tasks/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { LiveEventHub } from './events/hub.ts';
import { liveEventRoutes } from './events/routes.ts';
import type { AssistantSettings } from './tasks/assistant/types.ts';
import { installWidgetHeaders, widgetDemoRoutes } from './widget-demo/routes.ts';

export interface ServerOptions {
  /** Folder of the built staff app to serve at /, if it exists. */
  webRoot?: string;
  /** Folder of the built booking widget (loader.js, its hashed bundle and chunks) to serve at /widget/. */
  widgetRoot?: string;
  /**
   * The staff app's SSR build (apps/web/dist-ssr/prerender.js), if it exists: the public booking
   * page of a known studio is then rendered with the studio's info at request time.
   */
  ssrEntry?: string;
  environment?: string;
  logger?: boolean;
  /** An open database to use (and leave open on close). Otherwise one is opened from the options below. */
  database?: Database;
  /** PostgreSQL URL; without it, PGlite. */
  databaseUrl?: string;
  /** The server's data folder: PGlite lives in `<dataDir>/pglite`, the generated JWT key beside it. In memory when absent. */
  dataDir?: string;
  /** Apply pending migrations on start (default true). */
  migrate?: boolean;
  /** HS256 key text (at least 32 characters); else the one kept in dataDir, else random per process. */
  jwtSecret?: string;
  /** Registration waits for an e-mail confirmation (default true). */
  emailConfirmation?: boolean;
  /** Base URL of the staff app, for links in e-mails. */
  publicUrl?: string;
  /** SMTP server (smtp://user:pass@host:port); without it, the development outbox. */
  smtpUrl?: string;
  mailFrom?: string;
  /** Requests per minute and IP on the sign-in routes; false turns the limits off. */
  rateLimits?: RateLimits | false;
  /** Redis (redis://host:port) holding the rate-limit counters, shared by every server process; per process without it. */
  redisUrl?: string;
  /** Key prefix of the counters in Redis (several deployments, or tests, on one Redis). */
  rateLimitNamespace?: string;
  /** Trust X-Forwarded-* (behind a load balancer). */
  trustProxy?: boolean;
  /** Seed the demo data when the database has no license yet (default false; SEED in main.ts). */
  seed?: boolean;
  /** The task chat's assistant; the offline one when absent (AI_* in config.ts). */
  assistant?: AssistantSettings;
  /** The server's clock (tests start it at a chosen instant: TEST_NOW in config.ts); the real one when absent. */
  now?: () => Date;
  /** Called with every route as it is registered (read-only introspection, e.g. the tests' route table). */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo accounts to print at start, when the demo data exists and seeding is on. */
    demoLogins: DemoLogin[] | null;
  }
}

export const APP_VERSION = '0.3.0';
export const API_PREFIX = '/api/v1';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** The rate-limit store's Redis client: short timeouts, so a Redis outage does not stall requests. */
function rateLimitRedis(url: string, app: FastifyInstance): Redis {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit Redis unavailable'));
  return redis;
}

export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const environment = options.environment ?? process.env.NODE_ENV ?? 'development';
  const app = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    genReqId,
    trustProxy: options.trustProxy ?? false,
    // The client adds a trailing slash to single-segment paths (part 1 §7): both forms route alike.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: BODY_LIMIT_BYTES,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  installErrorHandling(app);

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      ...(options.databaseUrl ? { url: options.databaseUrl } : {}),
      ...(options.dataDir ? { dataDir: join(options.dataDir, 'pglite') } : {}),
      onPoolError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
    }));
  if (options.migrate ?? true) {
    try {
      await migrate(database);
      // Only on a schema known to be current (a route-table build runs on an empty one); without
      // it the epoch is read per request, as on PostgreSQL.
      await followAuthEpoch(database);
      await followTenantEpochs(database);
    } catch (error) {
      if (ownsDatabase) await database.close();
      throw error;
    }
  }

  let demoLogins: DemoLogin[] | null = null;
  if (options.seed) {
    try {
      demoLogins = await seedDemoData(database.db);
    } catch (error) {
      if (ownsDatabase) await database.close();
      throw error;
    }
  }
  app.decorate('demoLogins', demoLogins);

  // An embedded database kept in a data folder is the server's own to look after: PGlite has no
  // autovacuum, so without this its planner would go on reading the row counts of an empty
  // database (a 100,000-client search took 24 ms instead of 10). At start, then daily.
  if (ownsDatabase && database.kind === 'pglite' && options.dataDir) {
    await database.maintain();
    const upkeep = setInterval(
      () =>
        void database
          .maintain()
          .catch((error: unknown) => app.log.error({ err: error }, 'database upkeep failed')),
      24 * 60 * 60 * 1000,
    );
    upkeep.unref();
    app.addHook('onClose', async () => clearInterval(upkeep));
  }

  const mailer: Mailer = options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.mailFrom ?? 'BeautyDesk <no-reply@beautydesk.local>')
    : outboxMailer(database.db, (text) =>
        app.log.info(`e-mail kept in the development outbox:\n${text}`),
      );
  // A stop lets in-flight requests finish, but a keep-alive connection that turns idle after the
  // stop began would hold it for Fastify's 72 s keep-alive timeout (Node closes only the
  // connections idle at that moment): close each one as soon as it is idle.
  let reaper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    reaper.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(reaper);
    await mailer.close();
    if (ownsDatabase) await database.close();
  });

  const rateLimits = options.rateLimits === undefined ? DEFAULT_RATE_LIMITS : options.rateLimits;
  const redis = options.redisUrl ? rateLimitRedis(options.redisUrl, app) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  const ctx: AppContext = {
    database,
    db: database.db,
    tokens: new TokenService(loadJwtSecret(options.jwtSecret, options.dataDir)),
    mailer,
    environment,
    emailConfirmation: options.emailConfirmation ?? true,
    publicUrl: options.publicUrl ?? 'http://127.0.0.1:3000',
    rateLimits,
    signInThrottle: rateLimits
      ? signInThrottle({
          addressFailures: rateLimits.login,
          ...(redis ? { redis } : {}),
          ...(options.rateLimitNamespace ? { namespace: options.rateLimitNamespace } : {}),
        })
      : null,
    assistant: options.assistant ?? { provider: 'offline' },
    now: options.now ?? (() => new Date()),
  };

  // The live calendar's hub, started with the first event stream (its LISTEN connection too); a
  // stop ends every stream first, so open tabs do not hold the stop and reconnect elsewhere.
  let liveHub: Promise<LiveEventHub> | undefined;
  const hub = () =>
    (liveHub ??= LiveEventHub.start(database, (error) =>
      app.log.error({ err: error }, 'live events'),
    ).catch((error: unknown) => {
      liveHub = undefined;
      throw error;
    }));
  app.addHook('preClose', async () => {
    (await liveHub?.catch(() => undefined))?.endAll();
  });

  // Before compression: its answer-time access check may still replace the answer.
  installAccessChecks(app, database.db);
  await installSecurity(app);
  // API answers above 1 kB go out compressed when the client accepts it (brotli, else gzip); the
  // built files have their own pre-compressed copies (http/static-assets.ts).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 brotli: close to gzip's speed at a smaller size; max quality is for build time.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? {
          redis,
          nameSpace: options.rateLimitNamespace ?? 'beautydesk-rate-limit-',
          // Redis down: answer rather than refuse everyone (the limits are a brake, not a lock).
          skipOnError: true,
        }
      : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        serverMessages.tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
      ),
  });
  // The interactive reference is a tool for developers: in production only a platform superadmin
  // opens it (with a bearer token); the document itself stays public.
  const docsAuth = requireAuth(ctx.tokens);
  const docsSuperadmin = requireSuperadmin(database.db);
  await installDocs(app, {
    version: APP_VERSION,
    ...(environment === 'production'
      ? {
          guard: async function (request, reply) {
            await docsAuth.call(this, request, reply);
            await docsSuperadmin.call(this, request, reply);
          },
        }
      : {}),
  });

  await app.register(
    async (api) => {
      installImpersonationHooks(api, ctx, API_PREFIX);
      const typed = api.withTypeProvider<ZodTypeProvider>();
      typed.get(
        '/version',
        {
          schema: {
            tags: ['platform'],
            summary: 'Backend version and environment',
            response: { 200: versionInfoSchema },
          },
        },
        async (): Promise<VersionInfo> => ({ app_version: APP_VERSION, environment }),
      );
      typed.get(
        '/healthz',
        {
          schema: {
            tags: ['platform'],
            summary: 'Liveness and database reachability',
            response: { 200: healthSchema, 503: errorBodySchema },
          },
        },
        async () => {
          try {
            await database.ping();
          } catch (error) {
            api.log.error({ err: error }, 'health check: database unreachable');
            throw new HttpError(503, serverMessages.databaseUnavailable);
          }
          return { status: 'ok' as const, database: database.kind };
        },
      );
      await api.register(authRoutes, { prefix: '/auth', ...ctx });
      await api.register(roleRoutes, { ...ctx });
      await api.register(countryRoutes, { ...ctx });
      await api.register(studioRoutes, { ...ctx });
      await api.register(clientRoutes, { ...ctx });
      await api.register(masterRoutes, { ...ctx });
      await api.register(serviceRoutes, { ...ctx });
      await api.register(appointmentRoutes, { ...ctx });
      await api.register(publicBookingRoutes, { ...ctx });
      await api.register(teamRoutes, { ...ctx });
      await api.register(taskRoutes, { ...ctx });
      await api.register(analyticsRoutes, { ...ctx });
      await api.register(liveEventRoutes, { ...ctx, hub });
      await api.register(onboardingRoutes, { prefix: '/onboarding', ...ctx });
      await api.register(adminRoutes, { prefix: '/admin', ...ctx });
      if (mailer.kind === 'outbox' && environment !== 'production') {
        await api.register(devOutboxRoutes, {
          prefix: '/dev',
          ...ctx,
          trustProxy: options.trustProxy ?? false,
        });
      }
    },
    { prefix: API_PREFIX },
  );

  if (options.widgetRoot && existsSync(options.widgetRoot)) {
    installWidgetHeaders(app);
    await app.register(widgetDemoRoutes, { db: database.db });
  }
  const sendAppShell = await installStaticAssets(app, {
    webRoot: options.webRoot,
    widgetRoot: options.widgetRoot,
    ssrEntry: options.ssrEntry,
    // prerender.tsx's `data` names: what GET /public/studios/{id}/info answers.
    pageData: {
      publicStudioInfo: ({ studioId }) => publicStudioInfoAnswer(database.db, studioId ?? ''),
    },
  });
  // Client-side routes: anything that is not the API nor a file gets the app's index.html (or the
  // page the build prerendered for that route).
  app.setNotFoundHandler((request, reply) => {
    if (!sendAppShell || request.url.startsWith('/api/')) return notFoundHandler(request, reply);
    return sendAppShell(reply, request.url);
  });

  return app;
}
