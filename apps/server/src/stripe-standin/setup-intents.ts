import { AUTHENTICATION_FAILED_MESSAGE, DECLINED_MESSAGE, cardError } from "./cards.ts";
import { eventCopy, type StandinContext } from "./context.ts";
import { invalid, unexpectedState } from "./errors.ts";
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
import { onSetupSucceeded } from "./trial-setup.ts";

export interface SetupIntentDoc extends StripeDoc {
  object: "setup_intent";
  status:
    | "requires_payment_method"
    | "requires_confirmation"
    | "requires_action"
    | "succeeded"
    | "canceled";
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  last_setup_error: Record<string, unknown> | null;
  next_action: Record<string, unknown> | null;
  metadata: Record<string, string>;
}

/** POST /v1/setup_intents: saves a card for later (the card update in our own portal). */
export async function createSetupIntent(
  ctx: StandinContext,
  params: Params,
): Promise<SetupIntentDoc> {
  const customer = read.string(params, "customer") ?? null;
  if (customer) await ctx.store.get(customer, "customer", "customer");
  const id = newId("seti");
  const intent: SetupIntentDoc = {
    id,
    object: "setup_intent",
    status: "requires_payment_method",
    client_secret: newClientSecret(id),
    created: ctx.clock.now(),
    customer,
    usage: read.string(params, "usage") ?? "off_session",
    payment_method: null,
    payment_method_types: ["card"],
    last_setup_error: null,
    next_action: null,
    metadata: read.metadata(params),
    livemode: false,
  };
  await ctx.store.put(intent);
  if (read.boolean(params, "confirm") === true) return confirmSetupIntent(ctx, intent, params);
  return intent;
}

export async function confirmSetupIntent(
  ctx: StandinContext,
  intent: SetupIntentDoc,
  params: Params,
): Promise<SetupIntentDoc> {
  if (intent.status === "succeeded" || intent.status === "canceled")
    throw unexpectedState("setup_intent", intent.status, "confirm");
  const method =
    (await paymentMethodFrom(ctx, params)) ??
    (intent.payment_method
      ? await ctx.store.get<PaymentMethodDoc>(intent.payment_method, "payment_method")
      : undefined);
  if (!method)
    throw invalid(
      "You cannot confirm this SetupIntent because it's missing a payment method.",
      "payment_method",
      "setup_intent_unexpected_state",
    );
  intent.payment_method = method.id;
  intent.last_setup_error = null;
  const behaviour = behaviourOf(method);
  if (behaviour === "declined") return fail(ctx, intent, "card_declined", DECLINED_MESSAGE);
  if (behaviour === "authentication_required") {
    return ctx.store.put(Object.assign(intent, threeDSecureChallenge(ctx, intent.id)));
  }
  return succeed(ctx, intent, method);
}

export async function authenticateSetupIntent(
  ctx: StandinContext,
  intent: SetupIntentDoc,
  outcome: "complete" | "fail",
): Promise<SetupIntentDoc> {
  closeThreeDSecureChallenge(intent);
  if (outcome === "fail")
    return fail(ctx, intent, "setup_intent_authentication_failure", AUTHENTICATION_FAILED_MESSAGE);
  return succeed(
    ctx,
    intent,
    await ctx.store.get<PaymentMethodDoc>(intent.payment_method ?? "", "payment_method"),
  );
}

async function succeed(
  ctx: StandinContext,
  intent: SetupIntentDoc,
  method: PaymentMethodDoc,
): Promise<SetupIntentDoc> {
  if (intent.customer && method.customer !== intent.customer)
    await attachPaymentMethod(ctx, method, intent.customer);
  intent.status = "succeeded";
  await ctx.store.put(intent);
  await ctx.events.emit("setup_intent.succeeded", eventCopy(intent));
  await onSetupSucceeded(ctx, intent);
  return intent;
}

async function fail(
  ctx: StandinContext,
  intent: SetupIntentDoc,
  code: string,
  message: string,
): Promise<never> {
  intent.status = "requires_payment_method";
  intent.last_setup_error = {
    type: "card_error",
    code,
    message,
    ...(code === "card_declined" ? { decline_code: "generic_decline" } : {}),
  };
  await ctx.store.put(intent);
  await ctx.events.emit("setup_intent.setup_failed", eventCopy(intent));
  throw cardError(code, message, undefined, { setup_intent: eventCopy(intent) });
}
