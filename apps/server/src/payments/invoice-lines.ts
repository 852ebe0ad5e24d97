import type Stripe from "stripe";
import type { Payments } from "./gateway.ts";
import { isCoursePlanKey } from "./payment-plans.ts";
import { planName, planOfLookupKey } from "./subscription-state.ts";
import { promotionCodeOf } from "./promotion-metadata.ts";

/** One line of an invoice as a receipt prints it. */
export interface InvoiceLine {
  kind: "item" | "proration" | "discount" | "credit";
  description: string;
  /** Negative for an unused-time proration, a discount or credit applied. */
  amountCents: number;
  period: { start: Date; end: Date } | null;
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** "Discord Pro (yearly)" for the line's price, or the provider's own words for another. */
async function planOfLine(payments: Payments, line: Stripe.InvoiceLineItem): Promise<string> {
  const price = line.pricing?.price_details?.price;
  const found = typeof price === "string" ? await payments.stripe.prices.retrieve(price) : price;
  const bought = planOfLookupKey(found?.lookup_key);
  if (bought) return `${planName(bought)} (${bought.billing_cycle})`;
  // A course's payment plan: its product's own name ("All In One + Mentorship (4 monthly
  // payments)"; payment-plans.ts), not the provider's "1 × ... (at $1,249.25 / month)".
  if (found && isCoursePlanKey(found.lookup_key)) {
    const product =
      typeof found.product === "string"
        ? await payments.stripe.products.retrieve(found.product)
        : found.product;
    if (!product.deleted) return product.name;
  }
  return line.description ?? "Subscription";
}

const isProration = (line: Stripe.InvoiceLineItem) =>
  line.parent?.subscription_item_details?.proration ??
  line.parent?.invoice_item_details?.proration ??
  false;

/**
 * The invoice's lines as a receipt prints them: each priced line (a proration says whether it
 * is unused time given back or remaining time charged), the discounts, then what the
 * customer's balance paid or carried (Stripe's `starting_balance` and `ending_balance`), so the
 * lines add up to `amount_due`. The headline is the plan the invoice bought.
 */
export async function invoiceLines(
  payments: Payments,
  invoice: Stripe.Invoice,
): Promise<{ headline: string; lines: InvoiceLine[] }> {
  const lines: InvoiceLine[] = [];
  let headline: string | undefined;
  // Our invoices have one to three lines; Stripe embeds the first ten.
  for (const line of invoice.lines.data) {
    const plan = await planOfLine(payments, line);
    const proration = isProration(line);
    if (line.amount > 0 || headline === undefined) headline = plan;
    lines.push({
      kind: proration ? "proration" : "item",
      description: proration ? `${line.amount < 0 ? "Unused" : "Remaining"} time on ${plan}` : plan,
      amountCents: line.amount,
      period: { start: fromUnix(line.period.start), end: fromUnix(line.period.end) },
    });
  }
  // The promotion code the subscription was started with names its discount (issue 48).
  const code = promotionCodeOf(invoice.parent?.subscription_details?.metadata);
  for (const discount of invoice.total_discount_amounts ?? [])
    if (discount.amount > 0)
      lines.push({
        kind: "discount",
        description: code ? `Discount (${code})` : "Discount",
        amountCents: -discount.amount,
        period: null,
      });
  lines.push(...balanceLines(invoice));
  return { headline: headline ?? "Subscription", lines };
}

/**
 * What the customer's balance did to the amount due (negative balance: credit). Credit used
 * lowers it; an amount under the provider's minimum charge is carried to the next invoice;
 * an earlier unpaid balance raises it.
 */
function balanceLines(invoice: Stripe.Invoice): InvoiceLine[] {
  const starting = invoice.starting_balance;
  const ending = invoice.ending_balance ?? starting;
  const applied = starting - ending;
  const line = (description: string, amountCents: number): InvoiceLine => ({
    kind: "credit",
    description,
    amountCents,
    period: null,
  });
  if (applied > 0) return [line("Balance from earlier invoices", applied)];
  const credit = Math.min(-applied, Math.max(0, -starting));
  const carried = -applied - credit;
  return [
    ...(credit > 0 ? [line("Credit applied", -credit)] : []),
    ...(carried > 0 ? [line("Carried to your next invoice", -carried)] : []),
  ];
}
