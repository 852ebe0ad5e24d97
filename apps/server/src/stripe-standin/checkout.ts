import { eventCopy, type StandinContext } from "./context.ts";
import { StripeApiError, invalid, requiredParam } from "./errors.ts";
import { read, type Params } from "./form.ts";
import { newId } from "./ids.ts";
import { confirmPaymentIntent, createPaymentIntent } from "./payment-intents.ts";
import type { StripeDoc } from "./store.ts";

export interface CheckoutSessionDoc extends StripeDoc {
  object: "checkout.session";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  url: string | null;
  metadata: Record<string, string>;
  _standin: { name: string; payment_intent_metadata: Params };
}

/** POST /v1/checkout/sessions: a minimal hosted checkout (mode payment, one price_data line). */
export async function createCheckoutSession(
  ctx: StandinContext,
  params: Params,
): Promise<CheckoutSessionDoc> {
  if (read.string(params, "mode") !== "payment")
    throw invalid("Only mode=payment is available offline.", "mode");
  const line = read.objects(params, "line_items")[0];
  const priceData = read.object(line, "price_data");
  const amount = read.integer(priceData, "unit_amount");
  const currency = read.string(priceData, "currency");
  if (!priceData || amount === undefined || !currency)
    throw requiredParam("line_items[0][price_data]");
  const successUrl = read.string(params, "success_url");
  if (!successUrl) throw requiredParam("success_url");
  const id = newId("cs_test");
  return ctx.store.put<CheckoutSessionDoc>({
    id,
    object: "checkout.session",
    mode: "payment",
    status: "open",
    payment_status: "unpaid",
    amount_total: amount * (read.integer(line, "quantity") ?? 1),
    currency,
    customer_email: read.string(params, "customer_email") ?? null,
    success_url: successUrl,
    cancel_url: read.string(params, "cancel_url") ?? successUrl,
    payment_intent: null,
    url: `${ctx.browserBase}/checkout/${id}`,
    metadata: read.metadata(params),
    created: ctx.clock.now(),
    expires_at: ctx.clock.now() + 24 * 3600,
    livemode: false,
    _standin: {
      name: read.string(read.object(priceData, "product_data"), "name") ?? "Purchase",
      payment_intent_metadata:
        read.object(read.object(params, "payment_intent_data"), "metadata") ?? {},
    },
  });
}

/** The hosted page's Pay: charges the card; on success the session completes. */
export async function payCheckoutSession(
  ctx: StandinContext,
  session: CheckoutSessionDoc,
  card: Params,
): Promise<{ ok: true } | { ok: false; message: string }> {
  if (session.status !== "open")
    return { ok: false, message: "This checkout session is no longer open." };
  const intent = await createPaymentIntent(ctx, {
    amount: String(session.amount_total),
    currency: session.currency,
    metadata: session._standin.payment_intent_metadata,
    ...(session.customer_email ? { receipt_email: session.customer_email } : {}),
  });
  try {
    // The hosted page has no 3-D Secure step: it confirms as the customer, off-session rules aside.
    await confirmPaymentIntent(ctx, intent, { payment_method_data: { type: "card", card } }, true);
  } catch (error) {
    if (error instanceof StripeApiError) return { ok: false, message: error.body.message };
    throw error;
  }
  session.status = "complete";
  session.payment_status = "paid";
  session.payment_intent = intent.id;
  await ctx.store.put(session);
  await ctx.events.emit("checkout.session.completed", eventCopy(session));
  return { ok: true };
}
