import { QueryClient } from "@tanstack/react-query";
import createQueryHooksFromClient, { type OpenapiQueryClient } from "openapi-react-query";
import type { Client } from "openapi-fetch";
import {
  QUERY_GC_TIME_MS,
  QUERY_REFETCH_ON_RECONNECT,
  QUERY_REFETCH_ON_WINDOW_FOCUS,
} from "./constants.ts";
import type { paths } from "./generated/openapi.ts";

export type QueryHooks = OpenapiQueryClient<paths>;

/** A TanStack QueryClient with the spec's cache settings (academy.md §9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: QUERY_REFETCH_ON_WINDOW_FOCUS,
        refetchOnReconnect: QUERY_REFETCH_ON_RECONNECT,
      },
    },
  });
}

/**
 * Typed `useQuery` / `useMutation` / `queryOptions` over a client:
 * `hooks.useQuery("get", "/courses/{id}", { params: { path: { id } } })`.
 */
export function createQueryHooks(client: Client<paths>): QueryHooks {
  return createQueryHooksFromClient(client);
}
