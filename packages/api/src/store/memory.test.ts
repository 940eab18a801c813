import { describe, expect, it } from 'vitest';
import type { StudioWire } from '@beautydesk/domain/schemas/studios';
import { StoreClosedError } from './errors.ts';
import { createMemoryBacking, createMemoryLicenseStore } from './memory.ts';

/** A list item; the store never looks inside, so a partial studio will do. */
const studio = (id: string) => ({ id, name: `Studio ${id}` }) as unknown as StudioWire;

describe('the in-memory license store', () => {
  it('puts and gets lists per license, never mixing two licenses', async () => {
    const backing = createMemoryBacking();
    const one = createMemoryLicenseStore({ licenseId: 'L1', backing });
    const two = createMemoryLicenseStore({ licenseId: 'L2', backing });
    await one.put('studios', [studio('a')]);
    await two.put('studios', [studio('b'), studio('c')]);
    expect(await one.get('studios')).toEqual([studio('a')]);
    expect(await two.get('studios')).toEqual([studio('b'), studio('c')]);
    expect(await one.get('clients')).toBeNull();
    expect(one.licenseId).toBe('L1');
  });

  it('copies lists in and out', async () => {
    const store = createMemoryLicenseStore({ licenseId: 'L1', backing: createMemoryBacking() });
    const list = [studio('a')];
    await store.put('studios', list);
    (list[0] as { name: string }).name = 'changed';
    // The store holds any JSON data; this test put a list of studios.
    const read = (await store.get('studios')) as StudioWire[] | null;
    expect(read?.[0]?.name).toBe('Studio a');
    (read?.[0] as { name: string }).name = 'changed again';
    expect(((await store.get('studios')) as StudioWire[] | null)?.[0]?.name).toBe('Studio a');
  });

  it('lists everything of a license with keys and times, and clears only that license', async () => {
    const backing = createMemoryBacking();
    const at = Date.parse('2025-03-01T10:00:00.000Z');
    const one = createMemoryLicenseStore({ licenseId: 'L1', backing, clock: () => at });
    const two = createMemoryLicenseStore({ licenseId: 'L2', backing });
    expect(await one.getAll()).toEqual({});
    await one.put('studios', [studio('a')], { key: 'k1' });
    await one.put('roles', []);
    await two.put('roles', []);
    expect(await one.getAll()).toEqual({
      studios: { list: [studio('a')], key: 'k1', updatedAt: '2025-03-01T10:00:00.000Z' },
      roles: { list: [], key: null, updatedAt: '2025-03-01T10:00:00.000Z' },
    });
    await one.clear();
    expect(await one.getAll()).toEqual({});
    expect(await two.get('roles')).toEqual([]);
  });

  it('shares the page-wide backing between stores of one license by default', async () => {
    const first = createMemoryLicenseStore({ licenseId: 'memory-shared' });
    await first.put('masters', []);
    first.close();
    const second = createMemoryLicenseStore({ licenseId: 'memory-shared' });
    expect(await second.get('masters')).toEqual([]);
    await second.clear();
  });

  it('rejects after close', async () => {
    const store = createMemoryLicenseStore({ licenseId: 'L1', backing: createMemoryBacking() });
    store.close();
    await expect(store.get('clients')).rejects.toThrow(StoreClosedError);
    await expect(store.put('clients', [])).rejects.toThrow('Storage is closed');
  });

  it('needs a license id', () => {
    expect(() => createMemoryLicenseStore({ licenseId: '' })).toThrow(
      'A license store needs a license id',
    );
  });
});
