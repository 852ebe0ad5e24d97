import type { Client } from "openapi-fetch";
import { REFRESH_LOCK_NAME } from "./constants.ts";
import type { paths } from "./generated/openapi.ts";
import type { RefreshLock } from "./refreshLock.ts";
import type { TokenStore } from "./tokenStore.ts";

/** The refresh was refused (or impossible): the session is over and both tokens are gone. */
export class SessionExpiredError extends Error {
  constructor() {
    super("The session has expired");
    this.name = "SessionExpiredError";
  }
}

/**
 * The refresh could not be attempted properly (server error, rate limit): the tokens are kept,
 * since they may still be good, and the caller gets its original 401.
 */
export class RefreshUnavailableError extends Error {
  constructor(readonly status: number) {
    super(`POST /refresh answered ${status}`);
    this.name = "RefreshUnavailableError";
  }
}

export interface TokenRefresher {
  /**
   * An access token newer than `failedToken` (the one a request was rejected with): the one
   * already stored if another request or tab refreshed meanwhile, else the result of one
   * `POST /refresh`. Concurrent callers in this tab share a single attempt; tabs take turns
   * through the cross-tab lock, and a tab that waited reuses the token the first one stored.
   */
  freshAccessToken(failedToken: string | null): Promise<string>;
}

export function createTokenRefresher(options: {
  /** A client without the auth middleware, so that the refresh call cannot recurse. */
  bareClient: Client<paths>;
  tokenStore: TokenStore;
  lock: RefreshLock;
  onExpired: () => void;
}): TokenRefresher {
  const { bareClient, tokenStore, lock, onExpired } = options;
  let inFlight: Promise<string> | null = null;

  const expire = (): never => {
    tokenStore.clear();
    onExpired();
    throw new SessionExpiredError();
  };

  async function refreshUnderLock(failedToken: string | null): Promise<string> {
    // Whoever held the lock before us may have refreshed already; its token is ours too.
    const stored = tokenStore.getAccessToken();
    if (stored && stored !== failedToken) return stored;

    const refreshToken = tokenStore.getRefreshToken();
    if (!refreshToken) return expire();

    const { data, response } = await bareClient.POST("/refresh", {
      body: { refresh_token: refreshToken },
    });
    if (data) {
      tokenStore.setTokens(data);
      return data.access_token;
    }
    if (response.status >= 500 || response.status === 429) {
      throw new RefreshUnavailableError(response.status);
    }
    return expire();
  }

  return {
    freshAccessToken(failedToken) {
      const stored = tokenStore.getAccessToken();
      if (stored && stored !== failedToken) return Promise.resolve(stored);
      inFlight ??= lock
        .run(REFRESH_LOCK_NAME, () => refreshUnderLock(failedToken))
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}
