import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculatorCall, intentBody } from "../calculator/calculator-test-helpers.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { finishDuplicates } from "./one-subscription.ts";
import { createDiscordIntent } from "../test/discord-membership.ts";
import { discordJoinInRace, yearlyCalculatorInRace } from "../test/subscription-race.ts";
import { CARDS, confirmInBrowser, intentIdOf, mailTo, settle } from "../test/payments.ts";

/**
 * One open subscription per customer and product: a new attempt cancels the unpaid start of
 * another (its secret is never answered to the new one); and if two are paid anyway (two instances in a race),
 * the later is cancelled and refunded in full and the customer told once.
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
  it("five Discord joins with fresh attempt ids: each replaces the last, one subscription, one charge", async () => {
    const email = "five.joins@example.com";
    const secrets: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const intent = await createDiscordIntent(t.app, { email, attempt_id: `attempt-join-${i}` });
      expect(intent.status).toBe(200);
      secrets.push(intent.body.client_secret);
    }
    // Each attempt has its own secret (issue 45: never another attempt's), and the earlier
    // starts were cancelled: their pages can no longer pay.
    expect(new Set(secrets).size).toBe(5);
    const stale = await confirmInBrowser(t.app, secrets[0] ?? "", CARDS.succeeds);
    expect(stale.body.error?.code).toBe("payment_intent_unexpected_state");
    const paid = await confirmInBrowser(t.app, secrets[4] ?? "", CARDS.succeeds);
    expect(paid.body.status).toBe("succeeded");
    await settle(t.app);
    const statuses = (await subscriptionsOf(email)).map((s) => s.status);
    expect(statuses.filter((status) => status === "active")).toHaveLength(1);
    expect(statuses.filter((status) => status !== "active").every((s) => s === "canceled")).toBe(
      true,
    );
    expect(await netCharged(secrets[4] ?? "")).toBe(19_700);
    expect(await refundMails(email)).toBe(0);
  });

  it("a start of another plan cancels the unpaid one, whose page can no longer pay", async () => {
    const email = "changed.plan@example.com";
    const monthly = await createDiscordIntent(t.app, { email, attempt_id: "attempt-plan-1" });
    const yearly = await createDiscordIntent(t.app, {
      email,
      attempt_id: "attempt-plan-2",
      tier: "community",
      billing_cycle: "yearly",
    });
    const late = await confirmInBrowser(t.app, monthly.body.client_secret, CARDS.succeeds);
    expect(late.body.error?.code).toBe("payment_intent_unexpected_state");
    const paid = await confirmInBrowser(t.app, yearly.body.client_secret, CARDS.succeeds);
    expect(paid.body.status).toBe("succeeded");
    await settle(t.app);
    expect((await subscriptionsOf(email)).map((s) => s.status).sort()).toEqual([
      "active",
      "canceled",
    ]);
    expect(await netCharged(yearly.body.client_secret)).toBe(99_700);
  });

  it("back to the first plan after trying another: a fresh start that can be paid", async () => {
    const email = "back.and.forth@example.com";
    const first = await calculatorCall(t.app, "create-subscription-intent", intentBody(email));
    await calculatorCall(t.app, "create-subscription-intent", intentBody(email, "yearly"));
    const again = await calculatorCall(t.app, "create-subscription-intent", intentBody(email));
    expect(again.status).toBe(200);
    expect(again.body.client_secret).not.toBe(first.body.client_secret);
    const paid = await confirmInBrowser(t.app, again.body.client_secret ?? "", CARDS.succeeds);
    expect(paid.body.status).toBe("succeeded");
    await settle(t.app);
    const statuses = (await subscriptionsOf(email)).map((s) => s.status).sort();
    expect(statuses).toEqual(["active", "canceled", "canceled"]);
  });

  it("two Discord starts of a race, both paid: one membership, one refund, told once", async () => {
    const email = "race.joins@example.com";
    const first = await createDiscordIntent(t.app, { email, attempt_id: "attempt-race-1" });
    const second = await discordJoinInRace(t.app, first.body.client_secret);
    const secrets = [first.body.client_secret, second];
    const paid = await Promise.all(
      secrets.map((secret) => confirmInBrowser(t.app, secret, CARDS.succeeds)),
    );
    expect(paid.map((p) => p.body.status)).toEqual(["succeeded", "succeeded"]);
    await settle(t.app);

    const subscriptions = await subscriptionsOf(email);
    expect(subscriptions.map((s) => s.status).sort()).toEqual(["active", "canceled"]);
    const charged = await Promise.all(secrets.map(netCharged));
    expect(charged.sort()).toEqual([0, 19_700]);
    expect(await refundMails(email)).toBe(1);

    // Replayed events change nothing: no more refunds, no more mail.
    await t.app.services.payments.standin?.advanceClock(60);
    await settle(t.app);
    expect(await refundMails(email)).toBe(1);
  });

  it("calculator monthly and yearly started in a race and both paid: one kept, the other refunded", async () => {
    const email = "both.cycles@example.com";
    const monthly = await calculatorCall(t.app, "create-subscription-intent", intentBody(email));
    expect(monthly.status).toBe(200);
    const yearly = await yearlyCalculatorInRace(t.app, monthly.body.client_secret ?? "");
    await Promise.all([
      confirmInBrowser(t.app, monthly.body.client_secret ?? "", CARDS.succeeds),
      confirmInBrowser(t.app, yearly, CARDS.succeeds),
    ]);
    await settle(t.app);
    const subscriptions = await subscriptionsOf(email);
    expect(subscriptions.filter((s) => s.status === "active")).toHaveLength(1);
    // Started in the same second, either may count as first: one is charged, one given back.
    const charged = [await netCharged(monthly.body.client_secret ?? ""), await netCharged(yearly)];
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
