import type { ProductHandlers } from "../payments/products.ts";
import { ACTIVE_STATUSES, PAID_STATUSES } from "../payments/statuses.ts";
import type { SubscriptionState } from "../payments/subscription-state.ts";
import { getSubscription } from "../payments/subscriptions.ts";
import type { Services } from "../services.ts";
import { syncRow } from "../subscriptions/records.ts";
import { ensureAccount } from "../users/accounts.ts";
import { ACCESS_STATUSES } from "./calculator-access.ts";

/** Marks our subscriptions in the provider's metadata, so other plans' events are ignored. */
export const CALCULATOR_PRODUCT = "calculator";

/**
 * Brings our record and the buyer's `calculator_access` row in step with the subscription's
 * current state (read from the provider, never an event's copy, so replays and out-of-order
 * events converge). Once the first payment succeeded the buyer has an account: a guest's is
 * created here (password mailed) if the webhook arrives before the browser's /subscribe.
 * Returns the user the subscription belongs to, or undefined before the first payment.
 */
export async function syncCalculatorSubscription(
  services: Services,
  subscription: SubscriptionState,
): Promise<number | undefined> {
  if (subscription.metadata["product"] !== CALCULATOR_PRODUCT) return undefined;
  const { db } = services;
  const record = await syncRow(services, subscription);
  if (!record || !PAID_STATUSES.has(subscription.status)) return undefined;
  let userId = record.user_id;
  if (userId === null) {
    if (!record.buyer_email) return undefined;
    const { user } = await ensureAccount(
      services,
      { email: record.buyer_email, fullName: record.buyer_name ?? record.buyer_email },
      async (trx) => {
        await trx
          .updateTable("subscriptions")
          .set({ account_created: true })
          .where("id", "=", record.id)
          .execute();
      },
    );
    userId = user.id;
    await db
      .updateTable("subscriptions")
      .set({ user_id: userId })
      .where("id", "=", record.id)
      .execute();
  }
  const row = {
    user_id: userId,
    billing_cycle: record.billing_cycle,
    status: subscription.status,
    current_period_end: new Date(subscription.currentPeriodEnd * 1000),
    subscription_id: subscription.id,
    updated_at: new Date(),
  };
  // One row per user: a subscription replaces the row's state when it is the same subscription
  // or the row no longer opens the calculator, so a finished subscription's late event never
  // closes a newer one.
  await db
    .insertInto("calculator_access")
    .values(row)
    .onConflict((oc) =>
      oc
        .column("user_id")
        .doUpdateSet({
          billing_cycle: row.billing_cycle,
          status: row.status,
          current_period_end: row.current_period_end,
          subscription_id: row.subscription_id,
          updated_at: row.updated_at,
        })
        .where((eb) =>
          eb.or([
            eb("calculator_access.subscription_id", "=", subscription.id),
            eb("calculator_access.subscription_id", "is", null),
            eb("calculator_access.status", "not in", [...ACCESS_STATUSES]),
            eb("calculator_access.current_period_end", "<=", services.clock()),
          ]),
        ),
    )
    .execute();
  if (!ACTIVE_STATUSES.has(subscription.status))
    await keepAnotherActive(services, userId, subscription.id);
  return userId;
}

/**
 * Access follows all of the user's calculator subscriptions, not the one an event was about:
 * when this one stops granting access (cancelled, failed renewal) while another (monthly beside
 * yearly) is still paid, the row takes the other's current state from the provider.
 */
async function keepAnotherActive(services: Services, userId: number, endedId: string) {
  const others = await services.db
    .selectFrom("subscriptions")
    .select(["provider_subscription_id", "billing_cycle"])
    .where("product", "=", "calculator")
    .where("user_id", "=", userId)
    .where("provider_subscription_id", "!=", endedId)
    .where("status", "in", [...ACTIVE_STATUSES])
    .execute();
  for (const other of others) {
    if (!other.provider_subscription_id) continue;
    const current = await getSubscription(services.payments, other.provider_subscription_id);
    if (!ACTIVE_STATUSES.has(current.status)) continue;
    await services.db
      .updateTable("calculator_access")
      .set({
        billing_cycle: other.billing_cycle,
        status: current.status,
        current_period_end: new Date(current.currentPeriodEnd * 1000),
        subscription_id: other.provider_subscription_id,
        updated_at: new Date(),
      })
      .where("user_id", "=", userId)
      .execute();
    return;
  }
}

/**
 * The calculator as billing sees it: every change of one of its subscriptions updates access
 * and the account page's record of it.
 */
export function calculatorProduct(services: Services): ProductHandlers {
  return {
    async subscriptionChanged({ subscription }) {
      await syncCalculatorSubscription(services, subscription);
    },
  };
}
