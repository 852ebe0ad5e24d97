import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useMemo, useState, type ReactNode } from "react";
import { ApiContext, type ApiContextValue, type ClearableCache } from "./ApiContext.ts";
import type { ApiClient } from "./client.ts";
import { createQueryClient } from "./query.ts";

export interface ApiProviderProps {
  client: ApiClient;
  /** Defaults to one made by createQueryClient(), kept for the provider's lifetime. */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/** Makes the client and a QueryClient available to the tree below (tests, widgets). */
export function ApiProvider({ client, queryClient, children }: ApiProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? createQueryClient());
  const activeQueryClient = queryClient ?? ownQueryClient;
  const value = useMemo<ApiContextValue>(
    () => ({
      client,
      caches: new Set<ClearableCache>([activeQueryClient]),
      queryClient: activeQueryClient,
    }),
    [client, activeQueryClient],
  );
  return (
    <QueryClientProvider client={activeQueryClient}>
      <ApiContext.Provider value={value}>{children}</ApiContext.Provider>
    </QueryClientProvider>
  );
}
