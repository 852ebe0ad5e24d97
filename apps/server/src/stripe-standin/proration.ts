import { applyBalance, settleBalance } from "./balance.ts";
import { addInterval, type PriceDoc } from "./catalog.ts";
import { eventCopy, type StandinContext } from "./context.ts";
import type { CustomerDoc } from "./customers.ts";
import { invalid, requiredParam } from "./errors.ts";
import { read, type Params } from "./form.ts";
import { newId } from "./ids.ts";
import { lineItem } from "./line-items.ts";
import { finalizeInvoice, invoiceFields, type InvoiceDoc, type InvoiceDraft } from "./invoices.ts";
import type { SubscriptionDoc, SubscriptionItemDoc } from "./subscription-doc.ts";

/** What an item's price change does at one instant: Stripe's proration lines and new period. */
export interface Proration {
  price: PriceDoc;
  lines: Record<string, unknown>[];
  total: number;
  period: { start: number; end: number };
}

/**
 * Stripe's proration of a price change at `at`: a credit for the unused time of the old price,
 * and either the new price for the same remaining time (same interval: the period stays) or the
 * new price's whole period starting now (another interval: the billing cycle resets).
 */
export async function prorate(
  ctx: StandinContext,
  sub: SubscriptionDoc,
  item: SubscriptionItemDoc,
  price: PriceDoc,
  at: number,
): Promise<Proration> {
  const old = item.price;
  const { current_period_start: start, current_period_end: end, quantity } = item;
  const unused = end > start ? Math.min(1, Math.max(0, (end - at) / (end - start))) : 0;
  const line = (
    amount: number,
    linePrice: PriceDoc,
    period: Proration["period"],
    proration: boolean,
  ) =>
    lineItem(ctx, {
      price: linePrice,
      quantity,
      amount,
      period,
      proration,
      at,
      subscription: sub.id,
      subscriptionItem: item.id,
    });
  const remaining = { start: at, end };
  const lines = [
    await line(-Math.round(old.unit_amount * quantity * unused), old, remaining, true),
  ];
  const sameInterval =
    old.recurring?.interval === price.recurring?.interval &&
    old.recurring?.interval_count === price.recurring?.interval_count;
  let period = { start, end };
  if (sameInterval) {
    lines.push(
      await line(Math.round(price.unit_amount * quantity * unused), price, remaining, true),
    );
  } else {
    if (!price.recurring) throw invalid("The new price must be recurring.", "items[0][price]");
    period = { start: at, end: addInterval(at, price.recurring) };
    lines.push(await line(price.unit_amount * quantity, price, period, false));
  }
  const total = lines.reduce((sum, each) => sum + Number(each["amount"]), 0);
  return { price, lines, total, period };
}

/** The subscription item and new price that `items[0]` (`id`, `price`) names. */
export async function itemChange(
  ctx: StandinContext,
  sub: SubscriptionDoc,
  itemParams: Params | undefined,
  param: string,
): Promise<{ item: SubscriptionItemDoc; price: PriceDoc }> {
  const itemId = read.string(itemParams, "id");
  const item = sub.items.data.find((each) => each.id === itemId);
  if (!item)
    throw invalid(
      `No such subscription item: '${itemId ?? ""}'`,
      `${param}[0][id]`,
      "resource_missing",
    );
  const priceId = read.string(itemParams, "price");
  if (!priceId) throw requiredParam(`${param}[0][price]`);
  const price = await ctx.store.get<PriceDoc>(priceId, "price", `${param}[0][price]`);
  if (!price.recurring)
    throw invalid("The price must be recurring for a subscription.", `${param}[0][price]`);
  return { item, price };
}

/** Stripe accepts these; the stand-in invoices prorations at once (always_invoice) only. */
export function prorationBehaviour(value: string | undefined, param: string): "always_invoice" {
  if (value === "always_invoice") return value;
  throw invalid(
    `The stand-in supports ${param}=always_invoice only (got ${value ?? "none"}).`,
    param,
  );
}

/** POST /v1/invoices/create_preview for a subscription whose item changes price. */
export async function previewInvoice(ctx: StandinContext, params: Params): Promise<InvoiceDoc> {
  const subId = read.string(params, "subscription");
  if (!subId) throw requiredParam("subscription");
  const sub = await ctx.store.get<SubscriptionDoc>(subId, "subscription", "subscription");
  const details = read.object(params, "subscription_details");
  prorationBehaviour(
    read.string(details, "proration_behavior"),
    "subscription_details[proration_behavior]",
  );
  const { item, price } = await itemChange(
    ctx,
    sub,
    read.objects(details, "items")[0],
    "subscription_details[items]",
  );
  const at = read.integer(details, "proration_date") ?? ctx.clock.now();
  const customer = await ctx.store.get<CustomerDoc>(sub.customer, "customer");
  const proration = await prorate(ctx, sub, item, price, at);
  const startingBalance = customer.balance ?? 0;
  const { amountDue, endingBalance } = applyBalance(proration.total, startingBalance);
  return invoiceFields(
    ctx,
    draftOf(ctx, sub, proration, `upcoming_${newId("in")}`, {
      amountDue,
      startingBalance,
      endingBalance,
    }),
  );
}

function draftOf(
  ctx: StandinContext,
  sub: SubscriptionDoc,
  proration: Proration,
  id: string,
  money: InvoiceDraft["money"],
): InvoiceDraft {
  const now = ctx.clock.now();
  return {
    id,
    subscription: sub,
    currency: proration.price.currency,
    total: proration.total,
    money,
    reason: "subscription_update",
    period: { start: now, end: now },
    lines: proration.lines,
  };
}

/**
 * The invoice of a price change, finalized: an amount due gets a payment intent for the
 * caller to collect; a credit (or nothing due) is paid at once and the balance moves.
 */
export async function prorationInvoice(
  ctx: StandinContext,
  sub: SubscriptionDoc,
  proration: Proration,
): Promise<InvoiceDoc> {
  const money = await settleBalance(ctx, sub.customer, proration.total);
  return finalizeInvoice(ctx, invoiceFields(ctx, draftOf(ctx, sub, proration, newId("in"), money)));
}

/** Stripe's events for a finalized invoice; a paid credit note of an invoice says it was paid. */
export async function emitFinalized(ctx: StandinContext, invoice: InvoiceDoc): Promise<void> {
  await ctx.events.emit("invoice.created", eventCopy(invoice));
  await ctx.events.emit("invoice.finalized", eventCopy(invoice));
  if (invoice.status === "paid") await ctx.events.emit("invoice.paid", eventCopy(invoice));
}
