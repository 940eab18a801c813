// The public booking's wiring must not reach XState: visitors load it (the widget and the public
// page), and XState's runtime was an eighth of the widget (docs/decisions/, "The public booking
// flow runs on a small interpreter"). Follows every value import (not `import type`) from the hook
// through our packages and names the chain if one reaches a module importing xstate.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const VALUE_IMPORT =
  /^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'([^']+)'|^import\s+'([^']+)'/gms;

function chainToXState(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
      const specifier = (match[1] ?? match[2]) as string;
      if (/^(xstate|@xstate\/)/.test(specifier)) return chain;
      const workspace = /^@beautydesk\/(domain|api)\/(.+)$/.exec(specifier);
      const next = specifier.startsWith('.')
        ? resolve(dirname(file), specifier)
        : workspace
          ? resolve(repo, 'packages', workspace[1]!, 'src', `${workspace[2]}.ts`)
          : null;
      if (!next || !existsSync(next)) continue;
      const found = walk(next, [...chain, next.slice(repo.length + 1)]);
      if (found) return found;
    }
    return null;
  };
  return walk(resolve(repo, entry), [entry]);
}

describe('usePublicBooking', () => {
  it('reaches no module that imports XState', () => {
    expect(chainToXState('packages/api/src/public-booking.ts')).toBeNull();
  });

  it('would name the chain if one did', () => {
    expect(chainToXState('packages/domain/src/machines/public-booking.ts')).toEqual([
      'packages/domain/src/machines/public-booking.ts',
    ]);
    expect(chainToXState('packages/domain/src/machines/testing/conformance.ts')).toEqual([
      'packages/domain/src/machines/testing/conformance.ts',
    ]);
  });
});
