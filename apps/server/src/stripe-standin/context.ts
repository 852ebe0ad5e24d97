import type { EventOutbox } from "./events.ts";
import type { ObjectStore, StandinClock, StripeDoc } from "./store.ts";

/**
 * Where Stripe runs Radar: asked before a browser's confirmation has its card examined, so a
 * card tester's parallel burst gets no more answers than the limit (stripe-standin/radar.ts).
 * The server gives one (abuse/declines.ts) over its own counters; without one, every
 * confirmation is examined.
 */
export interface CardGate {
  /** Takes one card answer for the intent's client, atomically; false refuses it unexamined. */
  reserve(intent: CardGateIntent): Promise<boolean>;
  /** The card was accepted: its answer is given back (only declines count against a client). */
  release(intent: CardGateIntent): Promise<void>;
}

export interface CardGateIntent {
  id: string;
  receipt_email: string | null;
  metadata: Record<string, string>;
}

/** What every stand-in operation works with. */
export interface StandinContext {
  store: ObjectStore;
  clock: StandinClock;
  events: EventOutbox;
  /** The account's secret its cards' fingerprints are keyed with (account.ts). */
  fingerprintKey: string;
  /** Browser-facing base URL of the stand-in (hosted checkout pages). */
  browserBase: string;
  /** Called when an invoice's payment intent succeeds or fails (set by billing). */
  onInvoicePayment?: (invoiceId: string, intent: StripeDoc, succeeded: boolean) => Promise<void>;
  /** Set by the server (Standin.setCardGate); none: every confirmation is examined. */
  cardGate?: CardGate;
}

/** The public view of a document for an event payload (private state removed). */
export function eventCopy(doc: StripeDoc): Record<string, unknown> {
  return Object.fromEntries(Object.entries(doc).filter(([key]) => !key.startsWith("_")));
}
