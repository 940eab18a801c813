import { describe, expect, it } from 'vitest';
import * as clients from './clients.ts';
import * as errors from './errors.ts';
import * as impersonation from './impersonation.ts';

/*
 * Node is reached through untyped dynamic imports typed here: the domain's tsconfig has no Node
 * types on purpose (adding them for one test would hide Node use in the sources).
 */
interface NodeUrl {
  URL: new (path: string, base: string | object) => object;
  fileURLToPath(url: object): string;
}
interface NodeFs {
  existsSync(path: object): boolean;
  readdirSync(path: object): string[];
  readFileSync(path: object, encoding: 'utf8'): string;
}
declare const console: { info(message: string): void };
const nodeModule = (name: string): Promise<unknown> => import(/* @vite-ignore */ `node:${name}`);
const { URL, fileURLToPath } = (await nodeModule('url')) as NodeUrl;
const { existsSync, readdirSync, readFileSync } = (await nodeModule('fs')) as NodeFs;
const here = (import.meta as { url?: string }).url ?? '';

type MessageModule = Record<string, unknown> & { CHOSEN_WORDINGS: ReadonlySet<string> };

// Every messages module in this folder, found on disk so a new area is checked without listing it.
const folder = new URL('./', here);
const modules: Record<string, MessageModule> = Object.fromEntries(
  await Promise.all(
    readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .sort()
      .map(async (file) => [
        file.replace(/\.ts$/, ''),
        (await import(/* @vite-ignore */ `./${file}`)) as MessageModule,
      ]),
  ),
);

interface Entry {
  path: string;
  value: string | ((...args: never[]) => string);
}

/** Every string and template function a module exports, however deeply grouped. */
function entriesOf(value: unknown, path: string): Entry[] {
  if (typeof value === 'string') return [{ path, value }];
  if (typeof value === 'function') return [{ path, value: value as Entry['value'] }];
  if (value instanceof Set) return [];
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => entriesOf(inner, `${path}.${key}`));
  }
  return [];
}

function messagesOf(name: string, module: MessageModule): Entry[] {
  return Object.entries(module)
    .filter(([key]) => key !== 'CHOSEN_WORDINGS')
    .flatMap(([key, value]) => entriesOf(value, `${name}.${key}`));
}

const SLOT = (i: number) => `⟦${i}⟧`;

/** The fixed parts of a template: call it with markers and cut the markers out. */
function fixedParts(template: (...args: never[]) => string): string[] {
  const markers = Array.from({ length: template.length }, (_, i) => SLOT(i));
  const filled = (template as (...args: string[]) => string)(...markers);
  return filled.split(/⟦\d+⟧/).filter((part) => part.length > 0);
}

const quotedIn = (spec: string, text: string) =>
  spec.includes(`'${text}'`) ||
  spec.includes(`"${text}"`) ||
  // Error codes are written bare in the spec.
  (/^[A-Z][A-Z_]+$/.test(text) && new RegExp(`\\b${text}\\b`).test(spec));

describe('message modules', () => {
  it.each(Object.entries(modules))(
    '%s lists only its own texts as chosen wordings',
    (name, module) => {
      const texts = new Set(
        messagesOf(name, module).flatMap((entry) =>
          typeof entry.value === 'string' ? [entry.value] : [],
        ),
      );
      for (const chosen of module.CHOSEN_WORDINGS) expect(texts).toContain(chosen);
    },
  );

  it('fills templates with their arguments', () => {
    expect(clients.clientFormMessages.contactPhoneFormat(2, 'viber')).toBe(
      'Контакт 2: Телефон должен быть в международном формате (+...) для viber',
    );
    expect(clients.clientFormMessages.contactValueRequired(3)).toBe(
      'Контакт 3: Значение контакта обязательно',
    );
    expect(impersonation.impersonationMessages.banner('anna@example.com', 'GOD')).toBe(
      'IMPERSONATING anna@example.com (GOD) – ACTIONS LOGGED',
    );
    expect(errors.apiErrorMessages.streamingFailed(502, 'Bad Gateway')).toBe(
      'Streaming failed: 502 Bad Gateway',
    );
  });
});

const specDir = new URL('../../../../../shared/spec/', here);
const hasSpec = existsSync(specDir);
if (!hasSpec) {
  console.info(
    `messages.test: no specification at ${fileURLToPath(specDir)}; the verbatim checks are skipped.`,
  );
}

describe.runIf(hasSpec)('messages are verbatim from the specification', () => {
  const spec = hasSpec
    ? readdirSync(specDir)
        .filter((file) => file.endsWith('.md'))
        .map((file) => readFileSync(new URL(file, specDir), 'utf8'))
        .join('\n')
    : '';

  it('finds the specification text', () => {
    expect(spec).toContain('## 8. Error catalogue');
  });

  for (const [name, module] of Object.entries(modules)) {
    describe(name, () => {
      for (const { path, value } of messagesOf(name, module)) {
        if (typeof value === 'function') {
          it(`${path}: every fixed part of the template is in the spec`, () => {
            const parts = fixedParts(value);
            expect(parts.length).toBeGreaterThan(0);
            for (const part of parts) expect(spec).toContain(part);
          });
        } else if (module.CHOSEN_WORDINGS.has(value)) {
          it(`${path}: chosen wording "${value}" is not a spec text`, () => {
            expect(quotedIn(spec, value)).toBe(false);
          });
        } else {
          it(`${path}: "${value}" is quoted in the spec`, () => {
            expect(quotedIn(spec, value)).toBe(true);
          });
        }
      }
    });
  }
});
