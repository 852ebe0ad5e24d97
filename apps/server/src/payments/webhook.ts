import type Stripe from "stripe";
import { badRequest } from "../http/errors.ts";
import type { Services } from "../services.ts";
import { INVALID_SIGNATURE } from "../http/messages.ts";
import { recordRefund, syncIntent } from "./intents.ts";
import { mailBillingNotice } from "./billing-notices.ts";
import { keepOnePaidSubscription } from "./one-subscription.ts";
import { paymentSucceeded, readPayment } from "./payment-view.ts";
import { subscriptionState } from "./subscription-state.ts";
import { redeemForSubscription } from "./subscription-promotions.ts";
import { claimTrial } from "./trial-claims.ts";

const SUBSCRIPTION_EVENTS = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.trial_will_end",
  "invoice.paid",
  "invoice.payment_failed",
]);
const INTENT_EVENTS = new Set([
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.canceled",
]);

/**
 * POST /payments/webhook: the signature is checked on the raw bytes, each event id is stored
 * once (a replay answers 200 and does nothing), and every handler reads the object's current
 * state from the provider, so events may arrive in any order.
 */
export async function receiveWebhook(
  services: Services,
  rawBody: Buffer | undefined,
  signature: string | undefined,
): Promise<void> {
  let event: Stripe.Event;
  try {
    if (!rawBody || !signature) throw new Error("missing");
    event = services.payments.verifyEvent(rawBody, signature);
  } catch {
    throw badRequest(INVALID_SIGNATURE);
  }
  const inserted = await services.db
    .insertInto("payment_events")
    .values({ event_id: event.id, type: event.type })
    .onConflict((oc) => oc.column("event_id").doNothing())
    .returning("event_id")
    .executeTakeFirst();
  if (!inserted) {
    const seen = await services.db
      .selectFrom("payment_events")
      .select("processed_at")
      .where("event_id", "=", event.id)
      .executeTakeFirst();
    // Processed already: a replay. Stored but unprocessed (a crash mid-way): handle it again,
    // which is safe because every handler is idempotent.
    if (seen?.processed_at) return;
  }
  await handleEvent(services, event);
  await services.db
    .updateTable("payment_events")
    .set({ processed_at: new Date() })
    .where("event_id", "=", event.id)
    .execute();
}

/**
 * Billing's part (our payment row follows the provider's intent), then the product's: the
 * product recorded in the object's metadata hears billing's own event (events.ts), built from
 * the object's current state.
 */
async function handleEvent(services: Services, event: Stripe.Event): Promise<void> {
  const object: object = event.data.object;
  const id = "id" in object && typeof object.id === "string" ? object.id : undefined;
  if (!id) return;
  const { products, stripe } = services.payments;
  if (INTENT_EVENTS.has(event.type) || event.type === "checkout.session.completed") {
    const intentId =
      event.type === "checkout.session.completed" ? await linkCheckout(services, id) : id;
    if (!intentId) return;
    const payment = await readPayment(services.payments, intentId);
    // Card testing: declines are learnt here (with Stripe the browser confirms directly), or
    // were counted before the confirmation where the stand-in's card gate runs.
    if (event.type === "payment_intent.payment_failed") {
      const failed = {
        paymentId: payment.id,
        status: payment.status,
        receiptEmail: payment.receiptEmail,
        metadata: payment.metadata,
      };
      for (const watcher of products.watchers) await watcher.paymentFailed(failed);
    }
    await syncIntent(services, payment);
    if (payment.status === "succeeded")
      await products.handlersFor(payment.metadata)?.paymentSucceeded?.(paymentSucceeded(payment));
    return;
  }
  if (event.type === "charge.refunded") {
    // A refund (ours, or given from the provider's dashboard) shows on the receipt it refunds.
    const intent = "payment_intent" in object ? object.payment_intent : undefined;
    if (typeof intent === "string") await recordRefund(services, intent);
    return;
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    // The receipt is frozen from the paid invoice before anything reads it (the mail below),
    // whichever of the subscription's events arrives first.
    if (event.type === "invoice.paid") await products.receipts.invoicePaid(id);
    const subscriptionId = event.type.startsWith("invoice.")
      ? invoiceSubscription(event.data.object)
      : id;
    if (!subscriptionId) return;
    let subscription = await stripe.subscriptions.retrieve(subscriptionId);
    // A second paid one of the product is cancelled and refunded before its product hears of
    // it, which then sees it cancelled and grants nothing for it.
    if (await keepOnePaidSubscription(services, subscription))
      subscription = await stripe.subscriptions.retrieve(subscriptionId);
    // A trial whose card was saved claims the person's one trial (a second one is ended).
    else if (await claimTrial(services, subscription))
      subscription = await stripe.subscriptions.retrieve(subscriptionId);
    // Its promotion code's use is counted when its first invoice is paid, once (a refunded
    // duplicate counts none).
    else if (event.type === "invoice.paid")
      await redeemForSubscription(services.db, subscription, new Date());
    await products
      .handlersFor(subscription.metadata)
      ?.subscriptionChanged?.({ subscription: subscriptionState(subscription), cause: event.type });
    await mailBillingNotice(services, event, subscription);
  }
}

/** A completed hosted checkout: its payment intent joins the row the checkout started. */
async function linkCheckout(services: Services, sessionId: string): Promise<string | undefined> {
  const session = await services.payments.stripe.checkout.sessions.retrieve(sessionId);
  const intentId =
    typeof session.payment_intent === "string"
      ? session.payment_intent
      : session.payment_intent?.id;
  if (!intentId) return undefined;
  await services.db
    .updateTable("payments")
    .set({ provider_intent_id: intentId })
    .where("provider_checkout_id", "=", session.id)
    .where("provider_intent_id", "is", null)
    .execute();
  return intentId;
}

function invoiceSubscription(invoice: object): string | undefined {
  if (!("object" in invoice) || invoice.object !== "invoice" || !("parent" in invoice))
    return undefined;
  const parent: unknown = invoice.parent;
  if (typeof parent !== "object" || parent === null || !("subscription_details" in parent))
    return undefined;
  const details: unknown = parent.subscription_details;
  if (typeof details !== "object" || details === null || !("subscription" in details))
    return undefined;
  const sub: unknown = details.subscription;
  if (typeof sub === "string") return sub;
  return typeof sub === "object" && sub !== null && "id" in sub && typeof sub.id === "string"
    ? sub.id
    : undefined;
}
