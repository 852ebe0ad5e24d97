import type { StandinContext } from "./context.ts";
import { unexpectedState } from "./errors.ts";
import type { StripeDoc } from "./store.ts";

/** A payment or setup intent, as far as its 3-D Secure challenge goes. */
interface ChallengedIntent extends StripeDoc {
  object: "payment_intent" | "setup_intent";
  status: string;
  next_action: Record<string, unknown> | null;
}

/**
 * What a payment or setup intent shows while the card's bank wants 3-D Secure: Stripe.js (the
 * stand-in's browser side) opens the challenge at `stripe_js`, whose answer comes back as
 * authenticatePaymentIntent or authenticateSetupIntent.
 */
export function threeDSecureChallenge(
  ctx: StandinContext,
  intentId: string,
): { status: "requires_action"; next_action: Record<string, unknown> } {
  return {
    status: "requires_action",
    next_action: {
      type: "use_stripe_sdk",
      use_stripe_sdk: {
        type: "three_d_secure_redirect",
        stripe_js: `${ctx.browserBase}/3ds/${intentId}`,
      },
    },
  };
}

/** The challenge is answered: only an intent waiting for one takes the answer, once. */
export function closeThreeDSecureChallenge(intent: ChallengedIntent): void {
  if (intent.status !== "requires_action")
    throw unexpectedState(intent.object, intent.status, "authenticate");
  intent.next_action = null;
}
