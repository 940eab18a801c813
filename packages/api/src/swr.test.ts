import { describe, expect, it, vi } from 'vitest';
import {
  PLATFORM_SCOPE,
  PUBLIC_SCOPE,
  apiKey,
  areaKeyFilter,
  clearApiCache,
  isApiKey,
  revalidateAreas,
  runAndRevalidate,
  scopeFor,
} from './swr.ts';

describe('keys', () => {
  it('lead with the license, then the area, the call and the params', () => {
    expect(apiKey('lic-1', 'clients', 'list', { limit: 1000 })).toEqual([
      'lic-1',
      'clients',
      'list',
      { limit: 1000 },
    ]);
    expect(apiKey('lic-1', 'stats', 'master-me')).toEqual(['lic-1', 'stats', 'master-me', {}]);
  });

  it('are null (no request) while the license is unknown', () => {
    expect(apiKey(null, 'clients', 'list')).toBeNull();
    expect(apiKey(undefined, 'clients', 'list')).toBeNull();
  });

  it('are told apart from foreign keys', () => {
    expect(isApiKey(['lic-1', 'clients', 'list', {}])).toBe(true);
    expect(isApiKey(['lic-1', 'nope', 'list', {}])).toBe(false);
    expect(isApiKey('/api/v1/clients')).toBe(false);
    expect(isApiKey(['lic-1', 'clients'])).toBe(false);
  });

  it('scope tenant data by license, public data by a fixed scope, admin lists by either', () => {
    expect(scopeFor('license', 'lic-1')).toBe('lic-1');
    expect(scopeFor('license', null)).toBeNull();
    expect(scopeFor('public', 'lic-1')).toBe(PUBLIC_SCOPE);
    expect(scopeFor('platform', null)).toBe(PLATFORM_SCOPE);
    expect(scopeFor('platform', 'lic-2')).toBe('lic-2');
  });
});

describe('revalidation filters', () => {
  const keys = [
    ['lic-1', 'clients', 'list', { limit: 1000 }],
    ['lic-1', 'clients', 'detail', { clientId: 'c1' }],
    ['lic-2', 'clients', 'list', { limit: 1000 }],
    ['lic-1', 'masters', 'list', {}],
    ['lic-1', 'appointments', 'with-relations', {}],
    '$inf$whatever',
    undefined,
  ];

  it('match exactly the areas changed, in the one license', () => {
    expect(keys.filter(areaKeyFilter('lic-1', ['clients']))).toEqual([keys[0], keys[1]]);
    expect(keys.filter(areaKeyFilter('lic-1', ['clients', 'appointments']))).toEqual([
      keys[0],
      keys[1],
      keys[4],
    ]);
    expect(keys.filter(areaKeyFilter('lic-2', ['masters']))).toEqual([]);
  });

  it('revalidateAreas hands that filter to mutate, with no data (so nothing is wiped)', async () => {
    const mutate = vi.fn(async (..._args: unknown[]) => []);
    await revalidateAreas(mutate, 'lic-1', ['masters']);
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]).toHaveLength(1);
    const filter = mutate.mock.calls[0]?.[0] as (key?: unknown) => boolean;
    expect(keys.filter(filter)).toEqual([keys[3]]);
  });

  it('clearApiCache drops every key of ours without refetching', async () => {
    const mutate = vi.fn(async (..._args: unknown[]) => []);
    await clearApiCache(mutate);
    const [filter, data, options] = mutate.mock.calls[0] ?? [];
    expect(data).toBeUndefined();
    expect(options).toEqual({ revalidate: false });
    expect(keys.filter(filter as (key?: unknown) => boolean)).toHaveLength(5);
  });
});

describe('runAndRevalidate (what every mutation helper does)', () => {
  it('refuses without a license: Authentication required, nothing run', async () => {
    const mutate = vi.fn(async () => []);
    const action = vi.fn(async () => 'done');
    await expect(runAndRevalidate(null, mutate, ['clients'], action)).rejects.toMatchObject({
      name: 'SessionNotReadyError',
      message: 'Authentication required',
    });
    expect(action).not.toHaveBeenCalled();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('runs the write, then revalidates its areas in that license only', async () => {
    const mutate = vi.fn(async (..._args: unknown[]) => []);
    await expect(
      runAndRevalidate('lic-1', mutate, ['appointments', 'stats'], async () => 'saved'),
    ).resolves.toBe('saved');
    const filter = mutate.mock.calls[0]?.[0] as (key?: unknown) => boolean;
    expect(filter(['lic-1', 'appointments', 'with-relations', {}])).toBe(true);
    expect(filter(['lic-1', 'stats', 'master-me', {}])).toBe(true);
    expect(filter(['lic-1', 'clients', 'list', {}])).toBe(false);
    expect(filter(['lic-2', 'appointments', 'with-relations', {}])).toBe(false);
  });

  it('a failed write revalidates nothing; a failed revalidation does not fail the write', async () => {
    const mutate = vi.fn(async () => {
      throw new Error('refetch failed');
    });
    await expect(
      runAndRevalidate('lic-1', mutate, ['clients'], async () => {
        throw new Error('write failed');
      }),
    ).rejects.toThrow('write failed');
    expect(mutate).not.toHaveBeenCalled();
    await expect(runAndRevalidate('lic-1', mutate, ['clients'], async () => 1)).resolves.toBe(1);
  });
});
