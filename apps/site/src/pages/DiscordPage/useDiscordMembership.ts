import { callApi, useApi, useSession, type DiscordSubscription } from "@academy/api";
import { useEffect, useState } from "react";

/**
 * Who is looking at /discord (issue 50): a guest (no session), someone signed in without a
 * membership, or a member with their subscription and whether their Discord account is
 * connected (null when that could not be asked).
 */
export type DiscordMembership =
  | { status: "guest" }
  | { status: "loading" }
  | { status: "none" }
  | { status: "member"; subscription: DiscordSubscription; connected: boolean | null };

/**
 * The signed-in user's Discord membership, asked again whenever `version` changes (after a
 * join). One-off calls (callApi), as the page's sales flag: the page loads no query cache.
 * investor-tools.md §7: any non-OK answer of the subscription call means no membership.
 */
export function useDiscordMembership(version: number): DiscordMembership {
  const { client } = useApi();
  const { user, status } = useSession();
  const userId = user?.id ?? null;
  const [membership, setMembership] = useState<{ userId: number; value: DiscordMembership }>();
  useEffect(() => {
    if (userId === null) return;
    let current = true;
    const subscription = callApi(() =>
      client.GET("/discord/subscription/{userId}", { params: { path: { userId } } }),
    ).catch(() => null);
    const connected = callApi(() => client.GET("/discord/connection"))
      .then((connection) => connection.connected)
      .catch(() => null);
    void Promise.all([subscription, connected]).then(([found, isConnected]) => {
      if (!current) return;
      const value: DiscordMembership = found
        ? { status: "member", subscription: found, connected: isConnected }
        : { status: "none" };
      setMembership({ userId, value });
    });
    return () => {
      current = false;
    };
  }, [client, userId, version]);
  if (status === "loading") return { status: "loading" };
  if (userId === null) return { status: "guest" };
  // A previous user's answer (or none yet) is not this user's.
  return membership?.userId === userId ? membership.value : { status: "loading" };
}
