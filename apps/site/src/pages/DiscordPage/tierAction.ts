import type { DiscordTier } from "@academy/api";
import type { DiscordMembership } from "./useDiscordMembership.ts";

/**
 * What a tier card offers (issue 50): "join" (the spec's button, for guests and anyone without
 * a membership), "wait" (the same button, disabled, while a signed-in user's membership is
 * asked), or for a member "current" (the plan they hold: Manage, never Join), "upgrade" (a
 * higher tier) and "switch" (a lower one), both through the portal's plan change.
 */
export type TierAction = "join" | "wait" | "current" | "upgrade" | "switch";

/** Pro includes everything Community has, and more. */
const RANK: Readonly<Record<DiscordTier, number>> = { community: 1, pro: 2 };

export function tierAction(tier: DiscordTier, membership: DiscordMembership): TierAction {
  if (membership.status === "loading") return "wait";
  if (membership.status !== "member") return "join";
  const held = membership.subscription.tier;
  if (held === tier) return "current";
  return RANK[tier] > RANK[held] ? "upgrade" : "switch";
}
