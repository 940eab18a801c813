// zod compiles its object parsers with `new Function` once it has found eval allowed, and it looks
// when a schema is made, at module load: under a studio's strict CSP that probe is refused and
// reported (a violation report per page). Imported first by the bundle, before any schema module,
// so zod runs its interpreted parsers and never probes.
import { z } from 'zod';

z.config({ jitless: true });
