import { useMemo } from "react";
import { useApi } from "./ApiContext.ts";
import { createQueryHooks, type QueryHooks } from "./query.ts";

/** Typed query hooks over the nearest provider's client, made once per client. */
export function useQueryHooks(): QueryHooks {
  const { client } = useApi();
  return useMemo(() => createQueryHooks(client), [client]);
}
