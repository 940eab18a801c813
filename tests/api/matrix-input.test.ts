// Bad-input matrix, generated from the server's route table: every route with a body or a query
// gets malformed and hostile input — wrong types per field, 100 kB strings, unknown fields, arrays
// for objects, SQL and script injection, null bytes, deep nesting, invalid JSON, a wrong content
// type. Malformed input answers 4xx with the error contract `{detail}`; hostile but well-typed
// text may be accepted as data, yet never answers 5xx. Then the server still works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import {
  collectRouteTable,
  DEMO,
  ENGINES,
  fillUrl,
  hasErrorBody,
  isWrite,
  jsonSchemaOf,
  label,
  sample,
  SKIP_POSTGRES_REASON,
  startMatrixServer,
  testDatabaseUrl,
  typeOf,
  unwrap,
  wrongTypeFor,
  type MatrixRoute,
  type MatrixServer,
} from '../support/matrix.ts';

if (!testDatabaseUrl) console.info(`[tests/api/matrix-input] ${SKIP_POSTGRES_REASON}`);

const routes = await collectRouteTable();
const withInput = routes.filter(
  (route) => (isWrite(route.method) && route.schema.body) || route.schema.querystring !== undefined,
);

const HUGE = 'x'.repeat(100 * 1024);
const HOSTILE_TEXT = [
  "'; drop table users; --",
  '<script>alert(1)</script>',
  'null\u0000byte',
  "' or '1'='1",
];

function deeplyNested(depth: number): unknown {
  let value: unknown = { leaf: true };
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

interface Case {
  name: string;
  /** Malformed: must answer 4xx with {detail}. Otherwise (well-typed hostile text): never 5xx. */
  malformed: boolean;
  request: InjectOptions;
}

/** The cases for one route: built from its body and query schemas. */
function casesFor(route: MatrixRoute, token: string | undefined): Case[] {
  const cases: Case[] = [];
  const url = fillUrl(route);
  const method = route.method as NonNullable<InjectOptions['method']>;
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const json = (name: string, payload: unknown, malformed = true) =>
    cases.push({
      name,
      malformed,
      request: {
        method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      },
    });

  const bodySchema = jsonSchemaOf(route.schema.body);
  if (isWrite(route.method) && bodySchema) {
    const base = (sample(bodySchema, 'body') ?? {}) as Record<string, unknown>;
    const object = unwrap(bodySchema);
    const fields = Object.entries(object.properties ?? {});
    for (const [field, schema] of fields) {
      const wrong = wrongTypeFor(typeOf(schema));
      if (wrong !== undefined) json(`${field}: wrong type`, { ...base, [field]: wrong });
      if (typeOf(schema) === 'string' && unwrap(schema).maxLength !== undefined) {
        json(`${field}: 100 kB`, { ...base, [field]: HUGE });
      } else if (typeOf(schema) === 'string') {
        // No declared cap: a huge value must still never break the server.
        json(`${field}: 100 kB (no declared cap)`, { ...base, [field]: HUGE }, false);
      }
      for (const text of HOSTILE_TEXT) {
        if (typeOf(schema) === 'string')
          json(`${field}: ${JSON.stringify(text)}`, { ...base, [field]: text }, false);
      }
    }
    // Loose objects (documented: any onboarding fields may come along) accept unknown fields.
    json('unknown field', { ...base, matrix_unknown_field: 'x' }, false);
    cases.push({
      name: '__proto__ field',
      malformed: false,
      request: {
        method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: `{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}${
          Object.keys(base).length ? `, ${JSON.stringify(base).slice(1, -1)}` : ''
        }}`,
      },
    });
    json('array instead of object', [base]);
    json('number instead of object', 42);
    json('string instead of object', HUGE);
    json('deeply nested', { ...base, ...(deeplyNested(2000) as object) }, false);
    if (fields.length > 0) {
      const [first] = fields[0] as [string, unknown];
      json(`${first}: deeply nested`, { ...base, [first]: deeplyNested(2000) });
    }
    cases.push({
      name: 'invalid JSON text',
      malformed: true,
      request: {
        method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"name": ',
      },
    });
    cases.push({
      name: 'wrong content type',
      malformed: true,
      request: {
        method,
        url,
        headers: { ...headers, 'content-type': 'text/plain' },
        payload: 'hello',
      },
    });
    cases.push({
      name: 'form content type',
      malformed: true,
      request: {
        method,
        url,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=x',
      },
    });
  }

  const querySchema = jsonSchemaOf(route.schema.querystring);
  if (querySchema) {
    const withQuery = (name: string, query: Record<string, string>, malformed: boolean) =>
      cases.push({
        name: `query ${name}`,
        malformed,
        request: {
          method,
          url: `${url}?${new URLSearchParams(query).toString()}`,
          headers,
          ...(isWrite(route.method) ? { payload: sample(bodySchema, 'body') as object } : {}),
        },
      });
    for (const [field, schema] of Object.entries(unwrap(querySchema).properties ?? {})) {
      const type = typeOf(schema);
      if (type === 'integer' || type === 'number') {
        withQuery(`${field}: not a number`, { [field]: 'abc' }, true);
        withQuery(`${field}: huge number`, { [field]: '9'.repeat(400) }, true);
      }
      if (type === 'boolean') withQuery(`${field}: not a boolean`, { [field]: '{}' }, false);
      withQuery(`${field}: 100 kB`, { [field]: HUGE }, false);
      for (const text of HOSTILE_TEXT)
        withQuery(`${field}: ${JSON.stringify(text)}`, { [field]: text }, false);
    }
    withQuery('unknown parameter', { matrix_unknown: "'; drop table users; --" }, false);
  }
  return cases;
}

describe.each(ENGINES)('bad-input matrix on $engine', ({ engine, skip }) => {
  describe.skipIf(skip)('', () => {
    let server: MatrixServer;
    beforeAll(async () => {
      server = await startMatrixServer(engine, 'input');
    });
    afterAll(async () => {
      await server?.dispose();
    });

    /** A token that passes the route's guard, so the handler sees the input too. */
    const tokenFor = (route: MatrixRoute) =>
      route.url.startsWith('/api/v1/admin/') ? server.tokens.superadmin : server.tokens.ownerA;

    it('found the routes to check', () => {
      expect(withInput.length).toBeGreaterThan(0);
    });

    it.each(withInput.map((route) => ({ route, name: label(route) })))(
      '$name: malformed input answers 4xx {detail}, hostile input never 5xx',
      async ({ route }) => {
        const failures: string[] = [];
        for (const { name, malformed, request } of casesFor(route, tokenFor(route))) {
          const response = await server.call(request);
          const what = `${name} → ${response.status} ${response.text.slice(0, 200)}`;
          if (response.status >= 500) failures.push(what);
          else if (malformed && (response.status < 400 || !hasErrorBody(response.json)))
            failures.push(what);
          else if (response.status >= 400 && !hasErrorBody(response.json)) failures.push(what);
        }
        expect(failures).toEqual([]);
      },
    );

    it('still answers health, and the users table still signs people in', async () => {
      const health = await server.call({ method: 'GET', url: '/api/v1/healthz' });
      expect(health.status).toBe(200);
      expect(await server.login(...DEMO.owner)).toEqual(expect.any(String));
    });
  });
});
