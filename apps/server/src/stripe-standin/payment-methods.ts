import { cardFingerprint } from "./account.ts";
import {
  testCardByNumber,
  lookUpCard,
  TEST_PAYMENT_METHODS,
  declinedError,
  type CardBehaviour,
} from "./cards.ts";
import type { StandinContext } from "./context.ts";
import { invalid, requiredParam, missing } from "./errors.ts";
import { read, type Params } from "./form.ts";
import { newId } from "./ids.ts";
import type { StripeDoc } from "./store.ts";

export interface PaymentMethodDoc extends StripeDoc {
  object: "payment_method";
  type: "card";
  customer: string | null;
  card: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    country: string;
    funding: string;
    fingerprint: string;
  };
  _standin: { number: string };
}

function buildCard(
  ctx: StandinContext,
  number: string,
  expMonth: number,
  expYear: number,
  params?: Params,
): PaymentMethodDoc {
  const card = testCardByNumber(number);
  return {
    id: newId("pm"),
    object: "payment_method",
    type: "card",
    created: ctx.clock.now(),
    customer: null,
    livemode: false,
    metadata: read.metadata(params),
    billing_details: { address: null, email: null, name: null, phone: null },
    card: {
      brand: card?.brand ?? "visa",
      last4: number.slice(-4),
      exp_month: expMonth,
      exp_year: expYear < 100 ? 2000 + expYear : expYear,
      country: "US",
      funding: card?.funding ?? "credit",
      // Stripe's: one per card number within the account, so a card is recognised when saved
      // again under another customer or e-mail (one free trial per card, issue 48).
      fingerprint: cardFingerprint(ctx.fingerprintKey, number),
    },
    _standin: { number },
  };
}

/** POST /v1/payment_methods (type card, card[number], card[exp_month], card[exp_year], card[cvc]). */
export async function createPaymentMethod(
  ctx: StandinContext,
  params: Params,
): Promise<PaymentMethodDoc> {
  const type = read.string(params, "type");
  if (type === undefined) throw requiredParam("type");
  if (type !== "card") throw invalid(`Invalid type: only card is available offline`, "type");
  const card = read.object(params, "card");
  const number = read.string(card, "number");
  if (!card || number === undefined) throw requiredParam("card[number]");
  const expMonth = read.integer(card, "exp_month");
  const expYear = read.integer(card, "exp_year");
  const found = lookUpCard(number, expMonth, expYear, read.string(card, "cvc"), ctx.clock.date());
  const doc = buildCard(ctx, found.number, expMonth ?? 1, expYear ?? 0, params);
  return ctx.store.put(doc);
}

/** A stored payment method, or a fresh one for Stripe's test ids (pm_card_visa …). */
export async function resolvePaymentMethod(
  ctx: StandinContext,
  id: string,
  param = "payment_method",
): Promise<PaymentMethodDoc> {
  const testNumber = TEST_PAYMENT_METHODS[id];
  if (testNumber) {
    const year = ctx.clock.date().getUTCFullYear() + 3;
    return ctx.store.put(buildCard(ctx, testNumber, 12, year));
  }
  const doc = await ctx.store.find<PaymentMethodDoc>(id, "payment_method");
  if (!doc) throw missing("PaymentMethod", id, param);
  return doc;
}

/** A payment method from `payment_method` or inline `payment_method_data`. */
export async function paymentMethodFrom(
  ctx: StandinContext,
  params: Params,
): Promise<PaymentMethodDoc | undefined> {
  const id = read.string(params, "payment_method");
  if (id) return resolvePaymentMethod(ctx, id);
  const data = read.object(params, "payment_method_data");
  if (data) return createPaymentMethod(ctx, data);
  return undefined;
}

export function behaviourOf(method: PaymentMethodDoc): CardBehaviour {
  return testCardByNumber(method._standin.number)?.behaviour ?? "declined";
}

/** POST /v1/payment_methods/:id/attach: Stripe checks the card, so a declining card fails. */
export async function attachPaymentMethod(
  ctx: StandinContext,
  method: PaymentMethodDoc,
  customerId: string,
): Promise<PaymentMethodDoc> {
  await ctx.store.get(customerId, "customer", "customer");
  if (method.customer && method.customer !== customerId)
    throw invalid(
      "This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.",
      "payment_method",
    );
  if (behaviourOf(method) === "declined") throw declinedError({ param: "payment_method" });
  method.customer = customerId;
  return ctx.store.put(method);
}

export async function detachPaymentMethod(
  ctx: StandinContext,
  method: PaymentMethodDoc,
): Promise<PaymentMethodDoc> {
  if (!method.customer)
    throw invalid(
      "The payment method you provided is not attached to a customer so detachment is impossible.",
      "payment_method",
    );
  method.customer = null;
  return ctx.store.put(method);
}
