import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { paymentError, type PaymentWords } from "./PaymentError.ts";

/** What the server answered to confirm: a payment today, or a free trial's card set-up. */
export interface ConfirmableIntent {
  client_secret: string;
  payment_intent_id?: string;
  /** `setup` (issue 48): a free trial saves the card now and charges it when the trial ends. */
  confirm?: "payment" | "setup";
}

/** A client secret is `<intent id>_secret_<random>`. */
export const intentIdOf = (clientSecret: string) =>
  clientSecret.split("_secret_")[0] ?? clientSecret;

/**
 * Saves the card through the trial's SetupIntent (confirmCardSetup; 3-D Secure shows its
 * challenge inside it) and answers the SetupIntent's id. A retry of a set-up already done (the
 * recording call failed last time) finds it succeeded and goes on.
 */
export async function confirmTrialCard(
  stripe: Stripe,
  card: StripeCardElement,
  billing: { name: string; email: string },
  words: PaymentWords,
  intent: ConfirmableIntent,
): Promise<string> {
  const result = await stripe
    .confirmCardSetup(intent.client_secret, {
      payment_method: { card, billing_details: billing },
    })
    .catch((cause: unknown) => {
      throw paymentError(words, "card", cause);
    });
  const alreadySaved = result.error?.setup_intent?.status === "succeeded";
  if (result.error && !alreadySaved) throw paymentError(words, "card", result.error);
  if (!alreadySaved && result.setupIntent?.status !== "succeeded")
    throw paymentError(words, "incomplete");
  return (
    result.setupIntent?.id ?? result.error?.setup_intent?.id ?? intentIdOf(intent.client_secret)
  );
}
