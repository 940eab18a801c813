// Tenant isolation matrix, generated from the server's route table: every route with a path
// parameter, called with license B's owner token on an object of license A, answers 403/404 and
// never shows A's object; without an A object (no create route yet) a random id never gets data.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectRouteTable,
  ENGINES,
  fillUrl,
  isWrite,
  jsonSchemaOf,
  label,
  sample,
  SKIP_POSTGRES_REASON,
  startMatrixServer,
  testDatabaseUrl,
  validRequest,
  type MatrixRoute,
  type MatrixServer,
} from '../support/matrix.ts';

if (!testDatabaseUrl) console.info(`[tests/api/matrix-tenant] ${SKIP_POSTGRES_REASON}`);

const routes = await collectRouteTable();
const withParams = routes.filter((route) => !route.isPublic && route.params.length > 0);

const lastSegment = (url: string) => url.split('/').filter(Boolean).pop() ?? '';

/** The POST route creating the objects `route`'s first parameter names, matched by path. */
function createRouteFor(route: MatrixRoute): MatrixRoute | undefined {
  const before = route.url.split(/\/:/)[0] as string;
  const exact = routes.find((r) => r.method === 'POST' && r.url === before && !r.isPublic);
  if (exact) return exact;
  const resource = lastSegment(before);
  return routes.find(
    (r) =>
      r.method === 'POST' &&
      !r.isPublic &&
      r.params.length === 0 &&
      resource.length > 2 &&
      lastSegment(r.url).endsWith(resource),
  );
}

interface AObject {
  id: string;
  name: string;
  create: MatrixRoute;
  body: unknown;
}

describe.each(ENGINES)('tenant isolation matrix on $engine', ({ engine, skip }) => {
  describe.skipIf(skip)('', () => {
    let server: MatrixServer;
    const objects = new Map<string, AObject>();

    beforeAll(async () => {
      server = await startMatrixServer(engine, 'tenant');
      // One object of each kind in license A, where a create route exists.
      for (const route of withParams) {
        const create = createRouteFor(route);
        if (!create || objects.has(create.url)) continue;
        const body = sample(jsonSchemaOf(create.schema.body), 'body');
        const response = await server.call(validRequest(create, server.tokens.ownerA, { body }));
        const created = response.json as { id?: string; name?: string } | null;
        if (response.status < 300 && created?.id) {
          objects.set(create.url, {
            id: created.id,
            name: created.name ?? created.id,
            create,
            body,
          });
        }
      }
    });
    afterAll(async () => {
      await server?.dispose();
    });

    it('found the routes to check', () => {
      expect(withParams.length).toBeGreaterThan(0);
    });

    it.each(withParams.map((route) => ({ route, name: label(route) })))(
      "$name: license B never reaches license A's object",
      async ({ route }) => {
        const create = createRouteFor(route);
        const object = create ? objects.get(create.url) : undefined;
        const ids = Object.fromEntries(
          route.params.map((name) => [name, object?.id ?? randomUUID()]),
        );
        // The object's own routes (`<create url>/:id`) take its create body; nested ones their own.
        const ownRoute =
          object !== undefined && route.url === `${object.create.url}/:${route.params[0]}`;
        const body = isWrite(route.method)
          ? ownRoute
            ? object.body
            : sample(jsonSchemaOf(route.schema.body), 'body')
          : undefined;
        const response = await server.call(
          validRequest(route, server.tokens.ownerB, {
            ids,
            ...(body !== undefined ? { body } : {}),
          }),
        );
        const what = `${route.method} ${fillUrl(route, ids)} → ${response.status} ${response.text.slice(0, 300)}`;
        if (object) {
          expect([403, 404], what).toContain(response.status);
          expect(response.text, what).not.toContain(object.id);
          expect(response.text, what).not.toContain(object.name);
          // And A's object is still there, unchanged.
          const still = await server.call({
            method: 'GET',
            url: `${object.create.url}/${object.id}`,
            headers: { authorization: `Bearer ${server.tokens.ownerA}` },
          });
          expect(still.status, `A's object after ${what}`).toBe(200);
          expect(still.text).toContain(object.name);
        } else {
          expect([400, 403, 404], what).toContain(response.status);
          expect(response.text, what).not.toContain(server.licenseA);
        }
      },
    );
  });
});
