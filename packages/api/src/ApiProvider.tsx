import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import type { ApiClient } from "./client.ts";
import { createQueryClient, createQueryHooks, type QueryHooks } from "./query.ts";

export interface ApiContextValue {
  client: ApiClient;
  hooks: QueryHooks;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export interface ApiProviderProps {
  client: ApiClient;
  /** Defaults to one made by createQueryClient(), kept for the provider's lifetime. */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/** Makes the client, its query hooks and a QueryClient available to the tree below. */
export function ApiProvider({ client, queryClient, children }: ApiProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? createQueryClient());
  const value = useMemo(() => ({ client, hooks: createQueryHooks(client) }), [client]);
  return (
    <QueryClientProvider client={queryClient ?? ownQueryClient}>
      <ApiContext.Provider value={value}>{children}</ApiContext.Provider>
    </QueryClientProvider>
  );
}

/** The client and typed query hooks of the nearest ApiProvider. */
export function useApi(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error("useApi() must be used inside <ApiProvider>.");
  return value;
}
