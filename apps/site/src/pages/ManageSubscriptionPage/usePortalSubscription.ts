import { useQueryHooks, type DiscordSubscription } from "@academy/api";
import { useCallback, useEffect } from "react";
import { useLatest } from "../../lib/useLatest.ts";

export type PortalSubscription =
  | { status: "loading" }
  | { status: "found"; subscription: DiscordSubscription }
  /** Any non-OK answer means no active subscription (investor-tools.md §7). */
  | { status: "none" };

/**
 * GET /discord/subscription/{userId} for the signed-in member, through the query hooks;
 * `refetch` loads it again (the card calls it 1 s after a cancel or a reactivate). `onNone` runs
 * each time a load finds nothing.
 */
export function usePortalSubscription(userId: number, onNone: () => void) {
  const query = useQueryHooks().useQuery(
    "get",
    "/discord/subscription/{userId}",
    { params: { path: { userId } } },
    // A 404 is the answer "no subscription", not a hiccup to retry.
    { retry: false },
  );
  const latestOnNone = useLatest(onNone);
  const { isError, errorUpdatedAt, refetch: refetchQuery } = query;
  useEffect(() => {
    if (isError) latestOnNone.current();
  }, [isError, errorUpdatedAt, latestOnNone]);
  const refetch = useCallback(() => void refetchQuery(), [refetchQuery]);

  const state: PortalSubscription = query.isPending
    ? { status: "loading" }
    : query.isError
      ? { status: "none" }
      : { status: "found", subscription: query.data };
  return { state, refetch };
}
