import { callApi } from "@academy/api";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import type { ApiAnswer } from "./apiAnswer.ts";
import { confirmTrialCard, intentIdOf, type ConfirmableIntent } from "./confirmCard.ts";
import { paymentError, type PaymentWords } from "./PaymentError.ts";

/** The paid intent, handed to the call that records the purchase. */
export interface PaidIntent {
  paymentIntentId: string;
  /** The secret the page confirmed; the server checks it belongs to this intent. */
  clientSecret: string;
}

export interface CardPayment<Paid> {
  stripe: Stripe;
  card: StripeCardElement;
  /** The buyer's name and e-mail; none when the card's owner is known (a plan's payment). */
  billing?: { name: string; email: string };
  words: PaymentWords;
  /** The product's create-intent call (the server sets the price). */
  createIntent: () => Promise<ApiAnswer<ConfirmableIntent>>;
  /** The product's call that records the paid purchase (enrol, subscribe). */
  complete: (paid: PaidIntent) => Promise<ApiAnswer<Paid>>;
}

/**
 * Every card payment of the product (a course, the calculator, a Discord tier): create the
 * intent, confirm the card (3-D Secure shows its challenge inside confirmCardPayment), require
 * the status succeeded, then record the purchase. Any failure is a PaymentError in the
 * product's words.
 */
export async function payByCard<Paid>(payment: CardPayment<Paid>): Promise<Paid> {
  const { stripe, card, billing, words } = payment;
  const intent = await callApi(payment.createIntent).catch((cause: unknown) => {
    throw paymentError(words, "intent", cause);
  });
  // A free trial (issue 48): the card is saved, not charged; its set-up proves the purchase.
  if (intent.confirm === "setup") {
    if (!billing) throw paymentError(words, "incomplete");
    const setupId = await confirmTrialCard(stripe, card, billing, words, intent);
    return complete(payment, { paymentIntentId: setupId, clientSecret: intent.client_secret });
  }
  const result = await stripe
    .confirmCardPayment(intent.client_secret, {
      payment_method: billing ? { card, billing_details: billing } : { card },
    })
    .catch((cause: unknown) => {
      throw paymentError(words, "card", cause);
    });
  // A retry of an attempt already paid (the recording call failed last time) finds the intent
  // succeeded: go on to record it rather than report a failure.
  const alreadyPaid = result.error?.payment_intent?.status === "succeeded";
  if (result.error && !alreadyPaid) throw paymentError(words, "card", result.error);
  if (!alreadyPaid && result.paymentIntent?.status !== "succeeded") {
    throw paymentError(words, "incomplete");
  }
  const paymentIntentId =
    result.paymentIntent?.id ??
    result.error?.payment_intent?.id ??
    intent.payment_intent_id ??
    intentIdOf(intent.client_secret);
  return complete(payment, { paymentIntentId, clientSecret: intent.client_secret });
}

function complete<Paid>(payment: CardPayment<Paid>, paid: PaidIntent): Promise<Paid> {
  return callApi(() => payment.complete(paid)).catch((cause: unknown) => {
    throw paymentError(payment.words, "complete", cause);
  });
}
