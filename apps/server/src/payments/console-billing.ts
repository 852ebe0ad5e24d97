import { intentIdOfSecret } from "./payment-view.ts";
import type { Services } from "../services.ts";
import { idempotencyKey, oncePerKey } from "./idempotency.ts";
import { invoiceSummary, withId, type InvoiceSummary } from "./invoices.ts";
import { subscriptionState } from "./subscription-state.ts";

/**
 * A refund asked for by the academy (the owner's console), full or partial. Its key is the
 * payment's own (one refund per payment), so a retried call, a second instance or a crash
 * repeated is one refund at the provider.
 */
export async function refundRequested(
  services: Services,
  input: { intentId: string; paymentRef: string; amountCents?: number; why: string },
): Promise<{ id: string }> {
  const key = idempotencyKey("admin-refund", input.paymentRef);
  const refund = await oncePerKey(key, () =>
    services.payments.stripe.refunds.create(
      {
        payment_intent: input.intentId,
        ...(input.amountCents === undefined ? {} : { amount: input.amountCents }),
        reason: "requested_by_customer",
        metadata: { why: input.why.slice(0, 450), payment: input.paymentRef },
      },
      { idempotencyKey: key },
    ),
  );
  return { id: refund.id };
}

/** The payment intent that paid a subscription invoice (null for one never paid by card). */
export async function intentOfInvoice(
  services: Services,
  invoiceId: string,
): Promise<{ invoice: InvoiceSummary; intentId: string | null }> {
  const invoice = await services.payments.stripe.invoices.retrieve(invoiceId, {
    expand: ["confirmation_secret"],
  });
  const secret = invoice.confirmation_secret?.client_secret;
  return {
    invoice: invoiceSummary(withId(invoice)),
    intentId: secret ? intentIdOfSecret(secret) : null,
  };
}

/** Free days: the subscription's next charge moves `days` later (a trial period at the provider). */
export async function addFreeDays(
  services: Services,
  subscriptionId: string,
  days: number,
): Promise<void> {
  const { stripe } = services.payments;
  const current = await stripe.subscriptions.retrieve(subscriptionId);
  const periodEnd = subscriptionState(current).currentPeriodEnd;
  await stripe.subscriptions.update(subscriptionId, {
    trial_end: periodEnd + days * 86_400,
    proration_behavior: "none",
  });
}
