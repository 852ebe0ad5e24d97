import type { SubscriptionListener } from "../payments/webhook.ts";
import { syncRow } from "../subscriptions/records.ts";
import { syncDiscordRole } from "../subscriptions/role-sync.ts";
import { welcomeMember } from "./membership.ts";

/**
 * The payments webhook's listener for every subscription we hold a row for (Discord
 * memberships, and calculator subscriptions the account page has listed). It gets the
 * subscription's current state (webhook.ts reads it from the provider), so replayed and
 * out-of-order events store the same thing. A membership's first payment welcomes the member
 * (once, even when the browser's /discord/subscribe never comes); every change reaches role
 * delivery: renewal, failed payment (past_due keeps the role, unpaid or canceled removes it),
 * cancellation at period end, immediate cancellation, tier change.
 */
export const onSubscriptionEvent: SubscriptionListener = async (services, subscription) => {
  const row = await syncRow(services, subscription);
  if (!row) return;
  if (row.product === "discord" && row.welcomed_at === null) await welcomeMember(services, row);
  else await syncDiscordRole(services, row);
};
