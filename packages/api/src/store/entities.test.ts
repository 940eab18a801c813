import { describe, expect, it } from 'vitest';
import { isStoreData } from './entities.ts';

describe('isStoreData: what an entity slot may hold', () => {
  it('takes JSON lists and objects, nested ones and nulls inside included', () => {
    expect(isStoreData([])).toBe(true);
    expect(isStoreData({})).toBe(true);
    expect(isStoreData([{ id: 'c1', birthDate: null, contacts: [{ value: '+375' }] }])).toBe(true);
    expect(isStoreData({ studios: [{ id: 's1', isActive: true }], total: 1 })).toBe(true);
    expect(isStoreData(Object.assign(Object.create(null) as object, { a: 1 }))).toBe(true);
  });

  it('allows undefined object fields, which JSON leaves out', () => {
    expect(isStoreData({ name: 'Мастер', description: undefined })).toBe(true);
  });

  it('refuses bare values: scalars, null, undefined', () => {
    for (const value of [null, undefined, 'text', 42, true]) expect(isStoreData(value)).toBe(false);
  });

  it('refuses what JSON would change or drop', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    class Studio {
      id = 's1';
    }
    for (const value of [
      [Number.NaN],
      [Number.POSITIVE_INFINITY],
      [undefined],
      [1n],
      { at: new Date(0) },
      new Map([['a', 1]]),
      new Set([1]),
      new Studio(),
      { run: () => 1 },
      [Symbol('s')],
      cyclic,
    ]) {
      expect(isStoreData(value)).toBe(false);
    }
  });

  it('accepts the same object twice when it is not inside itself', () => {
    const shared = { id: 'x' };
    expect(isStoreData({ a: shared, b: [shared, shared] })).toBe(true);
  });
});
