import type Stripe from "stripe";
import type { Payments } from "./gateway.ts";
import { idempotencyKey, oncePerKey } from "./idempotency.ts";
import { ensurePrice, type Plan } from "./subscriptions.ts";

/**
 * A plan change's prorations are invoiced at once: an upgrade charges the difference for the
 * rest of the period now (not at the next renewal), a downgrade's unused time becomes a credit
 * on the customer's balance that the next charges use. `create_prorations` would only add the
 * lines to the next renewal's invoice: no immediate charge, and no visible credit.
 */
const PRORATION_BEHAVIOR = "always_invoice" as const;

export interface PriceChangePreview {
  dueNowCents: number;
  creditCents: number;
  /** Unix seconds: the end of the period the change leaves (a new cycle resets it). */
  nextChargeDate: number;
  nextChargeCents: number;
  currency: string;
  /** The subscription was set to end with its period: the change renews it (see below). */
  liftsCancellation: boolean;
  /** Unix seconds: the instant the preview was prorated at (see prorationInstant). */
  pricedAt: number | null;
}

export interface PriceChangeOutcome {
  chargedCents: number;
  creditedCents: number;
  cancellationLifted: boolean;
}

/**
 * A plan change renews a membership set to end at its period's end: choosing a plan (and paying
 * for it now, or taking a credit that only later charges use) says the member means to stay, as
 * most portals read it. Keeping the cancellation would end an upgrade paid today within the
 * period and leave a downgrade's credit unusable. The preview and the result say so.
 */
const scheduledToEnd = (subscription: { cancel_at_period_end: boolean }) =>
  subscription.cancel_at_period_end;

/** How long a preview's figures hold: a member who confirms within it pays exactly them. */
export const PREVIEW_HOLDS_SECONDS = 60 * 60;
const CLOCK_SKEW_SECONDS = 60;

/**
 * The one instant a plan change is prorated at (Stripe's `proration_date`): the confirmed
 * preview's, while it is recent and inside the current period; otherwise none (the provider's
 * now). Prorations move with every second, so a change priced a little after its preview
 * credited a cent less than the preview showed ("$99.99" against the mail's "$100.00", issue
 * #50); with one instant the preview, the change's invoice, its mail and its receipt carry the
 * same cents.
 */
export function prorationInstant(
  now: number,
  quoted: number | undefined,
  period: { start: number; end: number },
): number | undefined {
  if (quoted === undefined) return undefined;
  // A minute's grace ahead covers the provider's clock running a little ahead of ours; more
  // would let a member price an upgrade later than now, paying less.
  const fresh = quoted <= now + CLOCK_SKEW_SECONDS && now - quoted <= PREVIEW_HOLDS_SECONDS;
  return fresh && quoted >= period.start && quoted < period.end ? quoted : undefined;
}

/** The instant a preview invoice was prorated at: its proration lines start then. */
function previewInstant(lines: readonly Stripe.InvoiceLineItem[]): number | null {
  const starts = lines
    .filter((line) => line.parent?.subscription_item_details?.proration === true)
    .map((line) => line.period.start);
  return starts.length > 0 ? Math.min(...starts) : null;
}

async function changeTarget(payments: Payments, subscriptionId: string, plan: Plan) {
  const subscription = await payments.stripe.subscriptions.retrieve(subscriptionId);
  const item = subscription.items.data[0];
  if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
  const price = await ensurePrice(payments, plan);
  if (item.price.id === price) return null;
  const customer =
    typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
  return { subscription, item, price, customer };
}

/** Stripe's preview of the invoice the change would make now, read as what the member sees. */
export async function previewPriceChange(
  payments: Payments,
  subscriptionId: string,
  plan: Plan,
): Promise<PriceChangePreview | null> {
  const target = await changeTarget(payments, subscriptionId, plan);
  if (!target) return null;
  const invoice = await payments.stripe.invoices.createPreview({
    customer: target.customer,
    subscription: subscriptionId,
    subscription_details: {
      items: [{ id: target.item.id, price: target.price }],
      proration_behavior: PRORATION_BEHAVIOR,
    },
  });
  const periodEnds = invoice.lines.data.map((line) => line.period.end);
  // The balance after this invoice (negative: credit) pays the next charges first.
  const balance = invoice.ending_balance ?? invoice.starting_balance;
  return {
    dueNowCents: invoice.amount_due,
    creditCents: Math.max(0, -invoice.total),
    nextChargeDate: Math.max(target.item.current_period_end, ...periodEnds),
    nextChargeCents: Math.max(0, plan.amountCents + Math.min(0, balance)),
    currency: invoice.currency,
    liftsCancellation: scheduledToEnd(target.subscription),
    pricedAt: previewInstant(invoice.lines.data),
  };
}

/**
 * Moves the subscription to the plan's price. The key names the subscription, its latest
 * invoice (each change makes one, so a later change back is a new key) and the plan: a double
 * click or a second tab is one update and one charge. A refused card changes nothing
 * (`error_if_incomplete`). `null` when the subscription is already on the plan.
 */
export async function changePrice(
  payments: Payments,
  subscriptionId: string,
  plan: Plan,
  at: { now: number; quoted?: number | undefined },
): Promise<PriceChangeOutcome | null> {
  const target = await changeTarget(payments, subscriptionId, plan);
  if (!target) return null;
  const prorationDate = prorationInstant(at.now, at.quoted, {
    start: target.item.current_period_start,
    end: target.item.current_period_end,
  });
  const key = idempotencyKey(
    "subscription-price",
    subscriptionId,
    idOf(target.subscription.latest_invoice) ?? "",
    plan.lookupKey,
  );
  const cancellationLifted = scheduledToEnd(target.subscription);
  const updated = await oncePerKey(key, () =>
    payments.stripe.subscriptions.update(
      subscriptionId,
      {
        items: [{ id: target.item.id, price: target.price }],
        proration_behavior: PRORATION_BEHAVIOR,
        ...(prorationDate !== undefined ? { proration_date: prorationDate } : {}),
        payment_behavior: "error_if_incomplete",
        // In the same update: a refused card leaves both the plan and the cancellation as they were.
        ...(cancellationLifted ? { cancel_at_period_end: false } : {}),
      },
      { idempotencyKey: key },
    ),
  );
  const invoiceId = idOf(updated.latest_invoice);
  if (!invoiceId) return { chargedCents: 0, creditedCents: 0, cancellationLifted };
  const invoice = await payments.stripe.invoices.retrieve(invoiceId);
  return {
    chargedCents: invoice.amount_paid,
    creditedCents: Math.max(0, -invoice.total),
    cancellationLifted,
  };
}

function idOf(value: string | { id?: string } | null | undefined): string | undefined {
  return typeof value === "string" ? value : value?.id;
}
