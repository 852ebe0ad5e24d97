import type { ApiClient, BillingCycle, SubscribeResponse } from "@academy/api";
import type { PaymentWords } from "../shared/payments/flow/PaymentError.ts";
import { payByCard } from "../shared/payments/flow/payByCard.ts";
import type { CardInHand } from "../shared/payments/flow/useCardPayment.ts";
import { CALCULATOR_SUBSCRIBE_TEXT as TEXT } from "./constants.ts";

/**
 * investor-tools.md §8, calculator payment: "Stripe not loaded", "Email and name are required",
 * "Failed to create payment" and "Subscription creation failed" (the server's detail
 * preferred), "Payment failed" (the provider's message preferred), "An error occurred".
 */
export const CALCULATOR_PAYMENT_WORDS: PaymentWords = {
  unavailable: TEXT.stripeNotLoaded,
  noCard: TEXT.stripeNotLoaded,
  details: TEXT.detailsRequired,
  intent: TEXT.intentFailed,
  intentDetail: "always",
  card: TEXT.paymentFailed,
  cardProvider: true,
  incomplete: TEXT.paymentFailed,
  complete: TEXT.subscriptionFailed,
  completeDetail: true,
  unexpected: TEXT.genericError,
};

export interface CalculatorPurchase {
  client: ApiClient;
  fullName: string;
  email: string;
  cycle: BillingCycle;
  /** The catalogue's price for the cycle, in cents (§7); the server checks it against its own. */
  amountCents: number;
  /** One per opening of the modal (newAttemptId): the server answers its secret to it alone. */
  attemptId: string;
  /** An applied promotion code (issue 48): the server checks and prices it again. */
  promotionCode?: string;
  /** The modal showed the catalogue's free trial and asks for it (issue 48). */
  trial: boolean;
}

/**
 * The calculator payment of investor-tools.md §4 and §7: the subscription's first payment (the
 * server sets the price), or with a free trial the card's set-up, then its registration.
 */
export function subscribeToCalculator(
  hand: CardInHand,
  purchase: CalculatorPurchase,
): Promise<SubscribeResponse> {
  const { client, fullName, email, cycle, amountCents, attemptId, promotionCode, trial } = purchase;
  return payByCard({
    ...hand,
    billing: { name: fullName, email },
    words: CALCULATOR_PAYMENT_WORDS,
    createIntent: () =>
      client.POST("/calculator/create-subscription-intent", {
        body: {
          email,
          name: fullName,
          billing_cycle: cycle,
          amount: amountCents,
          test_mode: false,
          attempt_id: attemptId,
          ...(promotionCode ? { promotion_code: promotionCode } : {}),
          ...(trial ? { trial } : {}),
        },
      }),
    complete: ({ paymentIntentId, clientSecret }) =>
      client.POST("/calculator/subscribe", {
        body: {
          email,
          full_name: fullName,
          billing_cycle: cycle,
          payment_intent_id: paymentIntentId,
          client_secret: clientSecret,
          test_mode: false,
        },
      }),
  });
}
