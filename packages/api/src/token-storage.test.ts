import { describe, expect, it, vi } from 'vitest';
import {
  TOKEN_STORAGE_KEYS,
  defaultTokenStorage,
  memoryTokenStorage,
  webTokenStorage,
  type TokenStorage,
} from './token-storage.ts';

function fakeStorage(): Storage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

function behavesLikeTokenStorage(make: () => TokenStorage) {
  it('stores, keeps the refresh token when none is given, and clears', () => {
    const tokens = make();
    const listener = vi.fn();
    const unsubscribe = tokens.subscribe(listener);
    tokens.setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    tokens.setTokens({ accessToken: 'a2' });
    expect(tokens.getAccessToken()).toBe('a2');
    expect(tokens.getRefreshToken()).toBe('r1');
    tokens.clear();
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    tokens.setTokens({ accessToken: 'a3' });
    expect(listener).toHaveBeenCalledTimes(3);
  });
}

describe('memoryTokenStorage', () => {
  behavesLikeTokenStorage(() => memoryTokenStorage());
  it('starts from the given tokens', () => {
    expect(memoryTokenStorage({ accessToken: 'a', refreshToken: 'r' }).getRefreshToken()).toBe('r');
  });
});

describe('webTokenStorage', () => {
  behavesLikeTokenStorage(() => webTokenStorage(fakeStorage()));

  it("uses the spec's keys access_token and refresh_token", () => {
    const storage = fakeStorage();
    webTokenStorage(storage).setTokens({ accessToken: 'a', refreshToken: 'r' });
    expect(Object.fromEntries(storage.map)).toEqual({ access_token: 'a', refresh_token: 'r' });
    expect(TOKEN_STORAGE_KEYS).toEqual({
      accessToken: 'access_token',
      refreshToken: 'refresh_token',
    });
    webTokenStorage(storage).setTokens({ accessToken: 'b', refreshToken: null });
    expect(Object.fromEntries(storage.map)).toEqual({ access_token: 'b' });
  });
});

describe('defaultTokenStorage', () => {
  it('uses localStorage when there is one, memory otherwise', () => {
    const storage = fakeStorage();
    vi.stubGlobal('localStorage', storage);
    defaultTokenStorage().setTokens({ accessToken: 'a' });
    expect(storage.map.get('access_token')).toBe('a');
    vi.stubGlobal('localStorage', undefined);
    expect(defaultTokenStorage().getAccessToken()).toBeNull();
    vi.unstubAllGlobals();
  });
});
