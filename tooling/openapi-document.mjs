// Writes the API's OpenAPI document (what /api/v1/openapi.json answers) to a file, from the server
// built in-process on an in-memory database: `npm run lint` checks it with Spectral.
// Usage: node --import tsx tooling/openapi-document.mjs <out.json> (tsx loads the server's TypeScript).
import { writeFileSync } from 'node:fs';

const { buildServer } = await import('../apps/server/src/app.ts');

const out = process.argv[2];
if (!out) throw new Error('Usage: node --import tsx tooling/openapi-document.mjs <out.json>');
// No migrations: registering the routes reads nothing from the database.
const app = await buildServer({ environment: 'test', migrate: false });
try {
  await app.ready();
  writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
} finally {
  await app.close();
}
