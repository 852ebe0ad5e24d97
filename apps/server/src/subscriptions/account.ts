import type { Services } from "../services.ts";
import { UNPAID_START_STATUSES } from "../payments/statuses.ts";
import type { SubscriptionState } from "../payments/subscription-state.ts";
import { customersOfEmail, listSubscriptions } from "../payments/subscriptions.ts";
import { findUserById } from "../users/users.ts";
import { stateColumns, syncRow, toAccountRecord } from "./records.ts";

/**
 * Rows for every calculator or Discord subscription of the user's customers that we do not hold
 * yet (one started before its purchase was recorded here, or from the provider's dashboard),
 * and the current state of those we do.
 */
export async function syncFromProvider(services: Services, userId: number, email: string) {
  for (const customer of await customersOfEmail(services.payments, email)) {
    for (const subscription of await listSubscriptions(services.payments, customer))
      await adopt(services, userId, customer, subscription);
  }
}

async function adopt(
  services: Services,
  userId: number,
  customer: string,
  subscription: SubscriptionState,
): Promise<void> {
  const synced = await syncRow(services, subscription);
  if (synced) return;
  const columns = stateColumns(subscription);
  const bought = subscription.plan;
  if (!bought) return;
  await services.db
    .insertInto("subscriptions")
    .values({
      ...columns,
      ...bought,
      user_id: userId,
      provider_subscription_id: subscription.id,
      provider_customer_id: customer,
    })
    .onConflict((oc) => oc.column("provider_subscription_id").doNothing())
    .execute();
  await syncRow(services, subscription);
}

/** GET /account/subscriptions: newest first, first payments never made left out. */
export async function listAccountSubscriptions(services: Services, userId: number) {
  const user = await findUserById(services.db, userId);
  if (!user) return [];
  await syncFromProvider(services, userId, user.email);
  const rows = await services.db
    .selectFrom("subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(100)
    .execute();
  return rows.filter((row) => !UNPAID_START_STATUSES.has(row.status)).map(toAccountRecord);
}
