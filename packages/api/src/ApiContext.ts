import type { QueryClient } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import type { ApiClient } from "./client.ts";

/**
 * Anything that holds a session's data: it forgets it when the session ends, and marks it
 * stale (refetching what is on screen) when something the session holds changed (a payment
 * that opened a course). A TanStack QueryClient is one.
 */
export interface ClearableCache {
  clear(): void;
  invalidateQueries(): Promise<void>;
}

export interface ApiContextValue {
  client: ApiClient;
  /**
   * The query caches of this client: the session empties them on logout or expiry and marks
   * them stale on `refresh()`.
   */
  caches: Set<ClearableCache>;
  /** The QueryClient an <ApiProvider> was given or made; <ApiClientProvider> has none. */
  queryClient?: QueryClient | undefined;
}

/**
 * Lives apart from the providers so that a page can read the client without loading the query
 * library: the site's first paint needs neither (issue #18).
 */
export const ApiContext = createContext<ApiContextValue | null>(null);

/** The client of the nearest <ApiProvider> or <ApiClientProvider>. */
export function useApi(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error("useApi() must be used inside <ApiProvider>.");
  return value;
}
