import { eventCopy, type StandinContext } from "./context.ts";
import type { PriceDoc } from "./catalog.ts";
import { invalid } from "./errors.ts";
import { read, type Params } from "./form.ts";
import { newId } from "./ids.ts";
import { finalizeInvoice, invoiceFields, type InvoiceDoc } from "./invoices.ts";
import { lineItem } from "./line-items.ts";
import { createSetupIntent } from "./setup-intents.ts";
import type { SubscriptionDoc } from "./subscription-doc.ts";

/**
 * Free trials as Stripe runs them (issue 48): `trial_period_days` on create makes the
 * subscription `trialing` until `trial_end`, with a $0 first invoice (paid at once) and a
 * `pending_setup_intent` the browser confirms to save the card for the first real charge.
 * Three days before the end `customer.subscription.trial_will_end` is sent; at the end the
 * renewal run (renewals.ts) makes it `active` and charges the saved card like any renewal.
 */

/** Stripe sends trial_will_end this long before the trial ends. */
export const TRIAL_WILL_END_NOTICE_SECONDS = 3 * 86_400;
/** Stripe's longest trial. */
const MAX_TRIAL_DAYS = 730;

/** The trial's end from `trial_period_days` (Unix seconds), or null when none was asked for. */
export function trialEndOf(params: Params, start: number): number | null {
  const days = read.integer(params, "trial_period_days");
  if (days === undefined || days === 0) return null;
  if (days < 0 || days > MAX_TRIAL_DAYS)
    throw invalid(
      `trial_period_days must be between 0 and ${MAX_TRIAL_DAYS}.`,
      "trial_period_days",
    );
  return start + days * 86_400;
}

/** The trial's fields as a subscription shows them (all null without a trial). */
export function trialFields(params: Params, start: number, trialEnd: number | null) {
  const endBehavior = read.object(read.object(params, "trial_settings"), "end_behavior");
  const missing = read.string(endBehavior, "missing_payment_method") ?? "create_invoice";
  return {
    trial_start: trialEnd === null ? null : start,
    trial_end: trialEnd,
    pending_setup_intent: null as string | null,
    trial_settings: { end_behavior: { missing_payment_method: missing } },
  };
}

/** Whether the trial ends by cancelling when it has no card to charge (trial_settings). */
export const cancelsWithoutCard = (sub: SubscriptionDoc): boolean =>
  sub.status === "trialing" && sub.trial_settings?.end_behavior.missing_payment_method === "cancel";

/** The trial's $0 first invoice ("Trial period for Discord Pro"), paid as soon as it is final. */
export async function trialInvoice(
  ctx: StandinContext,
  sub: SubscriptionDoc,
  price: PriceDoc,
  quantity: number,
  period: { start: number; end: number },
): Promise<InvoiceDoc> {
  const line = await lineItem(ctx, {
    price,
    quantity,
    amount: 0,
    period,
    proration: false,
    at: period.start,
    subscription: sub.id,
    subscriptionItem: sub.items.data[0]?.id ?? "",
  });
  const product = await ctx.store.find(price.product);
  const name = typeof product?.["name"] === "string" ? product["name"] : price.product;
  line["description"] = `Trial period for ${name}`;
  const draft = invoiceFields(ctx, {
    id: newId("in"),
    subscription: sub,
    currency: price.currency,
    total: 0,
    money: { amountDue: 0, startingBalance: 0, endingBalance: 0 },
    reason: "subscription_create",
    period,
    lines: [line],
  });
  const invoice = await finalizeInvoice(ctx, draft);
  await ctx.events.emit("invoice.paid", eventCopy(invoice));
  return invoice;
}

/** The SetupIntent that saves the trial's card (confirmed by the browser with confirmCardSetup). */
export async function pendingSetupIntent(ctx: StandinContext, sub: SubscriptionDoc) {
  const intent = await createSetupIntent(ctx, {
    customer: sub.customer,
    usage: "off_session",
    metadata: { subscription: sub.id },
  });
  return intent.id;
}

/** Sends trial_will_end once, when the clock has passed three days before the trial's end. */
export async function noticeTrialEnding(
  ctx: StandinContext,
  sub: SubscriptionDoc,
  now: number,
): Promise<void> {
  if (sub.status !== "trialing" || sub.trial_end == null || sub._trial_will_end_sent) return;
  if (now < sub.trial_end - TRIAL_WILL_END_NOTICE_SECONDS) return;
  sub._trial_will_end_sent = true;
  await ctx.store.put(sub);
  await ctx.events.emit("customer.subscription.trial_will_end", eventCopy(sub));
}

/** At the trial's end the subscription becomes active; its first real invoice follows. */
export function endTrial(sub: SubscriptionDoc, previous: Record<string, unknown>): void {
  if (sub.status !== "trialing") return;
  previous["status"] = "trialing";
  sub.status = "active";
}
