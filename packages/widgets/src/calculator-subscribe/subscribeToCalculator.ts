import {
  errorMessage,
  type ApiClient,
  type BillingCycle,
  type SubscribeResponse,
} from "@academy/api";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { CALCULATOR_AMOUNT_CENTS, CALCULATOR_SUBSCRIBE_TEXT as TEXT } from "./constants.ts";

/** Why a subscription stopped; `onCard` when the card itself is the problem (shown at the card). */
export class SubscriptionProblem extends Error {
  constructor(
    message: string,
    readonly onCard: boolean,
  ) {
    super(message);
    this.name = "SubscriptionProblem";
  }
}

export interface CalculatorPurchase {
  client: ApiClient;
  stripe: Stripe | null;
  card: StripeCardElement | null;
  fullName: string;
  email: string;
  cycle: BillingCycle;
}

/**
 * The calculator payment flow of investor-tools.md §4 and §7: card ready check, create the
 * subscription's payment, confirm the card (3-D Secure shows its challenge inside
 * confirmCardPayment), register the subscription. Errors are §8's, the server's detail or the
 * provider's message preferred.
 */
export async function subscribeToCalculator(
  purchase: CalculatorPurchase,
): Promise<SubscribeResponse> {
  const { client, stripe, card, fullName, email, cycle } = purchase;
  if (!stripe || !card) throw new SubscriptionProblem(TEXT.stripeNotLoaded, false);
  if (fullName === "" || email === "") throw new SubscriptionProblem(TEXT.detailsRequired, false);
  const intent = await client
    .POST("/calculator/create-subscription-intent", {
      body: {
        email,
        name: fullName,
        billing_cycle: cycle,
        amount: CALCULATOR_AMOUNT_CENTS[cycle],
        test_mode: false,
      },
    })
    .catch(() => null);
  if (!intent?.data)
    throw new SubscriptionProblem(errorMessage(intent?.error, TEXT.intentFailed), false);

  const result = await stripe.confirmCardPayment(intent.data.client_secret, {
    payment_method: { card, billing_details: { name: fullName, email } },
  });
  // A retry after the subscribe call failed finds the payment already made: register it.
  const alreadyPaid = result.error?.payment_intent?.status === "succeeded";
  if (result.error && !alreadyPaid) {
    const onCard = result.error.type === "card_error" || result.error.type === "validation_error";
    throw new SubscriptionProblem(result.error.message ?? TEXT.paymentFailed, onCard);
  }
  if (!alreadyPaid && result.paymentIntent?.status !== "succeeded")
    throw new SubscriptionProblem(TEXT.paymentFailed, false);

  const paymentIntentId =
    result.paymentIntent?.id ??
    result.error?.payment_intent?.id ??
    intent.data.payment_intent_id ??
    intent.data.client_secret.split("_secret_")[0] ??
    "";
  const subscribed = await client
    .POST("/calculator/subscribe", {
      body: {
        email,
        full_name: fullName,
        billing_cycle: cycle,
        payment_intent_id: paymentIntentId,
        client_secret: intent.data.client_secret,
        test_mode: false,
      },
    })
    .catch(() => null);
  if (!subscribed?.data)
    throw new SubscriptionProblem(errorMessage(subscribed?.error, TEXT.subscriptionFailed), false);
  return subscribed.data;
}
