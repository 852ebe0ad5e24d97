import { entitledTier, type MembershipState } from "../discord/entitlement.ts";
import type { Services } from "../services.ts";
import type { SubscriptionRow } from "./records.ts";

const stateOf = (row: SubscriptionRow & { user_id: number; tier: "pro" | "community" }) =>
  ({
    userId: row.user_id,
    tier: row.tier,
    status: row.status,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    currentPeriodEnd: row.current_period_end,
  }) satisfies MembershipState;

/**
 * Hands the member's Discord access to role delivery (discord/README.md) after every change we
 * store. Access follows ALL of the member's memberships, never the one an event was about: with
 * two paid ones, cancelling one keeps the role; a late event of an old, cancelled membership
 * never removes the role a newer one pays for. The strongest current membership wins (Pro over
 * Community, then the later period end); the decision is state-based, so repeats are harmless.
 */
export async function syncDiscordRole(services: Services, row: SubscriptionRow): Promise<void> {
  if (row.product !== "discord" || row.user_id === null || row.tier === null) return;
  if (row.provider_subscription_id === null) return;
  const userId = row.user_id;
  const rows = await services.db
    .selectFrom("subscriptions")
    .selectAll()
    .where("product", "=", "discord")
    .where("user_id", "=", userId)
    .where("provider_subscription_id", "is not", null)
    .execute();
  const now = services.clock();
  const states = rows.flatMap((each) =>
    each.tier === null ? [] : [stateOf({ ...each, user_id: userId, tier: each.tier })],
  );
  const rank = (state: MembershipState) => {
    const tier = entitledTier(state, now);
    return tier === "pro" ? 2 : tier === "community" ? 1 : 0;
  };
  const strongest = states
    .filter((state) => rank(state) > 0)
    .sort(
      (a, b) => rank(b) - rank(a) || b.currentPeriodEnd.getTime() - a.currentPeriodEnd.getTime(),
    )[0];
  await services.discord.onSubscriptionChanged(
    strongest ?? stateOf({ ...row, user_id: userId, tier: row.tier }),
  );
}
