import type { BillingCycle, DiscordTier } from "../payments/prices.ts";
import { confirmationIdOfSecret } from "../payments/setup-proof.ts";
import { getSubscription, type StartedSubscription } from "../payments/subscriptions.ts";
import type { Services } from "../services.ts";
import type { SubscriptionProduct } from "./tables.ts";

/**
 * Records a subscription billing started for a purchase attempt (its first payment not yet
 * confirmed): one row per attempt (`key`), so a double click or a retry finds the same row.
 * Calculator subscriptions and Discord memberships alike: one table holds them both.
 */
export async function recordStartedSubscription(
  services: Services,
  input: {
    product: SubscriptionProduct;
    tier: DiscordTier | null;
    billingCycle: BillingCycle;
    amountCents: number;
    customerId: string;
    /** Our purchase attempt's key. */
    key: string;
    buyer: { email: string; fullName: string };
    /** The signed-in buyer; a guest's account comes with the first payment. */
    userId: number | null;
    started: StartedSubscription;
  },
): Promise<void> {
  const { started } = input;
  const state = await getSubscription(services.payments, started.subscriptionId);
  // What follows the provider's subscription, also when an attempt's row moves to a new one.
  const followed = {
    provider_subscription_id: started.subscriptionId,
    first_payment_intent_id: confirmationIdOfSecret(started.clientSecret),
    status: state.status,
    current_period_end: new Date(state.currentPeriodEnd * 1000),
  };
  const recorded = await services.db
    .insertInto("subscriptions")
    .values({
      ...followed,
      product: input.product,
      tier: input.tier,
      billing_cycle: input.billingCycle,
      amount_cents: input.amountCents,
      current_period_start: new Date(state.currentPeriodStart * 1000),
      next_billing_date: null,
      provider_customer_id: input.customerId,
      idempotency_key: input.key,
      buyer_email: input.buyer.email,
      buyer_name: input.buyer.fullName,
      user_id: input.userId,
    })
    // A row there already (this attempt) is kept; only a new subscription for a remembered
    // attempt moves it (below).
    .onConflict((oc) => oc.doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!recorded) await followNewSubscription(services, input.key, followed);
}

/**
 * The same attempt after the provider forgot its key (24 h) gets a new subscription: the
 * attempt's row follows it, unless that subscription has a row already (a reused start).
 */
async function followNewSubscription(
  services: Services,
  key: string,
  followed: {
    provider_subscription_id: string;
    first_payment_intent_id: string | null;
    status: string;
    current_period_end: Date;
  },
): Promise<void> {
  const known = await services.db
    .selectFrom("subscriptions")
    .select("id")
    .where("provider_subscription_id", "=", followed.provider_subscription_id)
    .executeTakeFirst();
  if (known) return;
  await services.db
    .updateTable("subscriptions")
    .set({ ...followed, updated_at: new Date() })
    .where("idempotency_key", "=", key)
    .execute();
}
