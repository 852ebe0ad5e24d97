import { AUTHENTICATION_FAILED_MESSAGE, DECLINED_MESSAGE, cardError } from "./cards.ts";
import { eventCopy, type StandinContext } from "./context.ts";
import { invalid, requiredParam, unexpectedState } from "./errors.ts";
import { read, type Params } from "./form.ts";
import { newClientSecret, newId } from "./ids.ts";
import {
  attachPaymentMethod,
  behaviourOf,
  paymentMethodFrom,
  type PaymentMethodDoc,
} from "./payment-methods.ts";
import type { StripeDoc } from "./store.ts";
import { closeThreeDSecureChallenge, threeDSecureChallenge } from "./three-d-secure.ts";

export interface PaymentIntentDoc extends StripeDoc {
  object: "payment_intent";
  amount: number;
  currency: string;
  status:
    | "requires_payment_method"
    | "requires_confirmation"
    | "requires_action"
    | "processing"
    | "succeeded"
    | "canceled";
  client_secret: string;
  customer: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: Record<string, unknown> | null;
  next_action: Record<string, unknown> | null;
  amount_received: number;
  setup_future_usage: string | null;
  _standin: { invoice?: string };
}

export const CONFIRMABLE = new Set([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
]);

/** POST /v1/payment_intents. */
export async function createPaymentIntent(
  ctx: StandinContext,
  params: Params,
  internal: { invoice?: string } = {},
): Promise<PaymentIntentDoc> {
  const amount = read.integer(params, "amount");
  if (amount === undefined) throw requiredParam("amount");
  if (amount < 50) throw invalid("Amount must be at least $0.50 usd", "amount", "amount_too_small");
  const currency = read.string(params, "currency");
  if (!currency) throw requiredParam("currency");
  const customer = read.string(params, "customer") ?? null;
  if (customer) await ctx.store.get(customer, "customer", "customer");
  const id = newId("pi");
  const method = await paymentMethodFrom(ctx, params);
  const intent: PaymentIntentDoc = {
    id,
    object: "payment_intent",
    amount,
    amount_received: 0,
    currency: currency.toLowerCase(),
    status: method ? "requires_confirmation" : "requires_payment_method",
    client_secret: newClientSecret(id),
    capture_method: "automatic",
    confirmation_method: "automatic",
    created: ctx.clock.now(),
    customer,
    description: read.string(params, "description") ?? null,
    receipt_email: read.string(params, "receipt_email") ?? null,
    metadata: read.metadata(params),
    payment_method: method?.id ?? null,
    payment_method_types: ["card"],
    setup_future_usage: read.string(params, "setup_future_usage") ?? null,
    latest_charge: null,
    last_payment_error: null,
    next_action: null,
    canceled_at: null,
    livemode: false,
    _standin: internal,
  };
  await ctx.store.put(intent);
  if (read.boolean(params, "confirm") === true)
    return confirmPaymentIntent(ctx, intent, params, read.boolean(params, "off_session") === true);
  return intent;
}

/** POST /v1/payment_intents/:id/confirm: charges the card, or asks for 3-D Secure first. */
export async function confirmPaymentIntent(
  ctx: StandinContext,
  intent: PaymentIntentDoc,
  params: Params,
  offSession = read.boolean(params, "off_session") === true,
): Promise<PaymentIntentDoc> {
  if (!CONFIRMABLE.has(intent.status))
    throw unexpectedState("payment_intent", intent.status, "confirm");
  const given = await paymentMethodFrom(ctx, params);
  const methodId = given?.id ?? intent.payment_method;
  if (!methodId)
    throw invalid(
      "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with the customer, update the PaymentIntent with a payment method and then confirm it again.",
      "payment_method",
      "payment_intent_unexpected_state",
    );
  const method =
    given ?? (await ctx.store.get<PaymentMethodDoc>(methodId, "payment_method", "payment_method"));
  intent.payment_method = method.id;
  intent.last_payment_error = null;
  const sfu = read.string(params, "setup_future_usage");
  if (sfu) intent.setup_future_usage = sfu;
  if (behaviourOf(method) === "authentication_required" && !offSession) {
    return ctx.store.put(Object.assign(intent, threeDSecureChallenge(ctx, intent.id)));
  }
  return charge(ctx, intent, method, offSession);
}

/** The stand-in's 3-D Secure challenge answered: "complete" charges, "fail" refuses. */
export async function authenticatePaymentIntent(
  ctx: StandinContext,
  intent: PaymentIntentDoc,
  outcome: "complete" | "fail",
): Promise<PaymentIntentDoc> {
  closeThreeDSecureChallenge(intent);
  const method = await ctx.store.get<PaymentMethodDoc>(
    intent.payment_method ?? "",
    "payment_method",
  );
  if (outcome === "complete") return charge(ctx, intent, method, false, true);
  return fail(ctx, intent, method, {
    type: "invalid_request_error",
    code: "payment_intent_authentication_failure",
    message: AUTHENTICATION_FAILED_MESSAGE,
  });
}

export async function cancelPaymentIntent(
  ctx: StandinContext,
  intent: PaymentIntentDoc,
): Promise<PaymentIntentDoc> {
  if (intent.status === "succeeded" || intent.status === "canceled")
    throw unexpectedState("payment_intent", intent.status, "cancel");
  intent.status = "canceled";
  intent.canceled_at = ctx.clock.now();
  await ctx.store.put(intent);
  await ctx.events.emit("payment_intent.canceled", eventCopy(intent));
  return intent;
}

async function charge(
  ctx: StandinContext,
  intent: PaymentIntentDoc,
  method: PaymentMethodDoc,
  offSession: boolean,
  authenticated = false,
): Promise<PaymentIntentDoc> {
  const behaviour = behaviourOf(method);
  const succeeds =
    behaviour === "succeeds" ||
    (behaviour === "authentication_required" && (authenticated || offSession));
  const chargeDoc: StripeDoc = {
    id: newId("ch"),
    object: "charge",
    amount: intent.amount,
    amount_captured: succeeds ? intent.amount : 0,
    amount_refunded: 0,
    refunded: false,
    currency: intent.currency,
    created: ctx.clock.now(),
    customer: intent.customer,
    paid: succeeds,
    captured: succeeds,
    status: succeeds ? "succeeded" : "failed",
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: {
      type: "card",
      card: {
        brand: method.card.brand,
        last4: method.card.last4,
        exp_month: method.card.exp_month,
        exp_year: method.card.exp_year,
      },
    },
    failure_code: succeeds ? null : "card_declined",
    failure_message: succeeds ? null : DECLINED_MESSAGE,
    outcome: succeeds
      ? {
          network_status: "approved_by_network",
          type: "authorized",
          seller_message: "Payment complete.",
        }
      : {
          network_status: "declined_by_network",
          type: "issuer_declined",
          reason: "generic_decline",
          seller_message: "The bank did not return any further details with this decline.",
        },
    livemode: false,
    metadata: {},
  };
  await ctx.store.put(chargeDoc);
  intent.latest_charge = chargeDoc.id;
  if (!succeeds)
    return fail(ctx, intent, method, {
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      message: DECLINED_MESSAGE,
      charge: chargeDoc.id,
    });
  intent.status = "succeeded";
  intent.amount_received = intent.amount;
  intent.next_action = null;
  if (intent.customer && intent.setup_future_usage && !method.customer)
    await attachPaymentMethod(ctx, method, intent.customer);
  await ctx.store.put(intent);
  await ctx.events.emit("payment_intent.succeeded", eventCopy(intent));
  if (intent._standin.invoice) await ctx.onInvoicePayment?.(intent._standin.invoice, intent, true);
  return intent;
}

async function fail(
  ctx: StandinContext,
  intent: PaymentIntentDoc,
  method: PaymentMethodDoc,
  error: Record<string, unknown> & { code: string; message: string },
): Promise<never> {
  intent.status = "requires_payment_method";
  intent.last_payment_error = {
    ...error,
    payment_method: {
      id: method.id,
      type: "card",
      card: { brand: method.card.brand, last4: method.card.last4 },
    },
  };
  await ctx.store.put(intent);
  await ctx.events.emit("payment_intent.payment_failed", eventCopy(intent));
  if (intent._standin.invoice) await ctx.onInvoicePayment?.(intent._standin.invoice, intent, false);
  const { type: _type, code, message, ...extra } = error;
  throw cardError(code, message, undefined, { ...extra, payment_intent: eventCopy(intent) });
}
