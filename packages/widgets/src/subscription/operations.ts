import type { AccountSubscription, ApiClient, DiscordSubscription } from "@academy/api";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { DISCORD_TIERS } from "../discord-join/constants.ts";
import { SUBSCRIPTION_TEXT as TEXT } from "./constants.ts";
import {
  SubscriptionProblem,
  type ActionResult,
  type ManagedSubscription,
  type SubscriptionOperations,
} from "./types.ts";

const tierName = (tier: string) => DISCORD_TIERS.find((known) => known.id === tier)?.name ?? tier;

/** A Discord subscription record (investor-tools.md §3) as the subscription card shows it. */
export function discordSubscriptionView(record: DiscordSubscription): ManagedSubscription {
  return {
    name: tierName(record.tier),
    status: record.status,
    amountCents: record.amount_cents,
    billingCycle: record.billing_cycle,
    currentPeriodStart: record.current_period_start,
    currentPeriodEnd: record.current_period_end,
    nextBillingDate: record.next_billing_date,
    cancelAtPeriodEnd: record.cancel_at_period_end,
  };
}

/** One of GET /account/subscriptions (a calculator plan or a Discord membership). */
export function accountSubscriptionView(record: AccountSubscription): ManagedSubscription {
  return {
    name: record.name,
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
 * Saves the typed card through a SetupIntent of the subscription (the server's
 * createSubscriptionSetupIntent), so a card that needs 3-D Secure is authenticated now rather
 * than at the next renewal. Answers the new payment method's id; the provider's own words are
 * kept for a refused card.
 */
export async function saveCardForSubscription(
  client: ApiClient,
  subscriptionId: number,
  stripe: Stripe,
  card: StripeCardElement,
): Promise<string> {
  const setup = await client
    .POST("/account/subscriptions/{subscriptionId}/setup-intent", {
      params: { path: { subscriptionId } },
    })
    .catch(() => null);
  if (!setup?.data) throw new SubscriptionProblem(TEXT.updateFailed);
  const result = await stripe
    .confirmCardSetup(setup.data.client_secret, { payment_method: { card } })
    .catch(() => null);
  if (!result) throw new SubscriptionProblem(TEXT.paymentMethodFailed);
  if (result.error) throw new SubscriptionProblem(result.error.message ?? TEXT.paymentMethodFailed);
  const method = result.setupIntent.payment_method;
  const id = typeof method === "string" ? method : method?.id;
  if (!id) throw new SubscriptionProblem(TEXT.paymentMethodFailed);
  return id;
}

async function answerOf(
  call: Promise<{ data?: ActionResult }>,
  failure: string,
): Promise<ActionResult> {
  const { data } = await call.catch(() => ({ data: undefined }));
  if (!data) throw new SubscriptionProblem(failure);
  return data;
}

/** The portal's calls (investor-tools.md §7) for one Discord subscription. */
export function discordOperations(
  client: ApiClient,
  subscriptionId: number,
): SubscriptionOperations {
  const path = { subscriptionId };
  return {
    cancel: (atPeriodEnd) =>
      answerOf(
        client.POST("/discord/cancel/{subscriptionId}", {
          params: { path, query: { cancel_at_period_end: atPeriodEnd } },
        }),
        TEXT.cancelFailed,
      ),
    reactivate: () =>
      answerOf(
        client.POST("/discord/reactivate/{subscriptionId}", { params: { path } }),
        TEXT.reactivateFailed,
      ),
    async updateCard(stripe, card) {
      const paymentMethodId = await saveCardForSubscription(client, subscriptionId, stripe, card);
      const answer = await client
        .POST("/discord/update-payment-method", {
          body: { subscription_id: subscriptionId, payment_method_id: paymentMethodId },
        })
        .catch(() => null);
      if (!answer?.data) throw new SubscriptionProblem(TEXT.updateFailed);
    },
  };
}

/** The account page's calls for any of the user's subscriptions (calculator or Discord). */
export function accountOperations(
  client: ApiClient,
  subscriptionId: number,
): SubscriptionOperations {
  const path = { subscriptionId };
  return {
    cancel: (atPeriodEnd) =>
      answerOf(
        client.POST("/account/subscriptions/{subscriptionId}/cancel", {
          params: { path, query: { cancel_at_period_end: atPeriodEnd } },
        }),
        TEXT.cancelFailed,
      ),
    reactivate: () =>
      answerOf(
        client.POST("/account/subscriptions/{subscriptionId}/reactivate", { params: { path } }),
        TEXT.reactivateFailed,
      ),
    async updateCard(stripe, card) {
      const paymentMethodId = await saveCardForSubscription(client, subscriptionId, stripe, card);
      const answer = await client
        .POST("/account/subscriptions/{subscriptionId}/payment-method", {
          params: { path },
          body: { payment_method_id: paymentMethodId },
        })
        .catch(() => null);
      if (!answer?.data) throw new SubscriptionProblem(TEXT.updateFailed);
    },
  };
}
