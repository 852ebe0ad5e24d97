import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculatorCall, intentBody } from "../calculator/calculator-test-helpers.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { finishDuplicates } from "./one-subscription.ts";
import { createDiscordIntent } from "../test/discord-membership.ts";
import { CARDS, confirmInBrowser, intentIdOf, mailTo, settle } from "../test/payments.ts";

/**
 * At most one paid subscription per customer and product: whatever pays second (another tab,
 * the other billing cycle, a script with fresh attempt ids) is cancelled and refunded in full,
 * and the customer is told once; the first carries on and keeps what it gives.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function subscriptionsOf(email: string) {
  const { stripe } = t.app.services.payments;
  const customers = await stripe.customers.list({ email, limit: 10 });
  const all = [];
  for (const customer of customers.data)
    all.push(...(await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data);
  return all;
}

async function netCharged(clientSecret: string): Promise<number> {
  const intent = await t.app.services.payments.stripe.paymentIntents.retrieve(
    intentIdOf(clientSecret),
    { expand: ["latest_charge"] },
  );
  const charge = intent.latest_charge as { amount_captured: number; amount_refunded?: number };
  return charge.amount_captured - (charge.amount_refunded ?? 0);
}

async function refundMails(email: string) {
  return (await mailTo(t.app, email)).filter((m) =>
    m.subject.startsWith("Your duplicate subscription"),
  ).length;
}

describe("two paid subscriptions of one product", () => {
  it("five Discord joins with fresh attempt ids, all paid: one membership, four refunds", async () => {
    const email = "five.joins@example.com";
    const secrets: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const intent = await createDiscordIntent(t.app, { email, attempt_id: `attempt-join-${i}` });
      expect(intent.status).toBe(200);
      secrets.push(intent.body.client_secret);
    }
    const paid = await Promise.all(
      secrets.map((secret) => confirmInBrowser(t.app, secret, CARDS.succeeds)),
    );
    expect(paid.map((p) => p.body.status)).toEqual(Array(5).fill("succeeded"));
    await settle(t.app);

    const subscriptions = await subscriptionsOf(email);
    expect(subscriptions.filter((s) => s.status === "active")).toHaveLength(1);
    expect(subscriptions.filter((s) => s.status === "canceled")).toHaveLength(4);
    const charged = await Promise.all(secrets.map(netCharged));
    expect(charged.filter((cents) => cents > 0)).toEqual([19_700]);
    expect(await refundMails(email)).toBe(4);

    // Replayed events change nothing: no more refunds, no more mail.
    await t.app.services.payments.standin?.advanceClock(60);
    await settle(t.app);
    expect(await refundMails(email)).toBe(4);
  });

  it("calculator monthly and yearly opened together and both paid: one kept, the other refunded", async () => {
    const email = "both.cycles@example.com";
    const monthly = await calculatorCall(t.app, "create-subscription-intent", intentBody(email));
    const yearly = await calculatorCall(
      t.app,
      "create-subscription-intent",
      intentBody(email, "yearly"),
    );
    expect([monthly.status, yearly.status]).toEqual([200, 200]);
    await Promise.all([
      confirmInBrowser(t.app, monthly.body.client_secret ?? "", CARDS.succeeds),
      confirmInBrowser(t.app, yearly.body.client_secret ?? "", CARDS.succeeds),
    ]);
    await settle(t.app);
    const subscriptions = await subscriptionsOf(email);
    expect(subscriptions.filter((s) => s.status === "active")).toHaveLength(1);
    // Started in the same second, either may count as first: one is charged, one given back.
    const charged = [
      await netCharged(monthly.body.client_secret ?? ""),
      await netCharged(yearly.body.client_secret ?? ""),
    ];
    expect([
      [900, 0],
      [0, 9000],
    ]).toContainEqual(charged);
    expect(await refundMails(email)).toBe(1);
  });

  it("finishes at start a duplicate that a process decided on and died before cancelling", async () => {
    const email = "decided.then.died@example.com";
    const intent = await createDiscordIntent(t.app, { email, attempt_id: "attempt-crash-1" });
    await confirmInBrowser(t.app, intent.body.client_secret, CARDS.succeeds);
    await settle(t.app);
    const [subscription] = await subscriptionsOf(email);
    // The decision row is all the dead process left.
    await t.app.services.db
      .insertInto("duplicate_subscription_refunds")
      .values({
        subscription_id: subscription?.id ?? "",
        customer_id: String(subscription?.customer ?? ""),
      })
      .execute();
    expect(await finishDuplicates(t.app.services)).toBe(1);
    await settle(t.app);
    expect((await subscriptionsOf(email)).map((s) => s.status)).toEqual(["canceled"]);
    expect(await netCharged(intent.body.client_secret)).toBe(0);
    expect(await finishDuplicates(t.app.services)).toBe(0);
    expect(await refundMails(email)).toBe(1);
  });
});
