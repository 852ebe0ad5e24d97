import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { browserCall, CARDS, intentIdOf, settle } from "../test/payments.ts";
import type { Payments } from "../payments/gateway.ts";
import {
  calculatorPlan,
  cancelNow,
  createCardSetup,
  discordPlan,
  findOrCreateCustomer,
  getSubscription,
  setCancelAtPeriodEnd,
  setDefaultPaymentMethod,
  startSubscription,
} from "../payments/subscriptions.ts";

let t: TestApp;
let payments: Payments;
const seen: { type: string; status: string }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  payments = t.app.services.payments;
  // Every subscription event billing dispatches, whichever product (or none) it names.
  const registered = payments.products.handlersFor.bind(payments.products);
  payments.products.handlersFor = (metadata) => {
    const handlers = registered(metadata);
    return {
      ...handlers,
      async subscriptionChanged(event) {
        seen.push({ type: event.cause, status: event.subscription.status });
        await handlers?.subscriptionChanged?.(event);
      },
    };
  };
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400;
const advance = async (seconds: number) => {
  await payments.standin?.advanceClock(seconds);
  await settle(t.app);
};
const card = (number: string) => ({
  type: "card",
  card: { number, exp_month: "12", exp_year: "34", cvc: "123" },
});

/** The browser's confirmCardSetup: a card saved through a SetupIntent, its payment method id. */
async function saveCard(customerId: string, number: string): Promise<string> {
  const setup = await createCardSetup(payments, customerId);
  const confirmed = await browserCall(
    t.app,
    `/setup_intents/${intentIdOf(setup.clientSecret)}/confirm`,
    {
      client_secret: setup.clientSecret,
      payment_method_data: card(number),
    },
  );
  expect(confirmed.body.status).toBe("succeeded");
  return String(confirmed.body["payment_method"]);
}

describe("Idempotency-Key, as Stripe honours it", () => {
  it("answers the stored result for the same key and parameters, and refuses other parameters", async () => {
    const first = await payments.stripe.customers.create(
      { email: "idem@example.com" },
      { idempotencyKey: "idem-1" },
    );
    const again = await payments.stripe.customers.create(
      { email: "idem@example.com" },
      { idempotencyKey: "idem-1" },
    );
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    await expect(
      payments.stripe.customers.create(
        { email: "other@example.com" },
        { idempotencyKey: "idem-1" },
      ),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it("gives concurrent requests with one key one object", async () => {
    const created = await Promise.all(
      [1, 2, 3].map(() =>
        payments.stripe.paymentIntents.create(
          { amount: 900, currency: "usd" },
          { idempotencyKey: "idem-concurrent" },
        ),
      ),
    );
    expect(new Set(created.map((c) => c.id)).size).toBe(1);
  });

  it("stores a card error as the answer for its key", async () => {
    const intent = await payments.stripe.paymentIntents.create({ amount: 900, currency: "usd" });
    const decline = () =>
      payments.stripe.paymentIntents.confirm(
        intent.id,
        { payment_method: "pm_card_chargeDeclined" },
        { idempotencyKey: "idem-decline" },
      );
    await expect(decline()).rejects.toMatchObject({
      type: "StripeCardError",
      code: "card_declined",
      message: "Your card was declined.",
    });
    await expect(decline()).rejects.toMatchObject({ code: "card_declined" });
    const current = await payments.stripe.paymentIntents.retrieve(intent.id);
    expect(current.status).toBe("requires_payment_method");
  });
});

describe("subscriptions through the SDK on the stand-in", () => {
  it("creates, confirms, renews, fails a renewal, recovers, cancels at period end and reactivates", async () => {
    const customerId = await findOrCreateCustomer(payments, {
      email: "subscriber@example.com",
      name: "Sub Scriber",
    });
    expect(
      await findOrCreateCustomer(payments, {
        email: "subscriber@example.com",
        name: "Sub Scriber",
      }),
    ).toBe(customerId);
    const started = await startSubscription(payments, {
      customerId,
      plan: calculatorPlan("monthly"),
      attempt: "calc-1",
      metadata: { product: "calculator" },
    });
    expect(started.status).toBe("incomplete");
    const paid = await browserCall(
      t.app,
      `/payment_intents/${intentIdOf(started.clientSecret)}/confirm`,
      {
        client_secret: started.clientSecret,
        payment_method_data: card(CARDS.succeeds),
      },
    );
    expect(paid.body.status).toBe("succeeded");
    await settle(t.app);
    const active = await getSubscription(payments, started.subscriptionId);
    expect(active).toMatchObject({
      status: "active",
      amountCents: 900,
      interval: "month",
      cancelAtPeriodEnd: false,
    });
    expect(active.defaultPaymentMethod).toMatch(/^pm_/);
    expect(seen).toContainEqual({ type: "invoice.paid", status: "active" });

    await advance(active.currentPeriodEnd - active.currentPeriodStart + DAY);
    const renewed = await getSubscription(payments, started.subscriptionId);
    expect(renewed.status).toBe("active");
    expect(renewed.currentPeriodStart).toBe(active.currentPeriodEnd);
    const invoices = await payments.stripe.invoices.list({ subscription: started.subscriptionId });
    expect(invoices.data.map((i) => [i.billing_reason, i.status])).toEqual([
      ["subscription_cycle", "paid"],
      ["subscription_create", "paid"],
    ]);

    const failing = await saveCard(customerId, CARDS.chargeFails);
    expect(
      (await setDefaultPaymentMethod(payments, started.subscriptionId, failing))
        .defaultPaymentMethod,
    ).toBe(failing);
    await advance(renewed.currentPeriodEnd - renewed.currentPeriodStart + DAY);
    expect((await getSubscription(payments, started.subscriptionId)).status).toBe("past_due");
    expect(seen).toContainEqual({ type: "invoice.payment_failed", status: "past_due" });

    const good = await saveCard(customerId, CARDS.succeeds);
    await setDefaultPaymentMethod(payments, started.subscriptionId, good);
    await advance(3 * DAY);
    const recovered = await getSubscription(payments, started.subscriptionId);
    expect(recovered.status).toBe("active");

    expect(
      (await setCancelAtPeriodEnd(payments, started.subscriptionId, true)).cancelAtPeriodEnd,
    ).toBe(true);
    expect(
      (await setCancelAtPeriodEnd(payments, started.subscriptionId, false)).cancelAtPeriodEnd,
    ).toBe(false);
    await setCancelAtPeriodEnd(payments, started.subscriptionId, true);
    await advance(recovered.currentPeriodEnd - (payments.standin?.now() ?? 0) + DAY);
    expect((await getSubscription(payments, started.subscriptionId)).status).toBe("canceled");
    expect(seen).toContainEqual({ type: "customer.subscription.deleted", status: "canceled" });
  });

  it("cancels now, and gives one subscription to a repeated attempt", async () => {
    const customerId = await findOrCreateCustomer(payments, {
      email: "pro@example.com",
      name: "Pro Member",
    });
    const input = {
      customerId,
      plan: discordPlan("pro", "yearly"),
      attempt: "discord-1",
      metadata: { product: "discord", tier: "pro" },
    };
    const [a, b] = await Promise.all([
      startSubscription(payments, input),
      startSubscription(payments, input),
    ]);
    expect(a.subscriptionId).toBe(b.subscriptionId);
    await browserCall(t.app, `/payment_intents/${intentIdOf(a.clientSecret)}/confirm`, {
      client_secret: a.clientSecret,
      payment_method_data: card(CARDS.succeeds),
    });
    expect(await getSubscription(payments, a.subscriptionId)).toMatchObject({
      status: "active",
      amountCents: 199_700,
      interval: "year",
    });
    expect((await cancelNow(payments, a.subscriptionId)).status).toBe("canceled");
  });

  it("asks for 3-D Secure on a card set-up with 4000 0025 0000 3155 and declines 0002", async () => {
    const customerId = await findOrCreateCustomer(payments, {
      email: "setup@example.com",
      name: "Set Up",
    });
    const setup = await createCardSetup(payments, customerId);
    const id = intentIdOf(setup.clientSecret);
    const challenged = await browserCall(t.app, `/setup_intents/${id}/confirm`, {
      client_secret: setup.clientSecret,
      payment_method_data: card(CARDS.threeDSecure),
    });
    expect(challenged.body.status).toBe("requires_action");
    const done = await browserCall(t.app, `/setup_intents/${id}/authenticate`, {
      client_secret: setup.clientSecret,
      outcome: "complete",
    });
    expect(done.body.status).toBe("succeeded");
    const declined = await createCardSetup(payments, customerId);
    const refused = await browserCall(
      t.app,
      `/setup_intents/${intentIdOf(declined.clientSecret)}/confirm`,
      { client_secret: declined.clientSecret, payment_method_data: card(CARDS.declined) },
    );
    expect(refused.body.error).toMatchObject({
      code: "card_declined",
      message: "Your card was declined.",
    });
  });

  it("expires an unconfirmed first payment after 23 hours", async () => {
    const customerId = await findOrCreateCustomer(payments, {
      email: "late@example.com",
      name: "Late Payer",
    });
    const started = await startSubscription(payments, {
      customerId,
      plan: discordPlan("community", "monthly"),
      attempt: "late-1",
      metadata: {},
    });
    await advance(23 * 3600 + 60);
    expect((await getSubscription(payments, started.subscriptionId)).status).toBe(
      "incomplete_expired",
    );
  });
});
