import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from "./constants.ts";

/** A freshly issued pair. A missing `refresh_token` removes the stored one (see setTokens). */
export interface IssuedTokens {
  access_token: string;
  refresh_token?: string | undefined;
}

/**
 * Where the client keeps its tokens. Swappable so that tests and widgets on partner pages
 * (where the host page owns localStorage) can keep them elsewhere.
 */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  /**
   * Replaces both tokens. When the answer carried no refresh token the stored one is removed
   * rather than kept: it would belong to an earlier session, possibly another user's.
   */
  setTokens(tokens: IssuedTokens): void;
  /** Removes both tokens. */
  clear(): void;
  /**
   * Calls `listener` after any change, including changes made by other tabs (when the store
   * can see them). Returns the unsubscribe function.
   */
  subscribe(listener: () => void): () => void;
}

/** A store that lives only as long as the page: tests, or widgets that must not persist. */
export function createMemoryTokenStore(initial?: {
  access_token?: string | null;
  refresh_token?: string | null;
}): TokenStore {
  let access = initial?.access_token ?? null;
  let refresh = initial?.refresh_token ?? null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    getAccessToken: () => access,
    getRefreshToken: () => refresh,
    setTokens(tokens) {
      access = tokens.access_token;
      refresh = tokens.refresh_token ?? null;
      notify();
    },
    clear() {
      access = null;
      refresh = null;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Merely reading `window.localStorage` throws where storage is blocked (sandboxed frames). */
function browserLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The spec's store: `access_token` and `refresh_token` in localStorage, so every tab shares one
 * session. Storage can throw (Safari private mode, sandboxed iframes, quota); a throwing
 * storage behaves as an empty one instead of breaking the page.
 */
export function createLocalStorageTokenStore(
  storage: Storage | undefined = browserLocalStorage(),
  eventTarget:
    Pick<Window, "addEventListener" | "removeEventListener"> | undefined = globalThis.window,
): TokenStore {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const read = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null) => {
    try {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      // Nothing to do: the session then lasts as long as the access token in memory would.
    }
  };

  // Another tab's login, refresh or logout arrives as a `storage` event (key null = clear()).
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) {
      notify();
    }
  };

  return {
    getAccessToken: () => read(ACCESS_TOKEN_KEY),
    getRefreshToken: () => read(REFRESH_TOKEN_KEY),
    setTokens(tokens) {
      // Refresh token first: a tab reading between the two writes then sees a new refresh
      // token with the old access token, which at worst costs it one extra refresh.
      write(REFRESH_TOKEN_KEY, tokens.refresh_token ?? null);
      write(ACCESS_TOKEN_KEY, tokens.access_token);
      notify();
    },
    clear() {
      write(ACCESS_TOKEN_KEY, null);
      write(REFRESH_TOKEN_KEY, null);
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) eventTarget?.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) eventTarget?.removeEventListener("storage", onStorage);
      };
    },
  };
}
