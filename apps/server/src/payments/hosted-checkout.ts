import type { Payments } from "./gateway.ts";
import { CURRENCY } from "./prices.ts";

/**
 * The provider's hosted payment page for one item at the server's price; its completion
 * (`checkout.session.completed`) links its payment to the row the caller keeps (webhook.ts).
 */
export async function createHostedCheckout(
  payments: Payments,
  input: {
    email: string;
    item: { name: string; amountCents: number };
    successUrl: string;
    cancelUrl: string;
    /** Copied onto the payment too, so its events name the product. */
    metadata: Record<string, string>;
  },
): Promise<{ id: string; url: string | null }> {
  const session = await payments.stripe.checkout.sessions.create({
    mode: "payment",
    customer_email: input.email,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: CURRENCY,
          unit_amount: input.item.amountCents,
          product_data: { name: input.item.name },
        },
      },
    ],
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    metadata: input.metadata,
    payment_intent_data: { metadata: input.metadata },
  });
  return { id: session.id, url: session.url };
}
