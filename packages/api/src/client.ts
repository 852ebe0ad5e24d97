import createClient, { removeTrailingSlash, type Client, type Middleware } from "openapi-fetch";
import { SESSION_EXPIRED_MESSAGE } from "./constants.ts";
import { takeEarlyAnswer } from "./earlyAnswers.ts";
import { errorAction } from "./errors.ts";
import type { paths } from "./generated/openapi.ts";
import { SessionExpiredError, createTokenRefresher, type TokenRefresher } from "./refresh.ts";
import { createDefaultRefreshLock, type RefreshLock } from "./refreshLock.ts";
import { createLocalStorageTokenStore, type TokenStore } from "./tokenStore.ts";

export interface CreateApiClientOptions {
  /** Where the contract's paths are mounted, e.g. "/api" or "https://host.example/api". */
  baseUrl: string;
  /** Replaces globalThis.fetch (tests, server-side rendering, instrumented fetches). */
  fetch?: (request: Request) => Promise<Response>;
  /** Defaults to localStorage (`access_token`, `refresh_token`). */
  tokenStore?: TokenStore;
  /**
   * Serialises refreshes across tabs. Defaults to Web Locks, else a localStorage lease, else
   * in-process; pass `createInProcessRefreshLock()` with a memory token store.
   */
  refreshLock?: RefreshLock;
}

export interface ApiClient extends Client<paths> {
  readonly tokenStore: TokenStore;
  /** Called when a refresh is refused and the tokens were removed. Returns the unsubscribe. */
  onSessionExpired(listener: () => void): () => void;
  /**
   * Who asks for the password when a change needs a recent sign-in (403, ErrorBody.action
   * `confirm_password`): the confirmer signs in again (new tokens in the store) and answers
   * whether it did; the refused request is then sent once more. One at a time: the last one
   * set wins. Returns the unsubscribe.
   */
  onPasswordNeeded(confirmer: PasswordConfirmer): () => void;
}

/** Asks the user for their password and signs in again; true when it did. */
export type PasswordConfirmer = () => Promise<boolean>;

/**
 * Calls whose 401 means "wrong credentials" or "bad refresh token", not "access token
 * expired": refreshing and retrying them would be wrong, and for /refresh itself a loop.
 */
const NO_REFRESH_PATHS: ReadonlySet<string> = new Set([
  "/auth/login",
  "/auth/register",
  "/auth/logout",
  "/refresh",
  "/auth/handover/redeem",
]);

const bearerOf = (request: Request): string | null => {
  const header = request.headers.get("Authorization");
  return header?.startsWith("Bearer ") ? header.slice("Bearer ".length) : null;
};

/** What a caller gets when its 401 could not be cured: the spec's message, as an ErrorBody. */
function sessionExpiredResponse(): Response {
  return new Response(JSON.stringify({ detail: SESSION_EXPIRED_MESSAGE }), {
    status: 401,
    headers: { "Content-Type": "application/json" },
  });
}

/**
 * Sends the stored access token as a bearer header and cures 401s: one shared refresh, then
 * one retry per failed request, sent straight to fetch (not through the middleware chain) so a
 * second 401 reaches the caller as it is. Never a loop.
 */
export function createAuthMiddleware(
  tokenStore: TokenStore,
  refresher: TokenRefresher,
  /** The client's own base URL: requests sent elsewhere never carry the token. */
  baseUrl: string,
  /** The current password confirmer, if any (ApiClient.onPasswordNeeded). */
  confirmer: () => PasswordConfirmer | null = () => null,
): Middleware {
  const ownBaseUrl = removeTrailingSlash(baseUrl);
  // Several refused requests at once (two tabs' worth of clicks) ask for the password once.
  let confirming: Promise<boolean> | null = null;

  async function passwordConfirmed(response: Response): Promise<boolean> {
    const confirm = confirmer();
    if (!confirm) return false;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (errorAction(body) !== "confirm_password") return false;
    confirming ??= confirm().finally(() => {
      confirming = null;
    });
    return confirming;
  }

  // A request's body can be read once, and fetch has read it by the time the 401 arrives:
  // keep a clone per request id, taken before sending.
  const retries = new Map<string, Request>();

  return {
    onRequest({ request, schemaPath, id, options }) {
      // The form service may be a third party reached with a per-request baseUrl; our token
      // is for our API only.
      if (options.baseUrl !== ownBaseUrl) return undefined;
      // A caller that set its own Authorization (a one-off token) keeps it, unrefreshed.
      if (request.headers.has("Authorization")) return undefined;
      const token = tokenStore.getAccessToken();
      if (!token) return undefined;
      request.headers.set("Authorization", `Bearer ${token}`);
      if (!NO_REFRESH_PATHS.has(schemaPath)) retries.set(id, request.clone());
      return request;
    },
    async onResponse({ response, id, options }) {
      const retry = retries.get(id);
      retries.delete(id);
      if (!retry) return undefined;
      if (response.status === 403) {
        if (!(await passwordConfirmed(response))) return undefined;
        const fresh = tokenStore.getAccessToken();
        if (fresh) retry.headers.set("Authorization", `Bearer ${fresh}`);
        return options.fetch(retry);
      }
      if (response.status !== 401) return undefined;

      let token: string;
      try {
        token = await refresher.freshAccessToken(bearerOf(retry));
      } catch (error) {
        if (error instanceof SessionExpiredError) return sessionExpiredResponse();
        // Refresh unavailable (server or network trouble): the caller gets its 401.
        return undefined;
      }
      retry.headers.set("Authorization", `Bearer ${token}`);
      return options.fetch(retry);
    },
    onError({ id }) {
      retries.delete(id);
      return undefined;
    },
  };
}

/** The one way to talk to the API: a typed openapi-fetch client with session handling. */
export function createApiClient(options: CreateApiClientOptions): ApiClient {
  const { baseUrl, fetch, tokenStore = createLocalStorageTokenStore() } = options;
  const lock = options.refreshLock ?? createDefaultRefreshLock();
  // openapi-fetch calls fetch(request, init); forward only the request so a custom fetch with
  // the documented one-argument signature is called the same way globalThis.fetch is.
  const send = (request: Request) => (fetch ?? globalThis.fetch)(request);

  const expiredListeners = new Set<() => void>();
  const refresher = createTokenRefresher({
    bareClient: createClient<paths>({ baseUrl, fetch: send }),
    tokenStore,
    lock,
    onExpired: () => expiredListeners.forEach((listener) => listener()),
  });

  // The page may have sent this request already, before its code loaded (earlyAnswers.ts).
  const client = createClient<paths>({
    baseUrl,
    fetch: (request: Request) => takeEarlyAnswer(request, send) ?? send(request),
  });
  let confirmer: PasswordConfirmer | null = null;
  client.use(createAuthMiddleware(tokenStore, refresher, baseUrl, () => confirmer));

  return {
    ...client,
    tokenStore,
    onSessionExpired(listener) {
      expiredListeners.add(listener);
      return () => expiredListeners.delete(listener);
    },
    onPasswordNeeded(next) {
      confirmer = next;
      return () => {
        if (confirmer === next) confirmer = null;
      };
    },
  };
}
