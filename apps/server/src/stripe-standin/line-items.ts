import type { PriceDoc } from "./catalog.ts";
import type { StandinContext } from "./context.ts";
import { newId } from "./ids.ts";
import type { StripeDoc } from "./store.ts";

export interface LineInput {
  price: PriceDoc;
  quantity: number;
  amount: number;
  period: { start: number; end: number };
  /** A proration: unused time given back (negative) or remaining time charged. */
  proration: boolean;
  /** When the proration was made (its description names the day). */
  at: number;
  subscription: string;
  subscriptionItem: string;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "06 Dec 2026", as Stripe's proration descriptions print the day. */
function stripeDay(seconds: number): string {
  const date = new Date(seconds * 1000);
  const day = String(date.getUTCDate()).padStart(2, "0");
  return `${day} ${MONTHS[date.getUTCMonth()] ?? ""} ${date.getUTCFullYear()}`;
}

const dollars = (cents: number) =>
  `$${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;

/**
 * An invoice line item as Stripe shows one (API 2025-03-31 and later): the amount before
 * discounts, the period it covers, the price under `pricing.price_details`, whether it is a
 * proration under `parent.subscription_item_details`, and Stripe's description ("1 × Discord
 * Pro (at $197.00 / month)", "Unused time on Discord Pro after 06 Dec 2026", "Remaining time
 * on Discord Community after 06 Dec 2026").
 */
export async function lineItem(ctx: StandinContext, input: LineInput): Promise<StripeDoc> {
  const product = await ctx.store.find(input.price.product);
  const name = typeof product?.["name"] === "string" ? product["name"] : input.price.product;
  const interval = input.price.recurring?.interval;
  const description = input.proration
    ? `${input.amount < 0 ? "Unused" : "Remaining"} time on ${name} after ${stripeDay(input.at)}`
    : `${input.quantity} × ${name} (at ${dollars(input.price.unit_amount)}${interval ? ` / ${interval}` : ""})`;
  return {
    id: newId("il"),
    object: "line_item",
    amount: input.amount,
    subtotal: input.amount,
    currency: input.price.currency,
    description,
    discount_amounts: [],
    discountable: !input.proration,
    discounts: [],
    livemode: false,
    metadata: {},
    quantity: input.quantity,
    period: input.period,
    parent: {
      type: "subscription_item_details",
      subscription_item_details: {
        invoice_item: null,
        proration: input.proration,
        proration_details: null,
        subscription: input.subscription,
        subscription_item: input.subscriptionItem,
      },
    },
    pricing: {
      type: "price_details",
      price_details: { price: input.price.id, product: input.price.product },
      unit_amount_decimal: String(input.price.unit_amount),
    },
  };
}
