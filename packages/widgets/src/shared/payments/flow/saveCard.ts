import { callApi } from "@academy/api";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import type { ApiAnswer } from "./apiAnswer.ts";
import { paymentError, type PaymentWords } from "./PaymentError.ts";

export interface CardSetup {
  stripe: Stripe;
  card: StripeCardElement;
  words: PaymentWords;
  /** The server's SetupIntent for the subscription the card is for. */
  createSetupIntent: () => Promise<ApiAnswer<{ client_secret: string }>>;
  /** Makes the saved card the subscription's payment method. */
  complete: (paymentMethodId: string) => Promise<ApiAnswer<unknown>>;
}

/**
 * Saves a card through a SetupIntent, so a card that needs 3-D Secure is authenticated now
 * rather than at the next renewal, then hands its payment method to the server. Any failure
 * is a PaymentError in the card update's words.
 */
export async function saveCard(setup: CardSetup): Promise<void> {
  const { stripe, card, words } = setup;
  const intent = await callApi(setup.createSetupIntent).catch((cause: unknown) => {
    throw paymentError(words, "intent", cause);
  });
  const result = await stripe
    .confirmCardSetup(intent.client_secret, { payment_method: { card } })
    .catch((cause: unknown) => {
      throw paymentError(words, "card", cause);
    });
  if (result.error) throw paymentError(words, "card", result.error);
  const method = result.setupIntent.payment_method;
  const id = typeof method === "string" ? method : method?.id;
  if (!id) throw paymentError(words, "incomplete");
  await callApi(() => setup.complete(id)).catch((cause: unknown) => {
    throw paymentError(words, "complete", cause);
  });
}
