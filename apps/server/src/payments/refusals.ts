import Stripe from "stripe";

/**
 * The provider's refusals as billing's own answers, so callers read them without knowing the
 * provider's error classes. Anything else (the provider unreachable) reads as null and stays
 * an error.
 */

/** A request the provider refused (an unknown object, a wrong state, a foreign card). */
export function providerRefusal(error: unknown): { code: string | null; message: string } | null {
  if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) return null;
  return { code: error.code ?? null, message: error.message };
}

/** A card the provider declined, with its words (possibly empty). */
export function cardDeclined(error: unknown): { message: string } | null {
  if (!(error instanceof Stripe.errors.StripeCardError)) return null;
  return { message: error.message };
}
