import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { describe, expect, it } from "vitest";
import { CALCULATOR_PAYMENT_WORDS } from "./calculator-subscribe/subscribeToCalculator.ts";
import { DISCORD_PAYMENT_WORDS } from "./discord-join/joinDiscord.ts";
import { COURSE_PAYMENT_WORDS } from "./enrol-modal/payForCourse.ts";
import { payByCard } from "./shared/payments/flow/payByCard.ts";
import { paymentError, type PaymentWords } from "./shared/payments/flow/PaymentError.ts";
import { saveCard } from "./shared/payments/flow/saveCard.ts";
import { CARD_UPDATE_WORDS } from "./subscription/operations.ts";

/**
 * Every payment message of academy.md §8 and investor-tools.md §8, reached through the one
 * card flow with scripted answers from the server and the card provider.
 */

type Answer =
  { data?: never; error?: unknown; response: Response } | { data: object; response: Response };
const ok = (data: object): Answer => ({ data, response: new Response(null, { status: 200 }) });
const refused = (status: number, error?: unknown): Answer => ({
  error,
  response: new Response(null, { status }),
});

const DECLINED = { type: "card_error", code: "card_declined", message: "Your card was declined." };
const card = {} as StripeCardElement;

/** A Stripe.js double whose confirmations answer what the case says. */
function stripeAnswering(result: object): Stripe {
  const answer = () => Promise.resolve(result);
  return { confirmCardPayment: answer, confirmCardSetup: answer } as unknown as Stripe;
}

interface Script {
  intent?: Answer;
  confirmed?: object;
  complete?: Answer;
}

const PAID = { paymentIntent: { id: "pi_1", status: "succeeded" } };

async function pay(words: PaymentWords, script: Script): Promise<string> {
  const failure = await payByCard({
    stripe: stripeAnswering(script.confirmed ?? PAID),
    card,
    billing: { name: "Pat", email: "pat@example.com" },
    words,
    createIntent: () =>
      Promise.resolve(script.intent ?? ok({ client_secret: "pi_1_secret_2" })) as never,
    complete: () => Promise.resolve(script.complete ?? ok({})) as never,
  }).then(
    () => "paid",
    (caught: unknown) => (caught instanceof Error ? caught.message : String(caught)),
  );
  return failure;
}

const DETAIL = { detail: "Sales are closed for this course." };

describe.each([
  {
    product: "course (academy.md §8)",
    words: COURSE_PAYMENT_WORDS,
    intentDetailed: DETAIL.detail,
    intentBare: "Payment intent creation failed",
    declined: "Your card was declined.",
    cardBare: "Payment not completed",
    notSucceeded: "Payment not completed",
    completeDetailed: DETAIL.detail,
    completeBare: "Enrollment failed",
    unexpected: "Payment or enrollment failed",
    unavailable: "Card payments could not be loaded. Please try again later.",
    details: "Please fill in all required fields",
  },
  {
    product: "calculator (investor-tools.md §8)",
    words: CALCULATOR_PAYMENT_WORDS,
    intentDetailed: DETAIL.detail,
    intentBare: "Failed to create payment",
    declined: "Your card was declined.",
    cardBare: "Payment failed",
    notSucceeded: "Payment failed",
    completeDetailed: DETAIL.detail,
    completeBare: "Subscription creation failed",
    unexpected: "An error occurred",
    unavailable: "Stripe not loaded",
    details: "Email and name are required",
  },
  {
    product: "Discord (investor-tools.md §8)",
    words: DISCORD_PAYMENT_WORDS,
    intentDetailed: "Failed to create payment intent",
    intentBare: "Failed to create payment intent",
    declined: "Payment failed. Please try again.",
    cardBare: "Payment failed. Please try again.",
    notSucceeded: "Payment was not successful",
    completeDetailed: "Failed to create subscription",
    completeBare: "Failed to create subscription",
    unexpected: "Payment failed. Please try again.",
    unavailable: "Payment system is loading. Please try again in a moment.",
    details: "Please fill in all required fields",
  },
])("the $product payment", (product) => {
  it("pays when every step succeeds", async () => {
    expect(await pay(product.words, {})).toBe("paid");
  });

  it("says why create-intent failed, with the server's detail where the spec prefers it", async () => {
    expect(await pay(product.words, { intent: refused(400, DETAIL) })).toBe(product.intentDetailed);
    expect(await pay(product.words, { intent: refused(500) })).toBe(product.intentBare);
    // Already owned, already a member: every product shows the server's 409 detail.
    expect(
      await pay(product.words, { intent: refused(409, { detail: "You already own it." }) }),
    ).toBe("You already own it.");
  });

  it("answers a refused card and a payment that did not succeed", async () => {
    expect(await pay(product.words, { confirmed: { error: DECLINED } })).toBe(product.declined);
    expect(await pay(product.words, { confirmed: { error: { type: "card_error" } } })).toBe(
      product.cardBare,
    );
    expect(
      await pay(product.words, {
        confirmed: { paymentIntent: { id: "pi_1", status: "processing" } },
      }),
    ).toBe(product.notSucceeded);
  });

  it("records a payment that was already made on a retry rather than failing it", async () => {
    const retried = { error: { ...DECLINED, payment_intent: { id: "pi_1", status: "succeeded" } } };
    expect(await pay(product.words, { confirmed: retried })).toBe("paid");
  });

  it("says why the purchase could not be recorded", async () => {
    expect(await pay(product.words, { complete: refused(400, DETAIL) })).toBe(
      product.completeDetailed,
    );
    expect(await pay(product.words, { complete: refused(502) })).toBe(product.completeBare);
    // Paid for what they had: every product shows that the money went back.
    const refunded =
      "You already have this subscription, so this payment has been refunded in full.";
    expect(await pay(product.words, { complete: refused(409, { detail: refunded }) })).toBe(
      refunded,
    );
  });

  it("has its words for an unready form and anything unexpected", () => {
    expect(paymentError(product.words, "unavailable").message).toBe(product.unavailable);
    expect(paymentError(product.words, "details").message).toBe(product.details);
    expect(paymentError(product.words, "unexpected").message).toBe(product.unexpected);
  });
});

describe("the card update (investor-tools.md §8)", () => {
  async function update(script: { setup?: Answer; confirmed?: object; complete?: Answer }) {
    return saveCard({
      stripe: stripeAnswering(
        script.confirmed ?? { setupIntent: { id: "seti_1", payment_method: "pm_1" } },
      ),
      card,
      words: CARD_UPDATE_WORDS,
      createSetupIntent: () =>
        Promise.resolve(script.setup ?? ok({ client_secret: "seti_1_secret_2" })) as never,
      complete: () => Promise.resolve(script.complete ?? ok({})) as never,
    }).then(
      () => "saved",
      (caught: unknown) => (caught instanceof Error ? caught.message : String(caught)),
    );
  }

  it("saves the card, or says why not in the spec's words", async () => {
    expect(await update({})).toBe("saved");
    expect(await update({ setup: refused(500) })).toBe("Failed to update payment method");
    expect(await update({ confirmed: { error: DECLINED } })).toBe("Your card was declined.");
    expect(await update({ confirmed: { error: { type: "card_error" } } })).toBe(
      "Payment method creation failed",
    );
    expect(
      await update({ confirmed: { setupIntent: { id: "seti_1", payment_method: null } } }),
    ).toBe("Payment method creation failed");
    expect(await update({ complete: refused(404, DETAIL) })).toBe(
      "Failed to update payment method",
    );
  });

  it("has its words for an unready form", () => {
    expect(paymentError(CARD_UPDATE_WORDS, "unavailable").message).toBe(
      "Payment system is loading. Please try again.",
    );
    expect(paymentError(CARD_UPDATE_WORDS, "noCard").message).toBe("Card element not found");
  });
});
