import { eventCopy, type StandinContext } from "./context.ts";
import { StripeApiError, invalid } from "./errors.ts";
import { read, type Params } from "./form.ts";
import { newId } from "./ids.ts";
import { lineItem } from "./line-items.ts";
import {
  cancelPaymentIntent,
  confirmPaymentIntent,
  createPaymentIntent,
  type PaymentIntentDoc,
} from "./payment-intents.ts";
import { settleBalance } from "./balance.ts";
import type { PriceDoc } from "./catalog.ts";
import type { StripeDoc } from "./store.ts";
import {
  discountAmount,
  redeemInvoiceDiscount,
  type DiscountDoc,
} from "./subscription-discounts.ts";

export interface InvoiceDoc extends StripeDoc {
  object: "invoice";
  customer: string;
  status: "draft" | "open" | "paid" | "uncollectible" | "void";
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  next_payment_attempt: number | null;
  billing_reason: "subscription_create" | "subscription_cycle" | "subscription_update" | "manual";
  parent: {
    type: "subscription_details";
    subscription_details: { subscription: string; metadata: Record<string, string> };
  } | null;
  confirmation_secret: { type: "payment_intent"; client_secret: string } | null;
  status_transitions: { finalized_at: number | null; paid_at: number | null };
  _standin: { payment_intent: string };
}

/** Days between automatic retries of a failed renewal, and the tries before the subscription is cancelled. */
export const RETRY_DAYS = 3;
export const MAX_RENEWAL_ATTEMPTS = 4;

/** What an invoice is for: its subscription, lines and total, and what stays due after the balance. */
export interface InvoiceDraft {
  id: string;
  subscription: { id: string; customer: string; metadata: Record<string, string> };
  currency: string;
  total: number;
  money: { amountDue: number; startingBalance: number; endingBalance: number };
  reason: InvoiceDoc["billing_reason"];
  period: { start: number; end: number };
  lines: Record<string, unknown>[];
}

/** An invoice's fields as Stripe shows them, still a draft (a preview stays one). */
export function invoiceFields(ctx: StandinContext, draft: InvoiceDraft): InvoiceDoc {
  const { subscription, money } = draft;
  return {
    id: draft.id,
    object: "invoice",
    customer: subscription.customer,
    status: "draft",
    currency: draft.currency,
    subtotal: draft.total,
    total: draft.total,
    amount_due: money.amountDue,
    amount_paid: 0,
    amount_remaining: money.amountDue,
    starting_balance: money.startingBalance,
    ending_balance: money.endingBalance,
    discounts: [],
    total_discount_amounts: [],
    attempt_count: 0,
    attempted: false,
    next_payment_attempt: null,
    billing_reason: draft.reason,
    collection_method: "charge_automatically",
    created: ctx.clock.now(),
    period_start: draft.period.start,
    period_end: draft.period.end,
    lines: { object: "list", data: draft.lines },
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    confirmation_secret: null,
    _includable: ["confirmation_secret"],
    status_transitions: { finalized_at: null, paid_at: null },
    livemode: false,
    _standin: { payment_intent: "" },
  };
}

/**
 * Finalizes a draft: with nothing due (the customer's credit paid it) it is paid at once, as
 * Stripe marks it; otherwise it is open, with the payment intent that collects it.
 */
export async function finalizeInvoice(
  ctx: StandinContext,
  invoice: InvoiceDoc,
  intentParams: Params = {},
): Promise<InvoiceDoc> {
  const now = ctx.clock.now();
  invoice.status_transitions = { finalized_at: now, paid_at: null };
  if (invoice.amount_due === 0) {
    invoice.status = "paid";
    invoice.status_transitions.paid_at = now;
    return ctx.store.put(invoice);
  }
  const intent = await createPaymentIntent(
    ctx,
    {
      ...intentParams,
      amount: String(invoice.amount_due),
      currency: String(invoice.currency),
      customer: invoice.customer,
      description: `Invoice ${invoice.id}`,
    },
    { invoice: invoice.id },
  );
  invoice.status = "open";
  invoice.confirmation_secret = { type: "payment_intent", client_secret: intent.client_secret };
  invoice._standin = { payment_intent: intent.id };
  return ctx.store.put(invoice);
}

/** An invoice for one period of a subscription: open with its payment intent, or paid by credit. */
export async function openInvoice(
  ctx: StandinContext,
  subscription: InvoiceDraft["subscription"] & { items?: { data: { id: string }[] } },
  price: PriceDoc,
  quantity: number,
  period: { start: number; end: number },
  reason: InvoiceDoc["billing_reason"],
  discount?: DiscountDoc,
): Promise<InvoiceDoc> {
  const amount = price.unit_amount * quantity;
  const off = discount ? await discountAmount(ctx, discount, amount) : 0;
  // A renewal is paid from the customer's credit first (a downgrade's unused time).
  const money =
    reason === "subscription_cycle"
      ? await settleBalance(ctx, subscription.customer, amount)
      : { amountDue: amount - off, startingBalance: 0, endingBalance: 0 };
  const line = await lineItem(ctx, {
    price,
    quantity,
    amount,
    period,
    proration: false,
    at: period.start,
    subscription: subscription.id,
    subscriptionItem: subscription.items?.data[0]?.id ?? "",
  });
  const draft = { id: newId("in"), subscription, currency: price.currency, total: amount - off };
  const fields = invoiceFields(ctx, { ...draft, money, reason, period, lines: [line] });
  if (discount && off > 0) {
    // As Stripe reports a discount: the line's amount stays the list price, the invoice's
    // subtotal too; the discount amounts say what came off, and the total is what is due.
    const amounts = [{ amount: off, discount: discount.id }];
    line["discount_amounts"] = amounts;
    line["discounts"] = [discount.id];
    Object.assign(fields, { subtotal: amount, discounts: [discount.id] });
    fields["total_discount_amounts"] = amounts;
  }
  const invoice = await finalizeInvoice(ctx, fields, { setup_future_usage: "off_session" });
  if (invoice.status === "paid") await ctx.events.emit("invoice.paid", eventCopy(invoice));
  return invoice;
}

/** Charges an invoice off-session with a saved card; false when the card fails. */
export async function collectInvoice(
  ctx: StandinContext,
  invoice: InvoiceDoc,
  paymentMethod: string | null,
): Promise<boolean> {
  const intent = await ctx.store.get<PaymentIntentDoc>(
    invoice._standin.payment_intent,
    "payment_intent",
  );
  invoice.attempt_count += 1;
  invoice.attempted = true;
  await ctx.store.put(invoice);
  if (!paymentMethod) {
    await markFailed(ctx, invoice);
    return false;
  }
  try {
    await confirmPaymentIntent(ctx, intent, { payment_method: paymentMethod }, true);
    return true;
  } catch (error) {
    if (error instanceof StripeApiError && error.statusCode === 402) return false;
    throw error;
  }
}

/** Called when the invoice's payment intent settles (browser confirmation or collection). */
export async function settleInvoice(
  ctx: StandinContext,
  invoiceId: string,
  succeeded: boolean,
): Promise<InvoiceDoc> {
  const invoice = await ctx.store.get<InvoiceDoc>(invoiceId, "invoice");
  if (!succeeded) return markFailed(ctx, invoice);
  invoice.status = "paid";
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  invoice.status_transitions = { ...invoice.status_transitions, paid_at: ctx.clock.now() };
  if (invoice.attempt_count === 0) invoice.attempt_count = 1;
  await ctx.store.put(invoice);
  await redeemInvoiceDiscount(ctx, invoice);
  await ctx.events.emit("invoice.paid", eventCopy(invoice));
  await ctx.events.emit("invoice.payment_succeeded", eventCopy(invoice));
  return invoice;
}

async function markFailed(ctx: StandinContext, invoice: InvoiceDoc): Promise<InvoiceDoc> {
  if (invoice.attempt_count === 0) invoice.attempt_count = 1;
  const retry =
    invoice.billing_reason === "subscription_cycle" && invoice.attempt_count < MAX_RENEWAL_ATTEMPTS;
  invoice.next_payment_attempt = retry ? ctx.clock.now() + RETRY_DAYS * 86_400 : null;
  await ctx.store.put(invoice);
  await ctx.events.emit("invoice.payment_failed", eventCopy(invoice));
  return invoice;
}

/** POST /v1/invoices/:id/pay: collect now, with a given card or the saved one. */
export async function payInvoice(
  ctx: StandinContext,
  invoice: InvoiceDoc,
  params: Params,
  defaultMethod: string | null,
): Promise<InvoiceDoc> {
  if (invoice.status !== "open")
    throw invalid(`Invoice is already ${invoice.status}.`, undefined, "invoice_not_open");
  const method = read.string(params, "payment_method") ?? defaultMethod;
  const intent = await ctx.store.get<PaymentIntentDoc>(
    invoice._standin.payment_intent,
    "payment_intent",
  );
  invoice.attempt_count += 1;
  await ctx.store.put(invoice);
  if (!method) throw invalid("This invoice has no payment method to charge.", "payment_method");
  await confirmPaymentIntent(ctx, intent, { payment_method: method }, true);
  return ctx.store.get<InvoiceDoc>(invoice.id, "invoice");
}

/**
 * POST /v1/invoices/:id/void: an open invoice is closed for good, and its payment intent is
 * cancelled, so a page that still holds its client secret cannot pay it any more.
 */
export async function voidInvoice(ctx: StandinContext, invoice: InvoiceDoc): Promise<InvoiceDoc> {
  if (invoice.status !== "open")
    throw invalid(
      `You can only pass in open invoices. This invoice is ${invoice.status}.`,
      undefined,
      "invoice_not_open",
    );
  const intent = await ctx.store.get<PaymentIntentDoc>(
    invoice._standin.payment_intent,
    "payment_intent",
  );
  if (intent.status !== "succeeded" && intent.status !== "canceled")
    await cancelPaymentIntent(ctx, intent);
  invoice.status = "void";
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  await ctx.store.put(invoice);
  await ctx.events.emit("invoice.voided", eventCopy(invoice));
  return invoice;
}

/**
 * GET /v1/invoice_payments?invoice=: the one payment intent that collects a stand-in invoice;
 * none for an invoice the customer's credit paid in full (nothing was collected).
 */
export function invoicePayments(invoice: InvoiceDoc): StripeDoc[] {
  return invoice._standin.payment_intent ? [invoicePayment(invoice)] : [];
}

function invoicePayment(invoice: InvoiceDoc): StripeDoc {
  const paid = invoice.status === "paid";
  return {
    id: `inpay_${invoice.id.slice(3)}`,
    object: "invoice_payment",
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    created: invoice.created,
    currency: invoice.currency,
    amount_requested: invoice.amount_due,
    amount_paid: paid ? invoice.amount_paid : null,
    status: paid ? "paid" : invoice.status === "void" ? "canceled" : "open",
    payment: { type: "payment_intent", payment_intent: invoice._standin.payment_intent },
    status_transitions: { paid_at: invoice.status_transitions.paid_at, canceled_at: null },
  };
}
