// What the widget needs from the server besides its static files: the demo studio site at
// /widget/demo (with demo.css and demo.js) under a strict CSP, and frame.html (the iframe mode's
// page) opened for framing by any studio's site. Kept in one module apart from the static serving.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { licenses, studios } from '../db/schema.ts';
import { withTenant } from '../db/tenant.ts';
import { DEMO_LICENSE_NAME } from '../seed.ts';
import { DEMO_CSS, DEMO_JS, demoPageHtml } from './page.ts';

export const WIDGET_FRAME_PATH = '/widget/frame.html';

/** The demo license's first studio (Минск), or null when the demo data is absent. */
async function demoStudioId(db: Db): Promise<string | null> {
  const [license] = await db
    .select({ id: licenses.id })
    .from(licenses)
    .where(eq(licenses.name, DEMO_LICENSE_NAME))
    .limit(1);
  if (!license) return null;
  const rows = await withTenant(db, license.id, (t) =>
    t.tx.select({ id: studios.id }).from(studios).orderBy(asc(studios.created_at)).limit(1),
  );
  return rows[0]?.id ?? null;
}

/** Scripts and styles only from this origin: no inline code at all (the point of the demo). */
function strictCsp(reply: FastifyReply) {
  void reply.header(
    'content-security-policy',
    [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "connect-src 'self'",
      "frame-src 'self'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Called on the root instance (a hook in a plugin would not see the static files' routes). */
export function installWidgetHeaders(app: FastifyInstance) {
  // The iframe page is meant to be framed by studios' sites: any ancestor, no X-Frame-Options.
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // The loader imports widget.js as a module from the studio's page: a cross-origin module
    // load needs CORS. The files are public and carry no credentials.
    if (path.startsWith('/widget/')) void reply.header('access-control-allow-origin', '*');
    if (path !== WIDGET_FRAME_PATH) return;
    reply.removeHeader('x-frame-options');
    void reply.header(
      'content-security-policy',
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; object-src 'none'; frame-ancestors *",
    );
  });
}

// Pages, not API: left out of the OpenAPI document (they exist only once the widget is built).
const page = { schema: { hide: true } };

export async function widgetDemoRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/widget/demo', page, async (request, reply) => {
    const query = request.query as { studio?: string; widget?: string };
    const studioId =
      typeof query.studio === 'string' && UUID.test(query.studio)
        ? query.studio
        : await demoStudioId(db);
    const widgetBase = `${request.protocol}://${request.host}/widget/`;
    strictCsp(reply);
    return reply
      .type('text/html; charset=utf-8')
      .send(demoPageHtml({ widgetBase, studioId, withWidget: query.widget !== 'none' }));
  });
  app.get('/widget/demo.css', page, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(DEMO_CSS),
  );
  app.get('/widget/demo.js', page, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(DEMO_JS),
  );
}
