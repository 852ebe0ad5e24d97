import { addInterval, type PriceDoc } from "./catalog.ts";
import { eventCopy, type StandinContext } from "./context.ts";
import type { CustomerDoc } from "./customers.ts";
import { invalid, requiredParam } from "./errors.ts";
import { read, type Params } from "./form.ts";
import { newId } from "./ids.ts";
import { discountForNewSubscription } from "./subscription-discounts.ts";
import { collectInvoice, openInvoice, settleInvoice } from "./invoices.ts";
import { changeSubscriptionItems } from "./item-change.ts";
import { attachPaymentMethod, resolvePaymentMethod } from "./payment-methods.ts";
import type { StripeDoc } from "./store.ts";
import type { SubscriptionDoc, SubscriptionItemDoc } from "./subscription-doc.ts";
import { pendingSetupIntent, trialEndOf, trialFields, trialInvoice } from "./trials.ts";

export type { SubscriptionDoc, SubscriptionItemDoc } from "./subscription-doc.ts";

/** The first payment of a default_incomplete subscription must be confirmed within 23 hours. */
export const INCOMPLETE_EXPIRY_SECONDS = 23 * 3600;

export function itemOf(sub: SubscriptionDoc): SubscriptionItemDoc {
  const item = sub.items.data[0];
  if (!item) throw new Error(`Subscription ${sub.id} has no item`);
  return item;
}

/** POST /v1/subscriptions (payment_behavior default_incomplete, or charged at once with a saved card). */
export async function createSubscription(
  ctx: StandinContext,
  params: Params,
): Promise<SubscriptionDoc> {
  const customerId = read.string(params, "customer");
  if (!customerId) throw requiredParam("customer");
  const customer = await ctx.store.get<CustomerDoc>(customerId, "customer", "customer");
  const itemParams = read.objects(params, "items")[0];
  const priceId = read.string(itemParams, "price");
  if (!priceId) throw requiredParam("items[0][price]");
  const price = await ctx.store.get<PriceDoc>(priceId, "price", "items[0][price]");
  if (!price.recurring)
    throw invalid(
      "The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.",
      "items[0][price]",
    );
  const quantity = read.integer(itemParams, "quantity") ?? 1;
  const id = newId("sub");
  const start = ctx.clock.now();
  const trialEnd = trialEndOf(params, start);
  const end = trialEnd ?? addInterval(start, price.recurring);
  const defaultMethod = read.string(params, "default_payment_method") ?? null;
  if (defaultMethod) await ownedMethod(ctx, customer.id, defaultMethod);
  const sub: SubscriptionDoc = {
    id,
    object: "subscription",
    customer: customer.id,
    status: trialEnd === null ? "incomplete" : "trialing",
    billing_cycle_anchor: start,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    collection_method: "charge_automatically",
    created: start,
    start_date: start,
    currency: price.currency,
    default_payment_method: defaultMethod,
    latest_invoice: null,
    cancellation_details: { reason: null },
    metadata: read.metadata(params),
    items: {
      object: "list",
      data: [
        {
          id: newId("si"),
          object: "subscription_item",
          price,
          quantity,
          current_period_start: start,
          current_period_end: end,
          subscription: id,
        },
      ],
    },
    payment_settings: {
      save_default_payment_method:
        read.string(read.object(params, "payment_settings"), "save_default_payment_method") ??
        "off",
    },
    livemode: false,
    ...trialFields(params, start, trialEnd),
  };
  // Refused before anything is stored, as Stripe refuses an unusable promotion code.
  const discount = await discountForNewSubscription(ctx, params, sub);
  if (discount) sub["discounts"] = [discount.id];
  await ctx.store.put(sub);
  const invoice =
    trialEnd === null
      ? await openInvoice(
          ctx,
          sub,
          price,
          quantity,
          { start, end },
          "subscription_create",
          discount,
        )
      : await trialInvoice(ctx, sub, price, quantity, { start, end });
  sub.latest_invoice = invoice.id;
  if (trialEnd !== null && !defaultMethod)
    sub.pending_setup_intent = await pendingSetupIntent(ctx, sub);
  await ctx.store.put(sub);
  await ctx.events.emit("customer.subscription.created", eventCopy(sub));
  const behaviour = read.string(params, "payment_behavior") ?? "allow_incomplete";
  const method = defaultMethod ?? customer.invoice_settings.default_payment_method;
  if (behaviour !== "default_incomplete" && method && invoice.status === "open")
    await collectInvoice(ctx, invoice, method);
  return ctx.store.get<SubscriptionDoc>(id, "subscription");
}

async function ownedMethod(
  ctx: StandinContext,
  customerId: string,
  methodId: string,
): Promise<void> {
  const method = await resolvePaymentMethod(ctx, methodId, "default_payment_method");
  if (method.customer === null && methodId.startsWith("pm_card_"))
    await attachPaymentMethod(ctx, method, customerId);
  else if (method.customer !== customerId)
    throw invalid(
      `The customer does not have a payment method with the ID ${methodId}. The payment method must be attached to the customer.`,
      "default_payment_method",
      "resource_missing",
    );
}

/** POST /v1/subscriptions/:id: cancel_at_period_end, trial_end, default_payment_method, items, metadata. */
export async function updateSubscription(
  ctx: StandinContext,
  sub: SubscriptionDoc,
  params: Params,
): Promise<SubscriptionDoc> {
  const previous: Record<string, unknown> = {};
  const cancelAtEnd = read.boolean(params, "cancel_at_period_end");
  if (cancelAtEnd !== undefined && cancelAtEnd !== sub.cancel_at_period_end) {
    if (sub.status === "canceled" || sub.status === "incomplete_expired")
      throw invalid(
        "A canceled subscription can only update its cancellation_details and metadata.",
        "cancel_at_period_end",
      );
    previous["cancel_at_period_end"] = sub.cancel_at_period_end;
    previous["cancel_at"] = sub.cancel_at;
    sub.cancel_at_period_end = cancelAtEnd;
    sub.cancel_at = cancelAtEnd ? itemOf(sub).current_period_end : null;
    sub.canceled_at = cancelAtEnd ? ctx.clock.now() : null;
  }
  // Free days (the owner's console): as Stripe does, the next charge moves to trial_end.
  const trialEnd = read.integer(params, "trial_end");
  if (trialEnd !== undefined) {
    const item = itemOf(sub);
    if (sub.status === "canceled" || trialEnd <= item.current_period_end)
      throw invalid("trial_end must be after the current period's end.", "trial_end");
    previous["trial_end"] = item.current_period_end;
    item.current_period_end = trialEnd;
    if (sub.cancel_at_period_end) sub.cancel_at = trialEnd;
  }
  const method = read.string(params, "default_payment_method");
  if (method !== undefined && method !== sub.default_payment_method) {
    if (method !== "") await ownedMethod(ctx, sub.customer, method);
    previous["default_payment_method"] = sub.default_payment_method;
    sub.default_payment_method = method || null;
  }
  await changeSubscriptionItems(ctx, sub, params, previous, (each) => chargeableMethod(ctx, each));
  if (read.object(params, "metadata")) {
    previous["metadata"] = sub.metadata;
    sub.metadata = read.metadata(params, sub.metadata);
  }
  await ctx.store.put(sub);
  if (Object.keys(previous).length > 0)
    await ctx.events.emit("customer.subscription.updated", eventCopy(sub), previous);
  return sub;
}

/** DELETE /v1/subscriptions/:id: ends it now. */
export async function cancelSubscription(
  ctx: StandinContext,
  sub: SubscriptionDoc,
  endedAt = ctx.clock.now(),
  reason: "cancellation_requested" | "payment_failed" = "cancellation_requested",
): Promise<SubscriptionDoc> {
  if (sub.status === "canceled")
    throw invalid(`No such subscription: '${sub.id}'`, "id", "resource_missing");
  sub.status = "canceled";
  sub.cancellation_details = { reason };
  sub.canceled_at ??= endedAt;
  sub.ended_at = endedAt;
  await ctx.store.put(sub);
  await ctx.events.emit("customer.subscription.deleted", eventCopy(sub));
  return sub;
}

/** The invoice's payment settled: the subscription follows (active, or past_due after a failed renewal). */
export async function onSubscriptionInvoicePayment(
  ctx: StandinContext,
  invoiceId: string,
  intent: StripeDoc,
  succeeded: boolean,
): Promise<void> {
  const invoice = await settleInvoice(ctx, invoiceId, succeeded);
  const subId = invoice.parent?.subscription_details.subscription;
  if (!subId) return;
  const sub = await ctx.store.get<SubscriptionDoc>(subId, "subscription");
  const previous: Record<string, unknown> = { status: sub.status };
  if (succeeded) {
    if (sub.status === "incomplete" || sub.status === "past_due" || sub.status === "unpaid")
      sub.status = "active";
    const method = typeof intent["payment_method"] === "string" ? intent["payment_method"] : null;
    if (
      method &&
      sub.payment_settings.save_default_payment_method === "on_subscription" &&
      !sub.default_payment_method
    ) {
      previous["default_payment_method"] = null;
      sub.default_payment_method = method;
    }
  } else if (invoice.billing_reason === "subscription_cycle") {
    if (invoice.next_payment_attempt === null) {
      await ctx.store.put(sub);
      await cancelSubscription(ctx, sub, ctx.clock.now(), "payment_failed");
      return;
    }
    sub.status = "past_due";
  }
  if (previous["status"] === sub.status && !("default_payment_method" in previous)) return;
  await ctx.store.put(sub);
  await ctx.events.emit("customer.subscription.updated", eventCopy(sub), previous);
}

/** Retries charge the subscription's default card first, then the customer's (as Stripe does). */
export async function chargeableMethod(
  ctx: StandinContext,
  sub: SubscriptionDoc,
): Promise<string | null> {
  if (sub.default_payment_method) return sub.default_payment_method;
  const customer = await ctx.store.get<CustomerDoc>(sub.customer, "customer");
  return customer.invoice_settings.default_payment_method;
}
