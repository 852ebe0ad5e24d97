import { afterAll, beforeAll, expect, it } from "vitest";
import { createInstance, createTestApp, type TestApp } from "../test/app.ts";
import { intentIdOf } from "../test/payments.ts";
import { calculatorTrialIntent, saveCardInBrowser, TRIAL_CARDS } from "../test/trials.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CALCULATOR_TRIAL_DAYS: "7" });
});
afterAll(async () => {
  await t.close();
});

/** The stand-in's stored subscription document, written as a crash would have left it. */
async function rewriteSubscription(id: string, fields: Record<string, unknown>) {
  const row = await t.database.db
    .selectFrom("stripe_standin_objects")
    .select("data")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const data = JSON.stringify({ ...(row.data as object), ...fields });
  await t.database.db
    .updateTable("stripe_standin_objects")
    .set({ data })
    .where("id", "=", id)
    .execute();
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
  await rewriteSubscription(subscriptionId, {
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
    const told = await t.database.db
      .selectFrom("stripe_standin_events")
      .select("payload")
      .where("type", "=", "customer.subscription.updated")
      .execute();
    const updates = told.filter((event) => event.payload.includes(`"id": "${subscriptionId}"`));
    expect(updates.length).toBe(2);
  } finally {
    await restarted.close();
  }
});
