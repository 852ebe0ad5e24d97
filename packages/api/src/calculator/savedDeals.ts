import { useQueryClient } from "@tanstack/react-query";
import { useQueryHooks } from "../useQueryHooks.ts";

/**
 * Typed hooks for the calculator subscription's access flag and saved deals, over the
 * provider's query hooks (same keys, so `hooks.useQuery("get", "/deals")` elsewhere shares
 * the cache). Errors are ApiErrors (the HTTP status and the contract's `{ detail }` body): show
 * them with `errorMessage`. Writes refresh the list and the deal they touched.
 *
 * Access (server-enforced): anyone signed in may list, open and delete their own deals; saving,
 * renaming and updating need an active calculator subscription (403 otherwise) or an admin.
 */

/** GET /calculator/access: `{ hasAccess }`; pass `enabled: false` for a guest (it is a 401). */
export function useCalculatorAccess(options: { enabled?: boolean } = {}) {
  const hooks = useQueryHooks();
  return hooks.useQuery("get", "/calculator/access", {}, { enabled: options.enabled ?? true });
}

/** Refetches GET /calculator/access everywhere it is shown (after a subscription is paid). */
export function useRefreshCalculatorAccess() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["get", "/calculator/access"] });
}

/**
 * GET /deals: the signed-in user's saved deals, most recently updated first. `retry: false`
 * for a screen that offers its own Retry button.
 */
export function useSavedDeals(options: { enabled?: boolean; retry?: boolean } = {}) {
  const hooks = useQueryHooks();
  return hooks.useQuery(
    "get",
    "/deals",
    {},
    { enabled: options.enabled ?? true, ...(options.retry === false ? { retry: false } : {}) },
  );
}

/** GET /deals/{dealId}; idle while `dealId` is null. */
export function useSavedDeal(dealId: number | null) {
  const hooks = useQueryHooks();
  return hooks.useQuery(
    "get",
    "/deals/{dealId}",
    { params: { path: { dealId: dealId ?? 0 } } },
    { enabled: dealId !== null },
  );
}

/** Refreshes every cached saved-deal query after a write. */
function useRefreshSavedDeals() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["get", "/deals"] }),
      queryClient.invalidateQueries({ queryKey: ["get", "/deals/{dealId}"] }),
    ]);
}

/** POST /deals: `mutate({ body: { name, deal } })`. */
export function useCreateSavedDeal() {
  const hooks = useQueryHooks();
  const refresh = useRefreshSavedDeals();
  return hooks.useMutation("post", "/deals", { onSuccess: refresh });
}

/** PATCH /deals/{dealId}: `mutate({ params: { path: { dealId } }, body: { name?, deal? } })`. */
export function useUpdateSavedDeal() {
  const hooks = useQueryHooks();
  const refresh = useRefreshSavedDeals();
  return hooks.useMutation("patch", "/deals/{dealId}", { onSuccess: refresh });
}

/** DELETE /deals/{dealId}: `mutate({ params: { path: { dealId } } })`. */
export function useDeleteSavedDeal() {
  const hooks = useQueryHooks();
  const refresh = useRefreshSavedDeals();
  return hooks.useMutation("delete", "/deals/{dealId}", { onSuccess: refresh });
}
