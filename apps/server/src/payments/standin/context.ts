import type { EventOutbox } from "./events.ts";
import type { ObjectStore, StandinClock, StripeDoc } from "./store.ts";

/** What every stand-in operation works with. */
export interface StandinContext {
  store: ObjectStore;
  clock: StandinClock;
  events: EventOutbox;
  /** Browser-facing base URL of the stand-in (hosted checkout pages). */
  browserBase: string;
  /** Called when an invoice's payment intent succeeds or fails (set by billing). */
  onInvoicePayment?: (invoiceId: string, intent: StripeDoc, succeeded: boolean) => Promise<void>;
}

/** The public view of a document for an event payload (private state removed). */
export function eventCopy(doc: StripeDoc): Record<string, unknown> {
  return Object.fromEntries(Object.entries(doc).filter(([key]) => !key.startsWith("_")));
}
