import type { Services } from "../services.ts";
import type { SubscriptionRow } from "./records.ts";

/**
 * Hands a Discord membership's current state to role delivery (discord/README.md). Called
 * after every change we store; the decision is state-based, so calling it twice is harmless.
 */
export async function syncDiscordRole(services: Services, row: SubscriptionRow): Promise<void> {
  if (row.product !== "discord" || row.user_id === null || row.tier === null) return;
  if (row.provider_subscription_id === null) return;
  await services.discord.onSubscriptionChanged({
    userId: row.user_id,
    tier: row.tier,
    status: row.status,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    currentPeriodEnd: row.current_period_end,
  });
}
