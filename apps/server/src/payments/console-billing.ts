import Stripe from "stripe";
import { intentIdOfSecret } from "../auth/payment-proof.ts";
import type { Services } from "../services.ts";
import { idempotencyKey, oncePerKey } from "./idempotency.ts";

/**
 * A refund asked for by the academy (the owner's console), full or partial. Its key is the
 * payment's own (one refund per payment), so a retried call, a second instance or a crash
 * repeated is one refund at the provider.
 */
export async function refundRequested(
  services: Services,
  input: { intentId: string; paymentRef: string; amountCents?: number; why: string },
): Promise<Stripe.Refund> {
  const key = idempotencyKey("admin-refund", input.paymentRef);
  return oncePerKey(key, () =>
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
}

/** The payment intent that paid a subscription invoice (null for one never paid by card). */
export async function intentOfInvoice(
  services: Services,
  invoiceId: string,
): Promise<{ invoice: Stripe.Invoice; intentId: string | null }> {
  const invoice = await services.payments.stripe.invoices.retrieve(invoiceId, {
    expand: ["confirmation_secret"],
  });
  const secret = invoice.confirmation_secret?.client_secret;
  return { invoice, intentId: secret ? intentIdOfSecret(secret) : null };
}

/** Free days: the subscription's next charge moves `days` later (a trial period at the provider). */
export async function addFreeDays(
  services: Services,
  subscriptionId: string,
  days: number,
): Promise<void> {
  const { stripe } = services.payments;
  const current = await stripe.subscriptions.retrieve(subscriptionId);
  const periodEnd = current.items.data[0]?.current_period_end ?? 0;
  await stripe.subscriptions.update(subscriptionId, {
    trial_end: periodEnd + days * 86_400,
    proration_behavior: "none",
  });
}

/**
 * The provider's refusal of a request (an unknown object, a wrong state) as billing's own
 * answer, so the console reads it without knowing the provider's error classes; null for any
 * other failure (the provider unreachable), which stays an error.
 */
export function providerRefusal(error: unknown): { code: string | null; message: string } | null {
  if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) return null;
  return { code: error.code ?? null, message: error.message };
}
