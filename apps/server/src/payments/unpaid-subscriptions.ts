import type Stripe from "stripe";
import type { Payments } from "./gateway.ts";
import { idempotencyKey } from "./idempotency.ts";
import { subscribedProduct } from "./products.ts";

/**
 * One open subscription per customer and product, before anything is paid: a customer's
 * unpaid (`incomplete`) subscriptions of the product, which a new attempt cancels (see
 * startSubscription).
 */
export async function unpaidSubscriptions(
  payments: Payments,
  customerId: string,
  metadata: Record<string, string>,
): Promise<Stripe.Subscription[]> {
  const product = subscribedProduct(metadata);
  if (!product) return [];
  const all = await payments.stripe.subscriptions.list({
    customer: customerId,
    status: "incomplete",
    limit: 100,
  });
  return all.data.filter(
    (s) => s.status === "incomplete" && subscribedProduct(s.metadata) === product,
  );
}

/**
 * Ends an unpaid subscription and voids its first invoice, which cancels the payment intent:
 * a page still holding its client secret can no longer pay for what was replaced.
 */
export async function cancelUnpaid(
  payments: Payments,
  subscription: Stripe.Subscription,
): Promise<void> {
  const { stripe } = payments;
  await stripe.subscriptions.cancel(
    subscription.id,
    {},
    { idempotencyKey: idempotencyKey("cancel-unpaid", subscription.id) },
  );
  const invoice = subscription.latest_invoice;
  const invoiceId = typeof invoice === "string" ? invoice : invoice?.id;
  if (!invoiceId) return;
  try {
    await stripe.invoices.voidInvoice(
      invoiceId,
      {},
      {
        idempotencyKey: idempotencyKey("void-unpaid", invoiceId),
      },
    );
  } catch (error) {
    // Paid in the meantime (that payment is refunded as a second paid subscription) or void.
    if ((error as { code?: unknown }).code !== "invoice_not_open") throw error;
  }
}
