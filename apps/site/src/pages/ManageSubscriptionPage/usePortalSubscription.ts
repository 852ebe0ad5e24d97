import { useApi, type DiscordSubscription } from "@academy/api";
import { useCallback, useEffect, useState } from "react";
import { useLatest } from "../../lib/useLatest.ts";

export type PortalSubscription =
  | { status: "loading" }
  | { status: "found"; subscription: DiscordSubscription }
  /** Any non-OK answer means no active subscription (investor-tools.md §7). */
  | { status: "none" };

/**
 * GET /discord/subscription/{userId} for the signed-in member; `refetch` loads it again (the
 * card calls it 1 s after a cancel or a reactivate). `onNone` runs when a load finds nothing.
 */
export function usePortalSubscription(userId: number, onNone: () => void) {
  const { client } = useApi();
  const [state, setState] = useState<PortalSubscription>({ status: "loading" });
  const [generation, setGeneration] = useState(0);
  const latestOnNone = useLatest(onNone);
  const refetch = useCallback(() => setGeneration((value) => value + 1), []);

  useEffect(() => {
    let current = true;
    client
      .GET("/discord/subscription/{userId}", { params: { path: { userId } } })
      .then(({ data }) => data ?? null)
      .catch(() => null)
      .then((subscription) => {
        if (!current) return;
        setState(subscription ? { status: "found", subscription } : { status: "none" });
        if (!subscription) latestOnNone.current();
      });
    return () => {
      current = false;
    };
  }, [client, userId, generation, latestOnNone]);

  return { state, refetch };
}
