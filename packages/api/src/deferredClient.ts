import type { ApiClient, CreateApiClientOptions, PasswordConfirmer } from "./client.ts";
import { createLocalStorageTokenStore } from "./tokenStore.ts";

type Method = "GET" | "PUT" | "POST" | "DELETE" | "OPTIONS" | "HEAD" | "PATCH" | "TRACE";

/**
 * An ApiClient whose code (openapi-fetch, the refresh middleware, the cross-tab lock) loads on
 * its first call instead of with the page: a visitor who never calls the API never pays for
 * it, and the landing page's first paint does not wait for it (issue #18). The token store is
 * there at once, so whether a session is stored is known synchronously.
 */
export function createDeferredApiClient(options: CreateApiClientOptions): ApiClient {
  const tokenStore = options.tokenStore ?? createLocalStorageTokenStore();
  const expiredListeners = new Set<() => void>();
  let confirmer: PasswordConfirmer | null = null;
  let loading: Promise<ApiClient> | undefined;

  const load = (): Promise<ApiClient> => {
    loading ??= import("./client.ts").then(({ createApiClient }) => {
      const client = createApiClient({ ...options, tokenStore });
      client.onSessionExpired(() => expiredListeners.forEach((listener) => listener()));
      client.onPasswordNeeded(() => (confirmer ? confirmer() : Promise.resolve(false)));
      return client;
    });
    return loading;
  };

  // The methods are generic and overloaded per path; each one only forwards its arguments.
  const forward = (method: Method | "request") =>
    ((...args: unknown[]) =>
      load().then((client) =>
        (client[method] as (...forwarded: unknown[]) => Promise<unknown>)(...args),
      )) as never;

  return {
    GET: forward("GET"),
    PUT: forward("PUT"),
    POST: forward("POST"),
    DELETE: forward("DELETE"),
    OPTIONS: forward("OPTIONS"),
    HEAD: forward("HEAD"),
    PATCH: forward("PATCH"),
    TRACE: forward("TRACE"),
    request: forward("request"),
    use(...middleware) {
      void load().then((client) => client.use(...middleware));
    },
    eject(...middleware) {
      void load().then((client) => client.eject(...middleware));
    },
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
