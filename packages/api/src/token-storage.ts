// Where the session's tokens live (spec part 1 §3 "Storage keys"): localStorage in the browser, memory in tests and SSR.

/** The spec's storage keys. */
export const TOKEN_STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
} as const;

export interface StoredTokens {
  accessToken: string;
  /** Left as it is when not given (an impersonation answer may carry only an access token). */
  refreshToken?: string | null;
}

export interface TokenStorage {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: StoredTokens): void;
  clear(): void;
  /** Called after every change (refresh, impersonation, sign-out); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

function listeners() {
  const set = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    notify() {
      for (const listener of [...set]) listener();
    },
  };
}

/** Tokens in a Map: for tests, server rendering and browsers that refuse localStorage. */
export function memoryTokenStorage(initial?: StoredTokens): TokenStorage {
  let access: string | null = initial?.accessToken ?? null;
  let refresh: string | null = initial?.refreshToken ?? null;
  const events = listeners();
  return {
    getAccessToken: () => access,
    getRefreshToken: () => refresh,
    setTokens(tokens) {
      access = tokens.accessToken;
      if (tokens.refreshToken !== undefined) refresh = tokens.refreshToken;
      events.notify();
    },
    clear() {
      access = null;
      refresh = null;
      events.notify();
    },
    subscribe: events.subscribe,
  };
}

/** Tokens under 'access_token' and 'refresh_token' in a Web Storage (localStorage by default). */
export function webTokenStorage(storage: Storage): TokenStorage {
  const events = listeners();
  const write = (key: string, value: string | null) => {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  };
  return {
    getAccessToken: () => storage.getItem(TOKEN_STORAGE_KEYS.accessToken),
    getRefreshToken: () => storage.getItem(TOKEN_STORAGE_KEYS.refreshToken),
    setTokens(tokens) {
      write(TOKEN_STORAGE_KEYS.accessToken, tokens.accessToken);
      if (tokens.refreshToken !== undefined) {
        write(TOKEN_STORAGE_KEYS.refreshToken, tokens.refreshToken);
      }
      events.notify();
    },
    clear() {
      storage.removeItem(TOKEN_STORAGE_KEYS.accessToken);
      storage.removeItem(TOKEN_STORAGE_KEYS.refreshToken);
      events.notify();
    },
    subscribe: events.subscribe,
  };
}

/** localStorage when the environment has a usable one, memory otherwise. */
export function defaultTokenStorage(): TokenStorage {
  try {
    const storage = globalThis.localStorage;
    if (storage && typeof storage.getItem === 'function') {
      storage.getItem(TOKEN_STORAGE_KEYS.accessToken);
      return webTokenStorage(storage);
    }
  } catch {
    // Access denied (privacy mode, sandboxed iframe): fall through to memory.
  }
  return memoryTokenStorage();
}
