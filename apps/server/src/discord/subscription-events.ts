import type { ProductHandlers } from "../payments/products.ts";
import type { Services } from "../services.ts";
import { syncRow } from "../subscriptions/records.ts";
import { syncDiscordRole } from "../subscriptions/role-sync.ts";
import { welcomeMember } from "./membership.ts";

/**
 * Discord memberships as billing sees them. Billing hands over the subscription's current state
 * (read from the provider after every event), so replayed and out-of-order events store the
 * same thing. A membership's first payment welcomes the member (once, even when the browser's
 * /discord/subscribe never comes); every change reaches role delivery: renewal, failed payment
 * (past_due keeps the role, unpaid or canceled removes it), cancellation at period end,
 * immediate cancellation, tier change.
 */
export function discordProduct(services: Services): ProductHandlers {
  return {
    async subscriptionChanged({ subscription }) {
      const row = await syncRow(services, subscription);
      if (!row) return;
      if (row.welcomed_at === null) await welcomeMember(services, row);
      else await syncDiscordRole(services, row);
    },
  };
}
