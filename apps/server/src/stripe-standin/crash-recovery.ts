import type { StandinContext } from "./context.ts";
import type { InvoiceDoc } from "./invoices.ts";
import type { PaymentIntentDoc } from "./payment-intents.ts";
import { onSetupSucceeded } from "./trial-setup.ts";

/**
 * Stripe makes each change in one step; the stand-in writes the object a request is about
 * first and what follows from it after, so a process killed in between leaves a half: a trial's
 * card saved that its subscription never took as default (no charge, no reminder), or an
 * invoice's payment taken that never paid the invoice (its subscription left incomplete, a paid
 * purchase lost). Finished at start, before anything is served, by the same steps the request
 * would have taken, each safe to repeat; only the newest objects of each kind are looked at (a
 * crash interrupts only what was under way).
 */
export async function finishInterruptedWrites(ctx: StandinContext): Promise<void> {
  for (const setup of await ctx.store.list("setup_intent", { status: "succeeded" }))
    await onSetupSucceeded(ctx, setup);
  for (const intent of await ctx.store.list<PaymentIntentDoc>("payment_intent", {
    status: "succeeded",
  })) {
    const invoiceId = intent._standin.invoice;
    if (!invoiceId) continue;
    const invoice = await ctx.store.find<InvoiceDoc>(invoiceId, "invoice");
    if (invoice?.status === "open") await ctx.onInvoicePayment?.(invoiceId, intent, true);
  }
}
