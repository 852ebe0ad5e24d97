import { eventCopy, type StandinContext } from "./context.ts";
import { invalid, requiredParam } from "./errors.ts";
import { read, type Params } from "./form.ts";
import { newId } from "./ids.ts";
import type { PaymentIntentDoc } from "./payment-intents.ts";
import type { StripeDoc } from "./store.ts";

interface ChargeDoc extends StripeDoc {
  object: "charge";
  amount_captured: number;
  amount_refunded?: number;
  refunded?: boolean;
  paid: boolean;
  currency: string;
  payment_intent: string;
}

export interface RefundDoc extends StripeDoc {
  object: "refund";
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  status: "succeeded";
  reason: string | null;
  metadata: Record<string, string>;
}

const REASONS = new Set(["duplicate", "fraudulent", "requested_by_customer"]);

/**
 * POST /v1/refunds: money back on a paid charge (named directly or as the intent's latest),
 * in full unless `amount` says less; settled at once, as Stripe's test mode does for cards.
 */
export async function createRefund(ctx: StandinContext, params: Params): Promise<RefundDoc> {
  const intentId = read.string(params, "payment_intent");
  const chargeId = read.string(params, "charge");
  if (!intentId && !chargeId) throw requiredParam("payment_intent");
  const intent = intentId
    ? await ctx.store.get<PaymentIntentDoc>(intentId, "payment_intent", "payment_intent")
    : undefined;
  const charge = await ctx.store.get<ChargeDoc>(
    chargeId ?? intent?.latest_charge ?? "",
    "charge",
    chargeId ? "charge" : "payment_intent",
  );
  if (!charge.paid)
    throw invalid(
      `This PaymentIntent does not have a successful charge to refund.`,
      "payment_intent",
      "charge_not_refundable",
    );
  const refunded = charge.amount_refunded ?? 0;
  const remaining = charge.amount_captured - refunded;
  if (remaining <= 0)
    throw invalid(
      `Charge ${charge.id} has already been refunded.`,
      undefined,
      "charge_already_refunded",
    );
  const amount = read.integer(params, "amount") ?? remaining;
  if (amount < 1 || amount > remaining)
    throw invalid(
      `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`,
      "amount",
    );
  const reason = read.string(params, "reason") ?? null;
  if (reason !== null && !REASONS.has(reason))
    throw invalid(`Invalid reason: must be one of ${[...REASONS].join(", ")}`, "reason");
  const refund: RefundDoc = {
    id: newId("re"),
    object: "refund",
    amount,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    currency: charge.currency,
    created: ctx.clock.now(),
    status: "succeeded",
    reason,
    metadata: read.metadata(params),
  };
  await ctx.store.put(refund);
  charge.amount_refunded = refunded + amount;
  charge.refunded = charge.amount_refunded === charge.amount_captured;
  await ctx.store.put(charge);
  await ctx.events.emit("refund.created", eventCopy(refund));
  await ctx.events.emit("charge.refunded", eventCopy(charge));
  return refund;
}
