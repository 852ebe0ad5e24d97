import {
  errorMessage,
  type AccountSubscription,
  type ApiClient,
  type DiscordSubscription,
} from "@academy/api";
import type { PaymentWords } from "../shared/payments/flow/PaymentError.ts";
import { saveCard } from "../shared/payments/flow/saveCard.ts";
import { DISCORD_TIERS } from "../shared/discordTiers.ts";
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
 * investor-tools.md §8 for the card update: "Payment system is loading. Please try again.",
 * "Card element not found", "Payment method creation failed" (the provider's words preferred
 * for a refused card), "Failed to update payment method".
 */
export const CARD_UPDATE_WORDS: PaymentWords = {
  unavailable: TEXT.paymentSystemLoading,
  noCard: TEXT.cardElementMissing,
  details: TEXT.cardElementMissing,
  intent: TEXT.updateFailed,
  intentDetail: "conflict",
  card: TEXT.paymentMethodFailed,
  cardProvider: true,
  incomplete: TEXT.paymentMethodFailed,
  complete: TEXT.updateFailed,
  completeDetail: false,
  unexpected: TEXT.updateFailed,
};

/**
 * The spec's message, then the server's reason when it gives one (a membership managed
 * elsewhere, already cancelled), so the member knows what to do next.
 */
async function answerOf(
  call: Promise<{ data?: ActionResult; error?: unknown }>,
  failure: string,
): Promise<ActionResult> {
  const { data, error } = await call.catch((cause: unknown) => ({ data: undefined, error: cause }));
  if (data) return data;
  const reason = errorMessage(error, "");
  throw new SubscriptionProblem(reason && reason !== failure ? `${failure}. ${reason}` : failure);
}

/** The subscription's SetupIntent (the server's createSubscriptionSetupIntent). */
const setupIntentOf = (client: ApiClient, subscriptionId: number) =>
  client.POST("/account/subscriptions/{subscriptionId}/setup-intent", {
    params: { path: { subscriptionId } },
  });

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
    updateCard: (hand) =>
      saveCard({
        ...hand,
        words: CARD_UPDATE_WORDS,
        createSetupIntent: () => setupIntentOf(client, subscriptionId),
        complete: (paymentMethodId) =>
          client.POST("/discord/update-payment-method", {
            body: { subscription_id: subscriptionId, payment_method_id: paymentMethodId },
          }),
      }),
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
    updateCard: (hand) =>
      saveCard({
        ...hand,
        words: CARD_UPDATE_WORDS,
        createSetupIntent: () => setupIntentOf(client, subscriptionId),
        complete: (paymentMethodId) =>
          client.POST("/account/subscriptions/{subscriptionId}/payment-method", {
            params: { path },
            body: { payment_method_id: paymentMethodId },
          }),
      }),
  };
}
