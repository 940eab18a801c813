import { describe, expect, it } from 'vitest';
import {
  answerStoreRequest,
  describeCommand,
  storeRequestSchema,
  storeResponseSchema,
  storeResultSchemas,
} from './messages.ts';

describe('store messages', () => {
  it('accepts the four requests', () => {
    for (const request of [
      { id: 1, licenseId: 'L1', op: 'get', entity: 'clients' },
      { id: 2, licenseId: 'L1', op: 'getAll' },
      { id: 3, licenseId: 'L1', op: 'put', entity: 'studios', list: [{ id: 's1' }], key: null },
      { id: 4, licenseId: 'L1', op: 'clear' },
    ]) {
      expect(storeRequestSchema.parse(request)).toEqual(request);
    }
  });

  it('rejects unknown entities and operations, missing licenses and ids, data that is not JSON', () => {
    for (const request of [
      { id: 1, licenseId: 'L1', op: 'get', entity: 'invoices' },
      { id: 1, licenseId: 'L1', op: 'drop' },
      { id: 1, licenseId: '', op: 'getAll' },
      { licenseId: 'L1', op: 'getAll' },
      { id: -1, licenseId: 'L1', op: 'getAll' },
      {
        id: 1,
        licenseId: 'L1',
        op: 'put',
        entity: 'clients',
        list: { at: new Date(0) },
        key: null,
      },
      { id: 1, licenseId: 'L1', op: 'put', entity: 'clients', key: null },
      { id: 1, licenseId: 'L1', op: 'put', entity: 'clients', list: [] },
    ]) {
      expect(storeRequestSchema.safeParse(request).success).toBe(false);
    }
  });

  it('carries any JSON data, objects included', () => {
    const page = { studios: [{ id: 's1', email: null }], total: 1 };
    const request = { id: 5, licenseId: 'L1', op: 'put', entity: 'studios', list: page, key: 'k' };
    expect(storeRequestSchema.parse(request)).toEqual(request);
    const stored = { list: page, key: 'k', updatedAt: '2025-01-01T00:00:00.000Z' };
    expect(storeResultSchemas.getAll.parse({ studios: stored })).toEqual({ studios: stored });
  });

  it('reads responses and results', () => {
    expect(storeResponseSchema.parse({ id: 1, ok: true, result: null })).toEqual({
      id: 1,
      ok: true,
      result: null,
    });
    expect(storeResponseSchema.parse({ id: 1, ok: false, error: 'x' }).ok).toBe(false);
    expect(storeResponseSchema.safeParse({ id: 1, ok: false }).success).toBe(false);
    expect(storeResponseSchema.safeParse({ type: 'vite:hmr' }).success).toBe(false);
    const stored = { list: [1], key: null, updatedAt: '2025-01-01T00:00:00.000Z' };
    expect(storeResultSchemas.get.parse(stored)).toEqual(stored);
    expect(storeResultSchemas.get.parse(null)).toBeNull();
    expect(storeResultSchemas.getAll.parse({ clients: stored })).toEqual({ clients: stored });
    expect(storeResultSchemas.getAll.safeParse({ invoices: stored }).success).toBe(false);
    expect(storeResultSchemas.put.safeParse(undefined).success).toBe(false);
  });

  it('describes commands for error messages', () => {
    expect(describeCommand({ op: 'get', entity: 'clients' })).toBe('get clients');
    expect(describeCommand({ op: 'clear' })).toBe('clear');
  });
});

describe('answerStoreRequest', () => {
  it('runs a valid request and answers with its result, without the id in the command', async () => {
    const seen: unknown[] = [];
    const response = await answerStoreRequest(
      { id: 7, licenseId: 'L1', op: 'get', entity: 'roles' },
      async (command) => {
        seen.push(command);
        return null;
      },
    );
    expect(response).toEqual({ id: 7, ok: true, result: null });
    expect(seen).toEqual([{ licenseId: 'L1', op: 'get', entity: 'roles' }]);
  });

  it('answers a failed operation with its message', async () => {
    const response = await answerStoreRequest({ id: 8, licenseId: 'L1', op: 'clear' }, () =>
      Promise.reject(new Error('QuotaExceededError')),
    );
    expect(response).toEqual({ id: 8, ok: false, error: 'QuotaExceededError' });
    const thrown = await answerStoreRequest({ id: 9, licenseId: 'L1', op: 'clear' }, () =>
      Promise.reject('plain'),
    );
    expect(thrown).toEqual({ id: 9, ok: false, error: 'plain' });
  });

  it('answers an invalid request that has an id, and ignores anything else', async () => {
    const never = () => Promise.reject(new Error('not called'));
    const invalid = await answerStoreRequest({ id: 3, licenseId: 'L1', op: 'nope' }, never);
    expect(invalid).toMatchObject({ id: 3, ok: false });
    expect(invalid?.ok === false && invalid.error).toMatch(/^Invalid storage request/);
    expect(await answerStoreRequest({ hello: 'world' }, never)).toBeNull();
    expect(await answerStoreRequest(null, never)).toBeNull();
    expect(await answerStoreRequest({ id: 1.5 }, never)).toBeNull();
  });
});
