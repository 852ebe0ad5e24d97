import { eventCopy, type StandinContext } from "./context.ts";
import type { StripeDoc } from "./store.ts";
import type { SubscriptionDoc } from "./subscription-doc.ts";

/**
 * A trial's pending SetupIntent succeeded (the browser saved the card): as Stripe does with
 * `save_default_payment_method: on_subscription`, the card becomes the subscription's default
 * (the trial's end charges it) and `pending_setup_intent` is cleared.
 */
export async function onSetupSucceeded(ctx: StandinContext, intent: StripeDoc): Promise<void> {
  const metadata = intent["metadata"] as Record<string, string> | undefined;
  const subId = metadata?.["subscription"];
  const method = intent["payment_method"];
  if (!subId || typeof method !== "string") return;
  const sub = await ctx.store.find(subId);
  if (!isSubscription(sub) || sub.pending_setup_intent !== intent.id) return;
  const previous: Record<string, unknown> = { pending_setup_intent: sub.pending_setup_intent };
  sub.pending_setup_intent = null;
  if (sub.payment_settings.save_default_payment_method === "on_subscription") {
    previous["default_payment_method"] = sub.default_payment_method;
    sub.default_payment_method = method;
  }
  await ctx.store.put(sub);
  await ctx.events.emit("customer.subscription.updated", eventCopy(sub), previous);
}

function isSubscription(doc: StripeDoc | undefined): doc is SubscriptionDoc {
  return doc?.object === "subscription";
}
