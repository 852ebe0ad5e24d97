import type { Services } from "../services.ts";
import { syncIntent } from "./intents.ts";
import { paymentSucceeded, readPayment } from "./payment-view.ts";

/** Stripe retries an event for up to 3 days: older unfinished attempts were abandoned. */
const LOOK_BACK_MS = 3 * 86_400_000;
const BATCH = 100;

/**
 * Run on every start: a payment that succeeded at the provider but was never fulfilled (the
 * process died between the charge and the enrolment, and the event is late or lost) is handed
 * to its product now, from the provider's current intent; so is one whose receipt never went
 * out. Fulfilment is idempotent, so an event that arrives as well changes nothing.
 */
export async function resumeUnfinished(services: Services): Promise<number> {
  const rows = await services.db
    .selectFrom("payments")
    .select(["id", "provider_intent_id"])
    // Unfulfilled, or fulfilled by a process that died before its receipt committed.
    .where((eb) => eb.or([eb("fulfilled_at", "is", null), eb("receipt_sent_at", "is", null)]))
    .where("provider_intent_id", "is not", null)
    .where("method", "!=", "manual")
    .where("status", "not in", ["canceled", "refunded"])
    .where("refunded_at", "is", null)
    .where("created_at", ">", new Date(Date.now() - LOOK_BACK_MS))
    .orderBy("id")
    .limit(BATCH)
    .execute();
  let resumed = 0;
  for (const row of rows) {
    if (!row.provider_intent_id) continue;
    const intent = await readPayment(services.payments, row.provider_intent_id);
    await syncIntent(services, intent);
    if (intent.status !== "succeeded") continue;
    await services.payments.products
      .handlersFor(intent.metadata)
      ?.paymentSucceeded?.(paymentSucceeded(intent));
    resumed += 1;
  }
  return resumed;
}
