import type { ApiClient } from "@academy/api";
import { payByCard } from "../shared/payments/flow/payByCard.ts";
import { saveCard } from "../shared/payments/flow/saveCard.ts";
import { CARD_UPDATE_WORDS } from "./operations.ts";
import type { SubscriptionOperations } from "./types.ts";

/**
 * The card update of a plan (issue 48): a SetupIntent on the plan's customer, then the saved
 * card pays what is outstanding (the server's payPaymentPlan).
 */
export function payPlanWithCard(
  client: ApiClient,
  planId: number,
): SubscriptionOperations["updateCard"] {
  const path = { planId };
  return (hand) =>
    saveCard({
      ...hand,
      words: CARD_UPDATE_WORDS,
      createSetupIntent: () =>
        client.POST("/account/payment-plans/{planId}/setup-intent", { params: { path } }),
      complete: (paymentMethodId) =>
        client.POST("/account/payment-plans/{planId}/pay", {
          params: { path },
          body: { payment_method_id: paymentMethodId },
        }),
    });
}

// The confirmation's refusal is the provider's (402) or says the payment is unfinished (409).
const PAUSED_PLAN_WORDS = { ...CARD_UPDATE_WORDS, completeDetail: true };

/**
 * The payment of a paused plan (issue 48), on-session: the server answers the outstanding
 * payment's secret, the browser confirms it with the card typed (a 3-D Secure challenge shows
 * inside confirmCardPayment), then the server reopens the course from the provider's state.
 */
export function payPausedPlan(
  client: ApiClient,
  planId: number,
): SubscriptionOperations["updateCard"] {
  const path = { planId };
  return async ({ stripe, card }) => {
    await payByCard({
      stripe,
      card,
      words: PAUSED_PLAN_WORDS,
      createIntent: () =>
        client.POST("/account/payment-plans/{planId}/payment", { params: { path } }),
      complete: () =>
        client.POST("/account/payment-plans/{planId}/payment/confirm", { params: { path } }),
    });
  };
}
