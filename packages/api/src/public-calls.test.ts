import { afterEach, describe, expect, it } from 'vitest';
import { toJson } from './public-calls.ts';

describe('toJson', () => {
  const proto = Array.prototype as unknown as { toJSON?: () => string };
  afterEach(() => {
    delete proto.toJSON;
  });

  it('writes arrays as arrays even when the page put a toJSON on Array.prototype', () => {
    // What Prototype.js 1.6 did: every array became a string.
    proto.toJSON = function (this: unknown[]) {
      return `[${this.map((item) => JSON.stringify(item)).join(', ')}]`;
    };
    const body = { service_ids: ['a', 'b'], nested: { list: [[1], [2]] }, name: 'Анна' };
    expect(JSON.parse(toJson(body))).toEqual(body);
  });

  it('is JSON.stringify otherwise', () => {
    const body = { when: new Date(0), list: [1, 'x', null], skip: undefined };
    expect(toJson(body)).toBe(JSON.stringify(body));
  });
});
