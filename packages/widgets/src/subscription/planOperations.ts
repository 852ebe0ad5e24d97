import type { ApiClient } from "@academy/api";
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
