import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useApi } from "./ApiContext.ts";
import type { ApiClient } from "./client.ts";
import { createQueryClient } from "./query.ts";

/** One cache per client, so the data a page loaded is still there when it is shown again. */
const sharedQueryClients = new WeakMap<ApiClient, QueryClient>();

function queryClientFor(client: ApiClient): QueryClient {
  let queryClient = sharedQueryClients.get(client);
  if (!queryClient) {
    queryClient = createQueryClient();
    sharedQueryClients.set(client, queryClient);
  }
  return queryClient;
}

/**
 * Gives the tree below TanStack Query: the provider's own QueryClient under <ApiProvider>,
 * else the client's shared one, registered so that the session empties it when it ends.
 */
export function QueryScope({ children }: { children?: ReactNode }) {
  const { client, caches, queryClient } = useApi();
  const [scoped] = useState(() => {
    const active = queryClient ?? queryClientFor(client);
    caches.add(active);
    return active;
  });
  return <QueryClientProvider client={scoped}>{children}</QueryClientProvider>;
}
