// Schema-driven fuzzing (issue 28), the way an outside tool would do it: the real server process
// (demo data, the production defaults for rate limits and e-mail confirmation) is asked for its own
// OpenAPI document, and every operation in it gets, signed in as the demo license's owner and not
// signed in: valid input (json-schema-faker from the documented schemas, fixed seeds), wrong-typed
// and missing required fields, oversized texts and bodies, unicode and NUL, malformed JSON and a
// wrong content type. An answer fails when it is a 5xx, when its status is not documented for the
// operation, or when its body does not match the documented schema (ajv, JSON Schema 2020-12, the
// dialect of OpenAPI 3.1). Every failure is collected and listed at the end, one line each.
// Bounded: a fixed number of requests per operation and kind, sent one after another; operations
// that end things (deletes, logout, password and account changes) run last, so the session lives
// through the rest.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { generate, type JsonSchema } from 'json-schema-faker';
import { DEMO_ACCOUNTS } from '../support/api-client.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface MediaType {
  schema?: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
  security?: unknown[];
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}
interface Target {
  method: string;
  path: string;
  operation: Operation;
}
interface FuzzRequest {
  kind: string;
  signedIn: boolean;
  path: Record<string, string>;
  query: Record<string, string>;
  /** A JSON value to send, or raw text with its content type. */
  body?: { json: unknown } | { raw: string; type: string };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Wrong JSON types for each documented type. */
const WRONG_TYPE: Record<string, unknown> = {
  string: 12345,
  number: 'not-a-number',
  integer: 'not-an-integer',
  boolean: 'yes',
  array: { not: 'an array' },
  object: 'not an object',
  null: 'not null',
};
const UNICODE = 'Zoë 👩🏽‍🔬 مرحبا ​\u0000\u202e𝟘';
const OVER_BODY_LIMIT = 1024 * 1024 + 1;
const LONG = 'щ'.repeat(100_000);
/** A query value past any documented cap that still keeps the URL under Node's 16 kB header limit. */
const LONG_QUERY = 'x'.repeat(1000);
/** Numbers past any column: a price of 99,999,999,999, and the largest double. */
const HUGE_NUMBERS = [99_999_999_999, 1e308];

/** Deterministic per operation and kind, so a failure replays the same way. */
const seedOf = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

/** Operations that end the session or the account, or remove data: after all the others. */
function destructiveRank(target: Target): number {
  if (/logout/.test(target.path)) return 3;
  if (target.method === 'delete' || /password|deactivate|leave/.test(target.path)) return 2;
  return /\/auth\//.test(target.path) ? 1 : 0;
}

const typeOf = (schema: Schema | undefined): string | undefined => {
  if (!schema) return undefined;
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  for (const key of ['anyOf', 'oneOf'] as const) {
    const variants = schema[key] as Schema[] | undefined;
    const typed = variants?.map(typeOf).find((type) => type !== undefined && type !== 'null');
    if (typed) return typed;
  }
  return undefined;
};

const objectProperties = (schema: Schema | undefined): Record<string, Schema> =>
  (schema?.properties as Record<string, Schema> | undefined) ?? {};

const maxLengthOf = (schema: Schema): number | undefined => {
  if (typeof schema.maxLength === 'number') return schema.maxLength;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const found = (schema[key] as Schema[] | undefined)?.map(maxLengthOf).find(Boolean);
    if (found) return found;
  }
  return undefined;
};

async function fake(schema: Schema | undefined, seed: number): Promise<unknown> {
  if (!schema) return undefined;
  return generate(schema as JsonSchema, {
    seed,
    alwaysFakeOptionals: false,
    optionalsProbability: 0.5,
    maxDefaultItems: 2,
    failOnInvalidTypes: false,
  });
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

describe('fuzzing every operation of the OpenAPI document', () => {
  let server: RunningServer | undefined;
  let token = '';
  let document: OpenApi;
  const failures: string[] = [];
  let requests = 0;
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats.default(ajv);
  const validators = new Map<Schema, ValidateFunction>();
  const validatorOf = (schema: Schema) => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      validators.set(schema, validate);
    }
    return validate;
  };
  /** Real ids of the demo data, per collection path ('/api/v1/clients' → a client's id). */
  const knownIds = new Map<string, string>();

  beforeAll(async () => {
    server = await startServer({
      NODE_ENV: 'test',
      JWT_SECRET: 'api-fuzz-'.padEnd(48, 'x'),
      SEED: 'on',
      // Off, so that every input reaches its handler: with the limits on, most sign-in and public
      // booking requests would stop at a 429 (documented, but nothing learned).
      AUTH_RATE_LIMIT: 'off',
    });
    const [email, password] = DEMO_ACCOUNTS.owner;
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { access_token: string }).access_token;
    const answer = await fetch(`${server.url}/api/v1/openapi.json`);
    expect(answer.status).toBe(200);
    document = (await answer.json()) as OpenApi;
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** The first `id` found in what `collection` answers the owner (for real path parameters). */
  async function idFrom(collection: string): Promise<string | undefined> {
    if (knownIds.has(collection)) return knownIds.get(collection);
    let id: string | undefined;
    if (document.paths[collection]?.get) {
      const answer = await fetch(`${server!.url}${collection}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const find = (value: unknown): string | undefined => {
        if (Array.isArray(value)) return value.map(find).find(Boolean);
        if (value && typeof value === 'object') {
          const record = value as Record<string, unknown>;
          if (typeof record.id === 'string') return record.id;
          return Object.values(record).map(find).find(Boolean);
        }
        return undefined;
      };
      if (answer.ok) id = find(await answer.json().catch(() => undefined));
    }
    knownIds.set(collection, id ?? '');
    return id;
  }

  /**
   * A generated body with real ids of the demo data where a field names one (client_id → a client
   * of /clients, service_ids → [a service of /services]), so valid input gets past the lookups.
   */
  async function withKnownIds(body: unknown): Promise<unknown> {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
    const record = { ...(body as Record<string, unknown>) };
    for (const [name, value] of Object.entries(record)) {
      const match = /^(.+)_ids?$/.exec(name);
      if (!match || (typeof value !== 'string' && !Array.isArray(value))) continue;
      const id = await idFrom(`/api/v1/${match[1]!.replace(/y$/, 'ie')}s`);
      if (id) record[name] = Array.isArray(value) ? [id] : id;
    }
    return record;
  }

  /** Path parameters: a real id of the demo data where one is listed, else a generated value. */
  async function validPath(target: Target, seed: number): Promise<Record<string, string>> {
    const values: Record<string, string> = {};
    for (const parameter of target.operation.parameters ?? []) {
      if (parameter.in !== 'path') continue;
      const prefix = target.path.slice(0, target.path.indexOf(`{${parameter.name}}`) - 1);
      values[parameter.name] =
        (await idFrom(prefix)) || asText(await fake(parameter.schema, seed)) || randomUUID();
    }
    return values;
  }

  async function validQuery(target: Target, seed: number): Promise<Record<string, string>> {
    const values: Record<string, string> = {};
    for (const parameter of target.operation.parameters ?? []) {
      if (parameter.in !== 'query') continue;
      if (!parameter.required && seed % 2 === 0) continue;
      const value = await fake(parameter.schema, seed);
      if (value !== undefined && value !== null) values[parameter.name] = asText(value);
    }
    return values;
  }

  const bodySchemaOf = (operation: Operation): Schema | undefined =>
    operation.requestBody?.content?.['application/json']?.schema;

  /** The requests of every kind for one operation (a few each). */
  async function requestsFor(target: Target): Promise<FuzzRequest[]> {
    const seed = seedOf(`${target.method} ${target.path}`);
    const path = await validPath(target, seed);
    const query = await validQuery(target, seed);
    const bodySchema = bodySchemaOf(target.operation);
    const properties = objectProperties(bodySchema);
    const required = (bodySchema?.required as string[] | undefined) ?? [];
    const parameters = target.operation.parameters ?? [];
    const list: FuzzRequest[] = [];
    // Signed in as the owner every time; the first request of a kind also without signing in
    // (the answers to the rest would only repeat the 401).
    const signedOutKinds = new Set<string>();
    const push = (kind: string, request: Partial<FuzzRequest>) => {
      list.push({ kind, signedIn: true, path, query, ...request });
      if (signedOutKinds.has(kind)) return;
      signedOutKinds.add(kind);
      list.push({ kind, signedIn: false, path, query, ...request });
    };
    const validBody = async (offset: number) =>
      bodySchema ? { json: await withKnownIds(await fake(bodySchema, seed + offset)) } : undefined;

    // Valid: two generated inputs.
    for (const offset of [0, 1]) {
      const body = await validBody(offset);
      push('valid', {
        query: offset === 0 ? query : await validQuery(target, seed + 1),
        ...(body ? { body } : {}),
      });
    }
    const base = ((await validBody(0)) as { json: unknown } | undefined)?.json;
    const baseObject = base && typeof base === 'object' && !Array.isArray(base) ? base : {};

    // Wrong-typed: each of up to three fields of the body, then the query, then the path.
    for (const [name, schema] of Object.entries(properties).slice(0, 3)) {
      const wrong = WRONG_TYPE[typeOf(schema) ?? 'object'] ?? 12345;
      push('wrong type', { body: { json: { ...baseObject, [name]: wrong } } });
    }
    if (bodySchema) push('wrong type', { body: { json: [1, 2, 3] } });
    const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
    if (queryParameters.length > 0) {
      push('wrong type', {
        query: Object.fromEntries(
          queryParameters.slice(0, 4).map((parameter) => {
            const type = typeOf(parameter.schema);
            return [parameter.name, type === 'string' ? '[]' : 'not-a-number'];
          }),
        ),
      });
    }
    const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
    if (pathParameters.length > 0) {
      push('wrong type', {
        path: Object.fromEntries(pathParameters.map((parameter) => [parameter.name, '12345'])),
      });
    }

    // Missing: the whole body, and each of up to two required fields.
    if (bodySchema) {
      push('missing', { body: { json: {} } });
      for (const name of required.slice(0, 2)) {
        const rest = { ...(baseObject as Record<string, unknown>) };
        delete rest[name];
        push('missing', { body: { json: rest } });
      }
      push('missing', { body: { raw: '', type: 'application/json' } });
      push('missing', { body: { raw: 'null', type: 'application/json' } });
    }
    const requiredQuery = queryParameters.filter((parameter) => parameter.required);
    if (requiredQuery.length > 0) push('missing', { query: {} });

    // Oversized: each text one past its documented maximum (or 100,000 characters), every text at
    // once, and a body past the server's body limit.
    const texts = Object.entries(properties).filter(([, schema]) => typeOf(schema) === 'string');
    for (const [name, schema] of texts.slice(0, 3)) {
      const max = maxLengthOf(schema);
      push('oversized', {
        body: { json: { ...baseObject, [name]: max ? 'ж'.repeat(max + 1) : LONG } },
      });
    }
    if (bodySchema) {
      push('oversized', {
        body: {
          raw: JSON.stringify({ padding: 'x'.repeat(OVER_BODY_LIMIT) }),
          type: 'application/json',
        },
      });
    }
    const numbers = Object.entries(properties).filter(([, schema]) =>
      ['number', 'integer'].includes(typeOf(schema) ?? ''),
    );
    for (const huge of HUGE_NUMBERS) {
      if (numbers.length === 0) break;
      const hugeNumbers = Object.fromEntries(numbers.map(([name]) => [name, huge]));
      push('oversized', { body: { json: { ...baseObject, ...hugeNumbers } } });
      // Alone too: a partial update (PATCH) then reaches the database with nothing else wrong.
      push('oversized', { body: { json: hugeNumbers } });
    }
    if (queryParameters.length > 0) {
      push('oversized', {
        query: Object.fromEntries(queryParameters.map((parameter) => [parameter.name, LONG_QUERY])),
      });
      push('oversized', {
        query: Object.fromEntries(
          queryParameters.map((parameter) => [
            parameter.name,
            ['number', 'integer'].includes(typeOf(parameter.schema) ?? '') ? '1e308' : LONG_QUERY,
          ]),
        ),
      });
    }

    // Unicode and NUL: in every text field, in the query and in the path.
    if (texts.length > 0) {
      push('unicode', {
        body: {
          json: { ...baseObject, ...Object.fromEntries(texts.map(([name]) => [name, UNICODE])) },
        },
      });
    }
    if (queryParameters.length > 0) {
      push('unicode', {
        query: Object.fromEntries(queryParameters.map((parameter) => [parameter.name, UNICODE])),
      });
    }
    if (pathParameters.length > 0) {
      push('unicode', {
        path: Object.fromEntries(pathParameters.map((parameter) => [parameter.name, UNICODE])),
      });
    }

    // Malformed JSON and a wrong content type (also for an operation without a body).
    if (bodySchema || target.method !== 'get') {
      push('malformed JSON', { body: { raw: '{"name": "x",', type: 'application/json' } });
      push('malformed JSON', { body: { raw: '{"a": "\\ud800"}x', type: 'application/json' } });
      push('wrong content type', {
        body: { raw: JSON.stringify(baseObject), type: 'text/plain' },
      });
      push('wrong content type', {
        body: { raw: 'name=x&email=y', type: 'application/x-www-form-urlencoded' },
      });
    }
    return list;
  }

  /** Whether the answer is documented and matches its schema; a line for the report if not. */
  async function check(
    target: Target,
    request: FuzzRequest,
    sent: string | undefined,
    answer: Response,
  ): Promise<string[]> {
    const excerpt = sent === undefined ? 'no body' : JSON.stringify(sent.slice(0, 60));
    const where = `${target.method.toUpperCase()} ${target.path} [${request.kind}, ${
      request.signedIn ? 'signed in' : 'not signed in'
    }, ${excerpt}]`;
    const text = await answer.text();
    const status = String(answer.status);
    if (answer.status >= 500) return [`${where}: ${status} ${text.slice(0, 200)}`];
    const documented =
      target.operation.responses[status] ??
      target.operation.responses[`${status[0]}XX`] ??
      target.operation.responses.default;
    if (!documented) {
      return [`${where}: undocumented status ${status} ${text.slice(0, 200)}`];
    }
    const contents = documented.content ?? {};
    if (Object.keys(contents).length === 0) {
      return text === '' ? [] : [`${where}: ${status} has a body, none documented`];
    }
    const type = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim();
    const media = contents[type];
    if (!media) {
      return [
        `${where}: ${status} answered ${type || 'no content type'}, documented ${Object.keys(contents).join(', ')}`,
      ];
    }
    if (!media.schema) return [];
    const values: unknown[] = [];
    try {
      if (type === 'application/x-ndjson') {
        for (const line of text.split('\n').filter(Boolean)) values.push(JSON.parse(line));
      } else {
        values.push(JSON.parse(text));
      }
    } catch {
      return [`${where}: ${status} body is not ${type}: ${text.slice(0, 200)}`];
    }
    const validate = validatorOf(media.schema);
    return values.flatMap((value) =>
      validate(value)
        ? []
        : [`${where}: ${status} does not match its schema: ${ajv.errorsText(validate.errors)}`],
    );
  }

  async function send(target: Target, request: FuzzRequest): Promise<void> {
    let path = target.path;
    for (const [name, value] of Object.entries(request.path)) {
      path = path.replace(`{${name}}`, encodeURIComponent(value));
    }
    const search = new URLSearchParams(request.query).toString();
    const headers: Record<string, string> = {};
    if (request.signedIn) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (request.body && 'json' in request.body && request.body.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body.json);
    } else if (request.body && 'raw' in request.body) {
      headers['content-type'] = request.body.type;
      body = request.body.raw;
    }
    requests += 1;
    const abort = new AbortController();
    const answer = await fetch(`${server!.url}${path}${search ? `?${search}` : ''}`, {
      method: target.method.toUpperCase(),
      headers,
      signal: abort.signal,
      ...(body === undefined || target.method === 'get' ? {} : { body }),
    });
    // A server-sent event stream stays open by design (GET /events): its status and type are
    // what is checked, then the stream is let go.
    if (answer.headers.get('content-type')?.startsWith('text/event-stream')) {
      const documented = target.operation.responses[String(answer.status)]?.content ?? {};
      if (!('text/event-stream' in documented)) {
        failures.push(`${target.method.toUpperCase()} ${target.path}: undocumented event stream`);
      }
      abort.abort();
      return;
    }
    const found = await check(target, request, target.method === 'get' ? undefined : body, answer);
    failures.push(...found);
    // FUZZ_LOG=1 prints every request's answer, to see what the inputs reach.
    if (process.env.FUZZ_LOG) {
      console.info(
        `${answer.status} ${target.method} ${path}?${search.slice(0, 80)} ${request.kind} ` +
          `${(body ?? '').slice(0, 200)}`,
      );
    }
  }

  it('answers every operation with a documented status and schema, and never a 5xx', async () => {
    const targets: Target[] = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([method]) => METHODS.includes(method))
          .map(([method, operation]) => ({ method, path, operation })),
      )
      .sort((a, b) => destructiveRank(a) - destructiveRank(b));
    expect(targets.length).toBeGreaterThan(100);
    let generating = 0;
    const started = performance.now();
    for (const target of targets) {
      const before = performance.now();
      const list = await requestsFor(target);
      generating += performance.now() - before;
      for (const request of list) await send(target, request);
    }
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    console.info(
      `[fuzz] ${requests} requests over ${targets.length} operations in ` +
        `${seconds(performance.now() - started)} s (${seconds(generating)} s generating them)`,
    );
    expect(failures).toEqual([]);
  }, 240_000);
});
