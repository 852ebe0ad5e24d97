import {
  environmentManager,
  QueryClient,
  useMutation,
  useQuery,
  type QueryClient as QueryClientType,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from "@tanstack/react-query";
import type { FetchResponse, MaybeOptionalInit } from "openapi-fetch";
import type {
  HttpMethod,
  MediaType,
  PathsWithMethod,
  RequiredKeysOf,
} from "openapi-typescript-helpers";
import { callApi, callApiNoContent } from "./callApi.ts";
import type { ApiError } from "./errors.ts";
import type { ApiClient } from "./client.ts";
import {
  QUERY_GC_TIME_MS,
  QUERY_REFETCH_ON_RECONNECT,
  QUERY_REFETCH_ON_WINDOW_FOCUS,
} from "./constants.ts";
import type { paths } from "./generated/openapi.ts";

/**
 * A TanStack QueryClient with the spec's cache settings (academy.md §9). On the server (the
 * site's build-time prerender) unused data is never timed out, as TanStack does there by
 * default: the cache goes with the render, and a 60 s timer per query kept the build's process
 * alive for a minute after its last page.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: environmentManager.isServer() ? Number.POSITIVE_INFINITY : QUERY_GC_TIME_MS,
        refetchOnWindowFocus: QUERY_REFETCH_ON_WINDOW_FOCUS,
        refetchOnReconnect: QUERY_REFETCH_ON_RECONNECT,
      },
    },
  });
}

// Written over a constrained Paths, as openapi-react-query does: `paths[P][M]` alone does not
// satisfy FetchResponse's constraint.
type AnyPaths = Record<string, Record<HttpMethod, object>>;
type Operations = paths & AnyPaths;
type Path<M extends HttpMethod> = PathsWithMethod<Operations, M>;
type Init<M extends HttpMethod, P extends Path<M>> = MaybeOptionalInit<Operations[P], M>;
/** The success body of one operation (undefined for a 204). */
type Data<M extends HttpMethod, P extends Path<M>, I> = Required<
  FetchResponse<Operations[P][M], I, MediaType>
>["data"];
/** The init argument is optional exactly when the operation has no required parameter. */
type InitArgs<I, Rest extends unknown[]> =
  RequiredKeysOf<I> extends never ? [init?: I, ...rest: Rest] : [init: I, ...rest: Rest];

/** `[method, path]` or `[method, path, init]`: the same key wherever the same call is made. */
export type ApiQueryKey = readonly [HttpMethod, string] | readonly [HttpMethod, string, unknown];
type QueryOptions<D> = Omit<UseQueryOptions<D, ApiError, D, ApiQueryKey>, "queryKey" | "queryFn">;
type MutationOptions<D, I> = Omit<UseMutationOptions<D, ApiError, I>, "mutationKey" | "mutationFn">;

type QueryArgs<M extends HttpMethod, P extends Path<M>, I, Rest extends unknown[] = []> = InitArgs<
  I,
  [options?: QueryOptions<Data<M, P, I>>, ...rest: Rest]
>;

/** openapi-react-query's shape, with failures as ApiError instead of the bare body. */
export interface QueryHooks {
  /** The key and fetcher of one call, for `useQuery`, `setQueryData` or `invalidateQueries`. */
  queryOptions<M extends HttpMethod, P extends Path<M>, I extends Init<M, P>>(
    method: M,
    path: P,
    ...[init, options]: QueryArgs<M, P, I>
  ): UseQueryOptions<Data<M, P, I>, ApiError, Data<M, P, I>, ApiQueryKey> & {
    queryKey: ApiQueryKey;
  };
  /** A call as a query: errors are ApiErrors, so the screen can read the HTTP status. */
  useQuery<M extends HttpMethod, P extends Path<M>, I extends Init<M, P>>(
    method: M,
    path: P,
    ...[init, options, queryClient]: QueryArgs<M, P, I, [queryClient?: QueryClientType]>
  ): UseQueryResult<Data<M, P, I>, ApiError>;
  /** A call as a mutation: `mutate(init)`; errors are ApiErrors. */
  useMutation<M extends HttpMethod, P extends Path<M>, I extends Init<M, P>>(
    method: M,
    path: P,
    options?: MutationOptions<Data<M, P, I>, I>,
    queryClient?: QueryClientType,
  ): UseMutationResult<Data<M, P, I>, ApiError, I>;
}

/** One untyped call of the client: the typed signatures above are what callers see. */
type LooseCall = (
  path: string,
  init: unknown,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * The one way this codebase queries the API: typed paths and bodies from the contract, and
 * failures as ApiError (status + body) whether called from a hook or with `callApi`.
 * `hooks.useQuery("get", "/courses/{id}", { params: { path: { id } } })`.
 */
export function createQueryHooks(client: ApiClient): QueryHooks {
  const loose = (method: HttpMethod): LooseCall => {
    // openapi-fetch's methods are typed per path; the hooks' signatures carry those types.
    const calls: Record<string, LooseCall> = client as unknown as Record<string, LooseCall>;
    const call = calls[method.toUpperCase()];
    if (!call) throw new Error(`The API client has no ${method.toUpperCase()} method.`);
    return call;
  };
  const request = (method: HttpMethod, path: string, init: unknown, signal?: AbortSignal) => () =>
    loose(method)(path, { ...(init ?? {}), signal });
  // A query's data cannot be undefined (TanStack Query refuses it): a body is required.
  const fetchQuery = (method: HttpMethod, path: string, init: unknown, signal: AbortSignal) =>
    callApi(request(method, path, init, signal));
  // A write may answer 204 (no body): its data is then undefined, as its type says.
  const mutate = async (method: HttpMethod, path: string, init: unknown) => {
    let data: unknown;
    await callApiNoContent(async () => {
      const result = await request(method, path, init)();
      data = result.data;
      return result;
    });
    return data;
  };

  const queryOptions = (method: HttpMethod, path: string, init?: unknown, options?: object) => ({
    queryKey: init === undefined ? [method, path] : [method, path, init],
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchQuery(method, path, init, signal),
    ...options,
  });

  const hooks = {
    queryOptions,
    useQuery: (
      method: HttpMethod,
      path: string,
      init?: unknown,
      options?: object,
      queryClient?: QueryClientType,
    ) => useQuery(queryOptions(method, path, init, options), queryClient),
    useMutation: (
      method: HttpMethod,
      path: string,
      options?: object,
      queryClient?: QueryClientType,
    ) =>
      useMutation(
        {
          mutationKey: [method, path],
          mutationFn: (init: unknown) => mutate(method, path, init),
          ...options,
        },
        queryClient,
      ),
  };
  // The implementation is written once over strings; QueryHooks gives each path its types.
  return hooks as unknown as QueryHooks;
}
