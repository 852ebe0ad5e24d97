import { afterAll, beforeAll, expect, it } from "vitest";
import { createInstance, createTestApp, type TestApp } from "../test/app.ts";
import { calculatorCall, intentBody } from "../calculator/calculator-test-helpers.ts";
import { CARDS, confirmInBrowser, intentIdOf } from "../test/payments.ts";
import { calculatorTrialIntent, saveCardInBrowser, TRIAL_CARDS } from "../test/trials.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CALCULATOR_TRIAL_DAYS: "7" });
});
afterAll(async () => {
  await t.close();
});

/** A stand-in object as stored (private fields too). */
async function stored(id: string): Promise<Record<string, unknown>> {
  const row = await t.database.db
    .selectFrom("stripe_standin_objects")
    .select("data")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.data as Record<string, unknown>;
}

/** A stand-in object written back as a crash would have left it. */
async function rewrite(id: string, fields: Record<string, unknown>) {
  const data = JSON.stringify({ ...(await stored(id)), ...fields });
  await t.database.db
    .updateTable("stripe_standin_objects")
    .set({ data })
    .where("id", "=", id)
    .execute();
}

/** Events the stand-in stored of a type about one object. */
async function eventsAbout(type: string, id: string) {
  const rows = await t.database.db
    .selectFrom("stripe_standin_events")
    .select("payload")
    .where("type", "=", type)
    .execute();
  return rows.filter((event) => event.payload.includes(`"id": "${id}"`));
}

it("a trial's card saved just before a kill -9 becomes its default when the stand-in starts again", async () => {
  const started = await calculatorTrialIntent(t.app, "setup.crash@example.com");
  expect(started.status).toBe(200);
  const secret = started.body.client_secret ?? "";
  expect((await saveCardInBrowser(t.app, secret, TRIAL_CARDS[3])).body.status).toBe("succeeded");
  const { stripe } = t.app.services.payments;
  const setup = await stripe.setupIntents.retrieve(intentIdOf(secret));
  const subscriptionId = setup.metadata?.["subscription"] ?? "";
  const card = String(setup.payment_method);
  expect((await stripe.subscriptions.retrieve(subscriptionId)).default_payment_method).toBe(card);

  // Killed between the SetupIntent's write and the subscription's: the card is saved, the
  // subscription still waits for it.
  await rewrite(subscriptionId, {
    pending_setup_intent: setup.id,
    default_payment_method: null,
  });
  const waiting = await stripe.subscriptions.retrieve(subscriptionId);
  expect([waiting.pending_setup_intent, waiting.default_payment_method]).toEqual([setup.id, null]);

  // A process starting on the same database (its stand-in) finishes it, and says so.
  const restarted = await createInstance(t.database);
  try {
    const finished = await stripe.subscriptions.retrieve(subscriptionId);
    expect([finished.pending_setup_intent, finished.default_payment_method]).toEqual([null, card]);
    expect(await eventsAbout("customer.subscription.updated", subscriptionId)).toHaveLength(2);
  } finally {
    await restarted.close();
  }
});

it("a first payment taken just before a kill -9 pays its invoice and starts its subscription when the stand-in starts again", async () => {
  const started = await calculatorCall(
    t.app,
    "create-subscription-intent",
    intentBody("invoice.crash@example.com"),
  );
  expect(started.status).toBe(200);
  const secret = started.body.client_secret ?? "";
  expect((await confirmInBrowser(t.app, secret, CARDS.succeeds)).body.status).toBe("succeeded");
  const intent = await stored(intentIdOf(secret));
  const invoiceId = String((intent["_standin"] as { invoice: string }).invoice);
  const { stripe } = t.app.services.payments;
  const invoice = await stripe.invoices.retrieve(invoiceId);
  const subscriptionId = String(invoice.parent?.subscription_details?.subscription);
  expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe("active");

  // Killed between the payment's write and the invoice's: the money is taken, the invoice and
  // its subscription still wait for it.
  await rewrite(invoiceId, {
    status: "open",
    amount_paid: 0,
    amount_remaining: invoice.amount_due,
  });
  await rewrite(subscriptionId, { status: "incomplete" });
  expect((await stripe.invoices.retrieve(invoiceId)).status).toBe("open");

  const restarted = await createInstance(t.database);
  try {
    expect((await stripe.invoices.retrieve(invoiceId)).status).toBe("paid");
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe("active");
    expect(await eventsAbout("invoice.paid", invoiceId)).toHaveLength(2);
  } finally {
    await restarted.close();
  }
});
