import { timingSafeEqual } from "node:crypto";
import type Stripe from "stripe";
import type { PaymentSucceeded } from "./events.ts";
import type { Payments } from "./gateway.ts";

/** A card as mails and receipts print it: brand and last four digits. */
export interface CardShown {
  brand: string;
  last4: string;
}

/**
 * A one-off payment as billing hands it out (the provider's payment intent and its latest
 * charge, in our words). Times are Unix seconds.
 */
export interface PaymentView {
  /** The provider's intent id (printed on receipts). */
  id: string;
  status: string;
  amountCents: number;
  currency: string;
  created: number;
  /** When its latest charge was made; null before any charge. */
  chargedAt: number | null;
  card: CardShown | null;
  amountRefundedCents: number;
  testMode: boolean;
  receiptEmail: string | null;
  /** The provider's words for the last failure, null when it succeeded or never failed. */
  failureMessage: string | null;
  metadata: Record<string, string>;
}

/** The one mapper from the provider's intent (retrieved with its latest charge) to ours. */
export function paymentView(intent: Stripe.PaymentIntent): PaymentView {
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    created: intent.created,
    chargedAt: charge?.created ?? null,
    card: card?.last4 ? { brand: card.brand ?? "card", last4: card.last4 } : null,
    amountRefundedCents: charge?.amount_refunded ?? 0,
    testMode: !intent.livemode,
    receiptEmail: intent.receipt_email,
    failureMessage: intent.last_payment_error?.message ?? null,
    metadata: intent.metadata,
  };
}

/** Billing's event for a payment that succeeded, as its product hears it. */
export function paymentSucceeded(payment: PaymentView): PaymentSucceeded {
  return {
    paymentId: payment.id,
    amountCents: payment.amountCents,
    currency: payment.currency,
    metadata: payment.metadata,
  };
}

/** The payment's current state, read from the provider (events may be stale or out of order). */
export async function readPayment(payments: Payments, id: string): Promise<PaymentView> {
  return paymentView(
    await payments.stripe.paymentIntents.retrieve(id, { expand: ["latest_charge"] }),
  );
}

/** The intent a client secret belongs to (`pi_123_secret_abc` belongs to `pi_123`). */
export function intentIdOfSecret(clientSecret: string): string | null {
  const match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
  return match?.[1] ?? null;
}

/** Whether two secrets are equal, in constant time. */
export function sameSecret(given: string, actual: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The payment whose client secret the caller holds, checked against the provider's in constant
 * time; null when it is the secret of no payment (unknown, mistyped).
 */
export async function paymentOfSecret(
  payments: Payments,
  clientSecret: string,
): Promise<PaymentView | null> {
  const intentId = intentIdOfSecret(clientSecret);
  if (!intentId) return null;
  let intent: Stripe.PaymentIntent;
  try {
    intent = await payments.stripe.paymentIntents.retrieve(intentId, { expand: ["latest_charge"] });
  } catch (error) {
    // An id the provider does not know proves nothing; anything else is the provider's trouble.
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
  if (!intent.client_secret || !sameSecret(clientSecret, intent.client_secret)) return null;
  return paymentView(intent);
}

/**
 * Cancels a payment nobody may pay any more (replaced by a newer attempt, or blocked after too
 * many declines), once per key; its state after. Undefined when it can no longer be cancelled.
 */
export async function cancelPayment(
  payments: Payments,
  id: string,
  idempotencyKey?: string,
): Promise<PaymentView | undefined> {
  try {
    const canceled = await payments.stripe.paymentIntents.cancel(
      id,
      {},
      idempotencyKey ? { idempotencyKey } : undefined,
    );
    return paymentView(canceled);
  } catch (error) {
    if ((error as { code?: unknown }).code !== "payment_intent_unexpected_state") throw error;
    return undefined;
  }
}
