// The security matrices' harness: the server's own route table (collected with buildServer's
// onRoute hook, so every route added later is covered), an in-process server (app.inject) on PGlite
// or a fresh PostgreSQL database with the demo data and a second license, its users' tokens, and
// request samples generated from each route's zod schemas.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { z } from 'zod';
import { createTestDatabase, testDatabaseUrl } from './postgres.ts';

export { SKIP_POSTGRES_REASON, testDatabaseUrl } from './postgres.ts';

// The server is loaded by URL, not by a static import: the tests' TypeScript project (tooling)
// does not reference apps/server, so tsc would refuse its files. The shapes used are typed below.
interface ServerModule {
  API_PREFIX: string;
  buildServer(options: {
    database?: unknown;
    jwtSecret?: string;
    emailConfirmation?: boolean;
    rateLimits?: false;
    environment?: string;
    seed?: boolean;
    migrate?: boolean;
    onRoute?: (route: RouteOptions) => void;
  }): Promise<FastifyInstance>;
}
interface TestConnection {
  query<Row = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<Row[]>;
}
interface TestDatabase {
  withConnection<T>(fn: (connection: TestConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
interface DatabaseModule {
  openDatabase(options?: { url?: string }): Promise<TestDatabase>;
}

const load = <T>(path: string): Promise<T> =>
  import(/* @vite-ignore */ new URL(`../../apps/server/src/${path}`, import.meta.url).href);
const serverModule = () => load<ServerModule>('app.ts');
const databaseModule = () => load<DatabaseModule>('db/database.ts');

export type Engine = 'pglite' | 'postgres';
export const ENGINES = [
  { engine: 'pglite' as Engine, skip: false },
  { engine: 'postgres' as Engine, skip: !testDatabaseUrl },
];

export interface RouteSchemas {
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
}

export interface MatrixRoute {
  method: string;
  /** Fastify's pattern, prefix included: /api/v1/users/business-roles/:id */
  url: string;
  /** `:name` parameters in the pattern. */
  params: string[];
  schema: RouteSchemas;
  /** Documented public routes: no token needed. */
  isPublic: boolean;
}

/**
 * The documented public routes (README "Endpoints so far" and the spec): every other /api/v1
 * route must answer 401 without a token. A new public route is added here on purpose.
 */
const PUBLIC_ROUTES: readonly RegExp[] = [
  /^\/api\/v1\/auth\/(login|register|refresh)$/,
  /^\/api\/v1\/(version|healthz|openapi\.json)$/,
  /^\/api\/v1\/docs(\/.*)?$/,
  /^\/api\/v1\/dev\/outbox$/,
  /^\/api\/v1\/public\//,
  /\/invitations?\/(by-token\/)?:token(\/.*)?$/,
];

const asZod = (value: unknown): z.ZodType | undefined =>
  value instanceof z.ZodType ? value : undefined;

function toMatrixRoute(method: string, route: RouteOptions): MatrixRoute {
  const url = route.url.length > 1 ? route.url.replace(/\/+$/, '') : route.url;
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const body = asZod(schema.body);
  const querystring = asZod(schema.querystring);
  const params = asZod(schema.params);
  return {
    method,
    url,
    params: [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string),
    schema: {
      ...(body ? { body } : {}),
      ...(querystring ? { querystring } : {}),
      ...(params ? { params } : {}),
    },
    isPublic: PUBLIC_ROUTES.some((pattern) => pattern.test(url)),
  };
}

/** Every /api/v1 route of the server (HEAD routes Fastify derives from GET left out), sorted. */
export function routeTableFrom(collected: readonly RouteOptions[], prefix: string): MatrixRoute[] {
  const seen = new Set<string>();
  const routes: MatrixRoute[] = [];
  for (const route of collected) {
    if (!route.url.startsWith(`${prefix}/`)) continue;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const entry = toMatrixRoute(method, route);
      const key = `${entry.method} ${entry.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push(entry);
    }
  }
  return routes.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

/**
 * The route table, read from a server built on an in-memory PGlite without migrations (no request
 * is made): for generating one test per route at collection time.
 */
export async function collectRouteTable(): Promise<MatrixRoute[]> {
  const { buildServer, API_PREFIX } = await serverModule();
  const { openDatabase } = await databaseModule();
  const database = await openDatabase();
  const collected: RouteOptions[] = [];
  const app = await buildServer({
    database,
    migrate: false,
    jwtSecret: 'matrix-route-table-'.padEnd(48, 'x'),
    rateLimits: false,
    environment: 'test',
    onRoute: (route) => collected.push(route),
  });
  try {
    await app.ready();
    return routeTableFrom(collected, API_PREFIX);
  } finally {
    await app.close();
    await database.close();
  }
}

export const label = (route: MatrixRoute) => `${route.method} ${route.url}`;

// ----- samples generated from the zod schemas

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  default?: unknown;
};

export function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** The non-null alternative of a nullable/optional schema (anyOf [X, null]). */
export function unwrap(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const concrete = options.find((option) => option.type !== 'null');
    if (concrete) return unwrap(concrete);
  }
  return schema;
}

export function typeOf(schema: JsonSchema): string | undefined {
  const plain = unwrap(schema);
  if (plain.enum) return typeof plain.enum[0];
  if (plain.const !== undefined) return typeof plain.const;
  return Array.isArray(plain.type) ? plain.type.find((t) => t !== 'null') : plain.type;
}

/** A value the schema accepts (as far as its JSON Schema tells): required fields only. */
export function sample(schema: JsonSchema | undefined, field = 'x'): unknown {
  if (!schema) return undefined;
  const plain = unwrap(schema);
  if (plain.const !== undefined) return plain.const;
  if (plain.enum) return plain.enum[0];
  if (plain.default !== undefined) return plain.default;
  switch (typeOf(plain)) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const name of plain.required ?? []) {
        result[name] = sample(plain.properties?.[name], name);
      }
      return result;
    }
    case 'array':
      return Array.from({ length: Math.max(1, plain.minItems ?? 1) }, () =>
        sample(plain.items, field),
      );
    case 'integer':
    case 'number':
      return Math.max(1, plain.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string': {
      if (plain.format === 'uuid') return randomUUID();
      if (plain.format === 'email' || field.includes('email')) return 'matrix@example.com';
      if (field.includes('permission')) return 'clients.read';
      const text = `Matrix ${field} ${randomUUID().slice(0, 8)}`;
      return plain.maxLength ? text.slice(0, plain.maxLength) : text;
    }
    default:
      return 'x';
  }
}

/** A JSON value of another type than `type`. */
export function wrongTypeFor(type: string | undefined): unknown {
  switch (type) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'not-a-number';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'an array' };
    case 'object':
      return ['not', 'an', 'object'];
    default:
      return undefined;
  }
}

/** The URL of `route` with `ids` (else random uuids) in place of its parameters. */
export function fillUrl(route: MatrixRoute, ids: Record<string, string> = {}): string {
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => ids[name] ?? randomUUID());
}

export const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS', 'DELETE'].includes(method);

/** A request that passes the route's schema validation (so what answers is the handler or guard). */
export function validRequest(
  route: MatrixRoute,
  token: string | undefined,
  options: { ids?: Record<string, string>; body?: unknown } = {},
): InjectOptions {
  const body =
    options.body !== undefined ? options.body : sample(jsonSchemaOf(route.schema.body), 'body');
  const method = route.method as NonNullable<InjectOptions['method']>;
  return {
    method,
    url: fillUrl(route, options.ids),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(isWrite(route.method) && body !== undefined ? { payload: body as object } : {}),
  };
}

/**
 * Whether the sample request passes the route's schemas. Fastify validates before the guards run,
 * so a request the sampler cannot make valid (a refinement across fields) answers 400 first.
 */
export function samplePassesSchemas(route: MatrixRoute, request: InjectOptions): boolean {
  const body = route.schema.body;
  if (body && isWrite(route.method) && !body.safeParse(request.payload).success) return false;
  // The sample sends no query string: a route requiring query parameters answers 400 first.
  const query = route.schema.querystring;
  const search = new URLSearchParams(String(request.url).split('?')[1] ?? '');
  if (query && !query.safeParse(Object.fromEntries(search)).success) return false;
  const params = route.schema.params;
  if (params) {
    const values = String(request.url).split('?')[0]?.split('/') ?? [];
    const names = route.url.split('/');
    const filled = Object.fromEntries(
      names.flatMap((part, index) =>
        part.startsWith(':') ? [[part.slice(1), values[index]]] : [],
      ),
    );
    if (!params.safeParse(filled).success) return false;
  }
  return true;
}

// ----- the server under test, its tenants and tokens

export interface Tokens {
  /** Demo license (A): owner, administrator, master. */
  ownerA: string;
  administratorA: string;
  masterA: string;
  /** A member of license A with no business role: no permission at all. */
  memberA: string;
  /** A second license (B) created through register + /onboarding/create-license. */
  ownerB: string;
  /** A registered user without a license. */
  plain: string;
  /** Platform superadmins (no license). */
  superadmin: string;
  superadminSafe: string;
}

export interface MatrixServer {
  app: FastifyInstance;
  tokens: Tokens;
  licenseA: string;
  licenseB: string;
  ownerAId: string;
  call(options: InjectOptions): Promise<{ status: number; text: string; json: unknown }>;
  login(email: string, password: string): Promise<string>;
  dispose(): Promise<void>;
}

export const DEMO = {
  owner: ['owner@demo.beautydesk.local', 'owner123'],
  administrator: ['admin@demo.beautydesk.local', 'admin123'],
  master: ['master@demo.beautydesk.local', 'master123'],
  superadmin: ['superadmin@demo.beautydesk.local', 'superadmin123'],
  superadminSafe: ['superadmin-safe@demo.beautydesk.local', 'superadmin123'],
} as const;

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as Record<
    string,
    unknown
  >;

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** buildServer with the demo data on `engine` (PostgreSQL: a fresh database, dropped by dispose). */
export async function startMatrixServer(engine: Engine, tag: string): Promise<MatrixServer> {
  const { buildServer } = await serverModule();
  const { openDatabase } = await databaseModule();
  const postgres = engine === 'postgres' ? await createTestDatabase() : undefined;
  const database = await openDatabase(postgres ? { url: postgres.url } : {});
  const app = await buildServer({
    database,
    jwtSecret: `matrix-${tag}-`.padEnd(48, 'x'),
    emailConfirmation: false,
    rateLimits: false,
    environment: 'test',
    seed: true,
  });
  await app.ready();

  const call = async (options: InjectOptions) => {
    const response = await app.inject(options);
    const json = parseJson(response.body);
    return { status: response.statusCode, text: response.body, json };
  };
  const expectOk = (what: string, status: number, wanted: number, text: string) => {
    if (status !== wanted) throw new Error(`${what}: ${status} ${text}`);
  };
  const login = async (email: string, password: string) => {
    const response = await call({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
    });
    expectOk(`login ${email}`, response.status, 200, response.text);
    return (response.json as { access_token: string }).access_token;
  };
  const register = async (who: string) => {
    const email = `matrix-${who}-${tag}-${randomUUID().slice(0, 8)}@example.com`;
    const response = await call({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, password: 'secret1', confirm_password: 'secret1' },
    });
    expectOk(`register ${email}`, response.status, 201, response.text);
    const body = response.json as { access_token: string; refresh_token: string };
    return { email, ...body };
  };

  const ownerA = await login(...DEMO.owner);
  const licenseA = claimsOf(ownerA).lic as string;

  const b = await register('owner-b');
  const created = await call({
    method: 'POST',
    url: '/api/v1/onboarding/create-license',
    headers: { authorization: `Bearer ${b.access_token}` },
    payload: { name: `Matrix B ${tag}` },
  });
  expectOk('create license B', created.status, 201, created.text);
  const licenseB = (created.json as { license_id: string }).license_id;
  const refreshed = await call({
    method: 'POST',
    url: '/api/v1/auth/refresh',
    payload: { refresh_token: b.refresh_token },
  });
  expectOk('refresh B', refreshed.status, 200, refreshed.text);

  const member = await register('member-a');
  await database.withConnection((connection) =>
    connection.query('update users set license_id = $1, business_role_id = null where email = $2', [
      licenseA,
      member.email,
    ]),
  );
  const plain = await register('plain');

  const tokens: Tokens = {
    ownerA,
    administratorA: await login(...DEMO.administrator),
    masterA: await login(...DEMO.master),
    memberA: await login(member.email, 'secret1'),
    ownerB: (refreshed.json as { access_token: string }).access_token,
    plain: plain.access_token,
    superadmin: await login(...DEMO.superadmin),
    superadminSafe: await login(...DEMO.superadminSafe),
  };
  if (claimsOf(tokens.ownerB).lic !== licenseB) throw new Error('B token without license B');

  return {
    app,
    tokens,
    licenseA,
    licenseB,
    ownerAId: claimsOf(ownerA).sub as string,
    call,
    login,
    dispose: async () => {
      await app.close();
      await database.close();
      await postgres?.dispose();
    },
  };
}

/** The error contract: a JSON object with a non-empty `detail`. */
export function hasErrorBody(json: unknown): boolean {
  return (
    typeof json === 'object' &&
    json !== null &&
    typeof (json as { detail?: unknown }).detail === 'string' &&
    (json as { detail: string }).detail.trim() !== ''
  );
}
