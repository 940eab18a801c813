// The widget's code must not reach zod: zod alone was a third of the widget's download (see
// docs/decisions/, "The widget's bundle"). Follows every value import (not `import type`) from the
// widget's entry through our packages, and names the first chain that ends in a module importing zod.
// Cheaper than a build, and it says which import to fix.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

// Static value imports, and dynamic ones: a mode's chunk loaded on demand is the widget's code too.
const VALUE_IMPORT =
  /^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'([^']+)'|^import\s+'([^']+)'|\bimport\('([^']+)'\)/gms;

/** Our workspace packages as their package.json exports map them; null for anything else. */
function resolveWorkspace(specifier: string): string | null {
  const match = /^@beautydesk\/(domain|api|ui)\/(.+)$/.exec(specifier);
  if (!match) return null;
  const [, name, rest] = match as unknown as [string, string, string];
  const base = resolve(repo, 'packages', name, 'src');
  if (name === 'ui' && /^(components|screens)\//.test(rest)) return resolve(base, rest, 'index.ts');
  return resolve(base, `${rest}.ts`);
}

function chainToZod(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(VALUE_IMPORT)) {
      const specifier = (match[1] ?? match[2] ?? match[3]) as string;
      if (specifier === 'zod' || specifier.startsWith('zod/')) return chain;
      const next = specifier.startsWith('.')
        ? resolve(dirname(file), specifier)
        : resolveWorkspace(specifier);
      if (!next || !existsSync(next)) continue;
      const found = walk(next, [...chain, next.slice(repo.length + 1)]);
      if (found) return found;
    }
    return null;
  };
  return walk(resolve(repo, entry), [entry]);
}

describe('the widget bundle', () => {
  it.each(['apps/booking-widget/src/widget.tsx', 'apps/booking-widget/src/loader.ts'])(
    '%s reaches no module that imports zod',
    (entry) => {
      expect(chainToZod(entry)).toBeNull();
    },
  );

  it('would name the chain if one did', () => {
    expect(chainToZod('packages/api/src/client.ts')).toEqual([
      'packages/api/src/client.ts',
      'packages/domain/src/schemas/auth.ts',
    ]);
  });
});
