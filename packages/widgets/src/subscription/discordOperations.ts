import { type ApiClient, type DiscordSubscription } from "@academy/api";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { DISCORD_TIERS } from "../discord-join/constants.ts";
import { SUBSCRIPTION_TEXT as TEXT } from "./constants.ts";
import {
  SubscriptionProblem,
  type ManagedSubscription,
  type SubscriptionOperations,
} from "./types.ts";

/** A Discord subscription record (investor-tools.md §3) as the subscription card shows it. */
export function discordSubscriptionView(record: DiscordSubscription): ManagedSubscription {
  return {
    name: DISCORD_TIERS.find((tier) => tier.id === record.tier)?.name ?? record.tier,
    status: record.status,
    amountCents: record.amount_cents,
    billingCycle: record.billing_cycle,
    currentPeriodStart: record.current_period_start,
    currentPeriodEnd: record.current_period_end,
    nextBillingDate: record.next_billing_date,
    cancelAtPeriodEnd: record.cancel_at_period_end,
  };
}

/**
 * The card's payment method, created in the browser by the card provider (§7); the provider's
 * own words are kept for a refused card.
 */
export async function createCardPaymentMethod(
  stripe: Stripe,
  card: StripeCardElement,
): Promise<string> {
  const result = await stripe.createPaymentMethod({ type: "card", card }).catch(() => null);
  if (!result) throw new SubscriptionProblem(TEXT.paymentMethodFailed);
  if (result.error || !result.paymentMethod) {
    throw new SubscriptionProblem(result.error?.message ?? TEXT.paymentMethodFailed);
  }
  return result.paymentMethod.id;
}

/** The Discord operations of investor-tools.md §7 for one subscription. */
export function discordOperations(
  client: ApiClient,
  subscriptionId: number,
): SubscriptionOperations {
  const path = { params: { path: { subscriptionId } } };
  return {
    async cancel(atPeriodEnd) {
      const { data } = await client
        .POST("/discord/cancel/{subscriptionId}", {
          params: { path: { subscriptionId }, query: { cancel_at_period_end: atPeriodEnd } },
        })
        .catch(() => ({ data: undefined }));
      if (!data) throw new SubscriptionProblem(TEXT.cancelFailed);
      return data;
    },
    async reactivate() {
      const { data } = await client
        .POST("/discord/reactivate/{subscriptionId}", path)
        .catch(() => ({ data: undefined }));
      if (!data) throw new SubscriptionProblem(TEXT.reactivateFailed);
      return data;
    },
    async updateCard(stripe, card) {
      const paymentMethodId = await createCardPaymentMethod(stripe, card);
      const answer = await client
        .POST("/discord/update-payment-method", {
          body: { subscription_id: subscriptionId, payment_method_id: paymentMethodId },
        })
        .catch(() => null);
      if (!answer?.data) {
        throw new SubscriptionProblem(TEXT.updateFailed);
      }
    },
  };
}
