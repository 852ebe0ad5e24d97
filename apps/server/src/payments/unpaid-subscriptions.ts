import type Stripe from "stripe";
import type { Payments } from "./gateway.ts";
import { idempotencyKey } from "./idempotency.ts";
import { productOf } from "./products.ts";

/**
 * One open subscription per customer and product, before anything is paid: a customer's
 * unpaid (`incomplete`) subscriptions of the product, with their first invoice's secret, so a
 * new purchase of the same plan reuses the one already started (another tab, a modal opened
 * again) and one of another plan cancels it (see startSubscription).
 */
export async function unpaidSubscriptions(
  payments: Payments,
  customerId: string,
  metadata: Record<string, string>,
): Promise<Stripe.Subscription[]> {
  const product = productOf(metadata);
  if (!product) return [];
  const all = await payments.stripe.subscriptions.list({
    customer: customerId,
    status: "incomplete",
    limit: 100,
    expand: ["data.latest_invoice.confirmation_secret"],
  });
  return all.data.filter((s) => s.status === "incomplete" && productOf(s.metadata) === product);
}

/** Whether the subscription's first invoice can still be paid (open, with its secret). */
export function stillPayable(subscription: Stripe.Subscription): boolean {
  const invoice = subscription.latest_invoice;
  return (
    typeof invoice === "object" &&
    invoice?.status === "open" &&
    Boolean(invoice.confirmation_secret?.client_secret)
  );
}

export const planOf = (subscription: Stripe.Subscription) =>
  subscription.items.data[0]?.price.lookup_key ?? null;

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
