import type { CardGateIntent, StandinContext } from "./context.ts";
import { StripeApiError, unexpectedState } from "./errors.ts";
import type { Params } from "./form.ts";
import {
  authenticatePaymentIntent,
  CONFIRMABLE,
  confirmPaymentIntent,
  type PaymentIntentDoc,
} from "./payment-intents.ts";

/** The answer to a confirmation the gate refused: no charge, nothing learnt about the card. */
export const BLOCKED_MESSAGE =
  "This payment was blocked after too many declined attempts. Please wait before trying again.";

const blocked = () =>
  new StripeApiError(400, {
    type: "invalid_request_error",
    code: "payment_intent_unexpected_state",
    message: BLOCKED_MESSAGE,
  });

/** What the gate is told of an intent: whose it is (its id, receipt e-mail and metadata). */
const gateIntentOf = (intent: PaymentIntentDoc): CardGateIntent => ({
  id: intent.id,
  receipt_email: typeof intent["receipt_email"] === "string" ? intent["receipt_email"] : null,
  metadata: intent.metadata,
});

/**
 * Stripe.js's confirmation (on-session only): the gate (context.ts `CardGate`) takes one card
 * answer before the card is examined, as Radar's rules run before the bank is asked. A charge
 * that succeeds gives it back; a decline, or a 3-D Secure challenge not yet passed, keeps it.
 * The write queue runs one confirmation at a time and the gate counts atomically besides, so
 * of thirty sent at once no more than the limit reach the card.
 */
export async function confirmFromBrowser(
  ctx: StandinContext,
  intent: PaymentIntentDoc,
  params: Params,
): Promise<PaymentIntentDoc> {
  const gate = ctx.cardGate;
  // A confirmation its state refuses anyway costs nothing and asks nothing of the card.
  if (!CONFIRMABLE.has(intent.status))
    throw unexpectedState("payment_intent", intent.status, "confirm");
  if (gate && !(await gate.reserve(gateIntentOf(intent)))) throw blocked();
  const confirmed = await confirmPaymentIntent(ctx, intent, { ...params, off_session: "false" });
  if (gate && confirmed.status === "succeeded") await gate.release(gateIntentOf(intent));
  return confirmed;
}

/** The 3-D Secure challenge answered in the browser; a charge it lets through gives back its answer. */
export async function authenticateFromBrowser(
  ctx: StandinContext,
  intent: PaymentIntentDoc,
  outcome: "complete" | "fail",
): Promise<PaymentIntentDoc> {
  const authenticated = await authenticatePaymentIntent(ctx, intent, outcome);
  if (ctx.cardGate && authenticated.status === "succeeded")
    await ctx.cardGate.release(gateIntentOf(authenticated));
  return authenticated;
}
