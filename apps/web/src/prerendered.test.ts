// The page data script (prerendered.ts): whatever a value holds, it cannot end the script element,
// and JSON.parse reads back exactly what was written.
import { describe, expect, it } from 'vitest';
import { pageDataScript } from './prerendered.ts';

const body = (script: string) =>
  /^<script type="application\/json" id="page-data">([^<]*)<\/script>$/.exec(script)?.[1];

describe('pageDataScript', () => {
  it('writes <, >, & and the line separators as \\u escapes and reads back the same data', () => {
    const data = {
      publicStudioInfo: {
        studio: { name: '</script><script>alert(1)</script>', description: 'a\u2028b\u2029c<!--&' },
      },
    };
    const script = pageDataScript(data);
    const json = body(script);
    expect(json).toBeDefined();
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).toContain('a\\u2028b\\u2029c\\u003c!--\\u0026');
    expect(JSON.parse(json!)).toEqual(data);
  });
});
