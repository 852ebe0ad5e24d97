import { useMemo, type ReactNode } from "react";
import { ApiContext, type ApiContextValue, type ClearableCache } from "./ApiContext.ts";
import type { ApiClient } from "./client.ts";

export interface ApiClientProviderProps {
  client: ApiClient;
  children?: ReactNode;
}

/**
 * The client alone, without the query library: what a page shell needs before any query runs.
 * Pages that query wrap themselves in <QueryScope>, which loads TanStack Query with them and
 * shares one cache per client across every scope.
 */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  const value = useMemo<ApiContextValue>(
    () => ({ client, caches: new Set<ClearableCache>() }),
    [client],
  );
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}
