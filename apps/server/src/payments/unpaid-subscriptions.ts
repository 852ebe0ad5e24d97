import type Stripe from "stripe";
import type { Payments } from "./gateway.ts";
import { idempotencyKey } from "./idempotency.ts";
import { subscribedProduct } from "./products.ts";
import { ourStatus } from "./subscription-state.ts";

/**
 * One open subscription per customer and product, before anything is paid: a customer's
 * unpaid (`incomplete`) subscriptions of the product, and trials whose card was never saved,
 * which a new attempt cancels (see startSubscription).
 */
export async function unpaidSubscriptions(
  payments: Payments,
  customerId: string,
  metadata: Record<string, string>,
): Promise<Stripe.Subscription[]> {
  const product = subscribedProduct(metadata);
  if (!product) return [];
  const lists = await Promise.all(
    (["incomplete", "trialing"] as const).map((status) =>
      payments.stripe.subscriptions.list({ customer: customerId, status, limit: 100 }),
    ),
  );
  const unpaid = lists
    .flatMap((list) => list.data)
    .filter((s) => ourStatus(s) === "incomplete" && subscribedProduct(s.metadata) === product);
  return [...new Map(unpaid.map((s) => [s.id, s])).values()];
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
