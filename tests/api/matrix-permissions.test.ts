// Permission matrix, generated from the server's route table: every protected route answers 401
// without a token (or with a forged one), and 401/403 — never 2xx — to tokens lacking its right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectRouteTable,
  ENGINES,
  label,
  samplePassesSchemas,
  SKIP_POSTGRES_REASON,
  startMatrixServer,
  testDatabaseUrl,
  validRequest,
  type MatrixRoute,
  type MatrixServer,
  type Tokens,
} from '../support/matrix.ts';

if (!testDatabaseUrl) console.info(`[tests/api/matrix-permissions] ${SKIP_POSTGRES_REASON}`);

const routes = await collectRouteTable();
const protectedRoutes = routes.filter((route) => !route.isPublic);

/** Routes any signed-in account may use (its own session, or creating its first license). */
const ANY_ACCOUNT = [
  /^\/api\/v1\/auth\/(me|permissions|logout)$/,
  /^\/api\/v1\/onboarding\/create-license$/,
];
/** The AI chat: any account with a license (tasks are per user; the spec names no permission). */
const ANY_LICENSED_ACCOUNT = [/^\/api\/v1\/tasks(\/|$)/];
/** Role administration: the demo master (Мастер) holds none of roles.*. */
const ROLE_ADMIN = [/^\/api\/v1\/(users\/business-roles|meta|role-management)(\/|$)/];

/** The tokens that must be refused on `route`, by what the route guards. */
function lackingTokens(route: MatrixRoute): (keyof Tokens)[] {
  if (ANY_ACCOUNT.some((pattern) => pattern.test(route.url))) return [];
  if (route.url.startsWith('/api/v1/admin/')) return ['ownerA', 'masterA', 'memberA', 'plain'];
  if (ANY_LICENSED_ACCOUNT.some((pattern) => pattern.test(route.url))) {
    return ['plain', 'superadmin', 'superadminSafe'];
  }
  const lacking: (keyof Tokens)[] = ['memberA', 'plain', 'superadmin'];
  if (ROLE_ADMIN.some((pattern) => pattern.test(route.url))) lacking.push('masterA');
  return lacking;
}

const LICENSE_REQUIRED = 'License context error: the user has no license';

describe.each(ENGINES)('permission matrix on $engine', ({ engine, skip }) => {
  describe.skipIf(skip)('', () => {
    let server: MatrixServer;
    beforeAll(async () => {
      server = await startMatrixServer(engine, 'permissions');
    });
    afterAll(async () => {
      await server?.dispose();
    });

    it('found the routes to check', () => {
      expect(protectedRoutes.length).toBeGreaterThan(0);
    });

    it.each(protectedRoutes.map((route) => ({ route, name: label(route) })))(
      '$name: no token, a forged token, and tokens without the right are refused',
      async ({ route }) => {
        const request = validRequest(route, undefined);
        // The token is checked before the input (issue 28): 401 even for a sample the schemas
        // refuse. A signed-in caller without the right may still meet a 400 for such a sample
        // where the route checks its right in the handler.
        const refused = [401];
        const invalidSample = !samplePassesSchemas(route, request);
        const none = await server.call(request);
        expect(refused, `no token → ${none.status} ${none.text}`).toContain(none.status);
        expect(none.json).toMatchObject({ detail: expect.any(String) });

        const [header, payload] = server.tokens.ownerA.split('.');
        const forged = `${header}.${payload}.${'A'.repeat(43)}`;
        const forgedAnswer = await server.call(validRequest(route, forged));
        expect(refused, `forged token → ${forgedAnswer.status} ${forgedAnswer.text}`).toContain(
          forgedAnswer.status,
        );

        for (const who of lackingTokens(route)) {
          const response = await server.call(validRequest(route, server.tokens[who]));
          const what = `${who} → ${response.status} ${response.text.slice(0, 300)}`;
          const licenseError =
            who === 'plain' &&
            response.status === 400 &&
            (response.json as { detail?: string } | null)?.detail === LICENSE_REQUIRED;
          const allowed = invalidSample ? [400, 401, 403] : [401, 403];
          if (!licenseError) expect(allowed, what).toContain(response.status);
        }
      },
    );
  });
});
