import type { StandinContext } from "./context.ts";
import type { InvoiceDoc } from "./invoices.ts";
import type { PaymentIntentDoc } from "./payment-intents.ts";
import type { SubscriptionDoc } from "./subscription-doc.ts";
import { onSetupSucceeded } from "./trial-setup.ts";

/**
 * Stripe makes each change in one step; the stand-in writes the object a request is about
 * first and what follows from it after, so a process killed in between leaves a half: a trial's
 * card saved that its subscription never took as default (no charge, no reminder), or an
 * invoice's payment taken that never paid the invoice (its subscription left incomplete, a paid
 * purchase lost). Finished at start, before anything is served, by the same steps the request
 * would have taken, each safe to repeat. Read from the side still waiting (trials without their
 * card, open invoices), which stays small however many purchases were made.
 */
export async function finishInterruptedWrites(ctx: StandinContext): Promise<void> {
  for (const trial of await ctx.store.list<SubscriptionDoc>("subscription", {
    status: "trialing",
  })) {
    if (!trial.pending_setup_intent) continue;
    const setup = await ctx.store.find(trial.pending_setup_intent, "setup_intent");
    if (setup?.["status"] === "succeeded") await onSetupSucceeded(ctx, setup);
  }
  for (const invoice of await ctx.store.list<InvoiceDoc>("invoice", { status: "open" })) {
    const intentId = invoice._standin.payment_intent;
    const intent = await ctx.store.find<PaymentIntentDoc>(intentId, "payment_intent");
    if (intent?.status === "succeeded") await ctx.onInvoicePayment?.(invoice.id, intent, true);
  }
}
