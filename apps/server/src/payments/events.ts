import type { SubscriptionState } from "./subscription-state.ts";

/**
 * Billing's own events, what products hear: our state, amounts, ids and metadata, never a
 * provider object. Each is built from the provider's current object (re-read after the
 * webhook's event, never the event's copy) and may arrive more than once.
 */

/** A one-off payment succeeded (course purchases). `paymentId` is the provider's intent id. */
export interface PaymentSucceeded {
  paymentId: string;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
}

/** A card was declined for a one-off payment (or a subscription's first invoice). */
export interface PaymentFailed {
  paymentId: string;
  /** The payment's status now (a later confirmation may have paid it since). */
  status: string;
  receiptEmail: string | null;
  metadata: Record<string, string>;
}

/** Money of a payment went back (ours, or given from the provider's dashboard). */
export interface PaymentRefunded {
  paymentId: string;
  /** The total refunded so far, in cents. */
  amountRefundedCents: number;
}

/** A subscription changed (created, paid, renewed, failed, cancelled, plan or card changed). */
export interface SubscriptionChanged {
  subscription: SubscriptionState;
  /** The provider's event that told (e.g. `invoice.paid`), for logs and audit. */
  cause: string;
}
