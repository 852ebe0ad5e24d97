import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calculatorCall,
  hasCalculatorAccess,
  intentBody,
  subscribeBody,
} from "../calculator/calculator-test-helpers.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { intentIdOf, mailTo, redeliverEveryEvent, settle } from "../test/payments.ts";
import {
  calculatorTrialIntent,
  chargedTo,
  saveCardInBrowser as saveCard,
  TRIAL_CARDS,
} from "../test/trials.ts";
import { getSubscription, setCancelAtPeriodEnd } from "./subscriptions.ts";

// Issue 48 item 4: free trials with the card up front, on PGlite and PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CALCULATOR_TRIAL_DAYS: "7", DISCORD_TRIAL_DAYS: "14" });
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400;
const payments = () => t.app.services.payments;
const advance = async (seconds: number) => {
  await payments().standin?.advanceClock(seconds);
  await settle(t.app);
};

const trialIntent = (email: string, attempt?: string) =>
  calculatorTrialIntent(t.app, email, attempt);
const saveCardInBrowser = (clientSecret: string, card?: string) =>
  saveCard(t.app, clientSecret, card);

/** The modal's flow with the trial on: start, save the card (one per trial), subscribe. */
async function startTrial(email: string, card: string) {
  const intent = await trialIntent(email);
  expect(intent.status).toBe(200);
  expect(intent.body).toMatchObject({ confirm: "setup", trial_days: 7, amount: 900 });
  const secret = intent.body.client_secret ?? "";
  expect(secret).toMatch(/^seti_/);
  const saved = await saveCardInBrowser(secret, card);
  expect(saved.body.status).toBe("succeeded");
  const subscribed = await calculatorCall(t.app, "subscribe", subscribeBody(email, secret));
  expect(subscribed.status).toBe(200);
  await settle(t.app);
  return { secret, token: subscribed.body.access_token ?? "" };
}

async function providerSubscriptionOf(email: string) {
  const row = await t.app.services.db
    .selectFrom("subscriptions")
    .selectAll()
    .where("product", "=", "calculator")
    .where("buyer_email", "=", email)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return getSubscription(payments(), row.provider_subscription_id ?? "");
}

const charged = (customerId: string) => chargedTo(t.app, customerId);

const subjects = async (email: string) => (await mailTo(t.app, email)).map((mail) => mail.subject);
const reminders = async (email: string) =>
  (await subjects(email)).filter((subject) => subject.startsWith("Your free trial of"));

describe("a calculator trial", () => {
  it("opens the calculator without a charge, reminds once 3 days before, then charges the saved card", async () => {
    const email = "trial.first@example.com";
    const { token } = await startTrial(email, TRIAL_CARDS[0]);
    expect(await hasCalculatorAccess(t.app, token)).toBe(true);
    const started = await providerSubscriptionOf(email);
    expect(started.status).toBe("trialing");
    expect(started.trialEnd).toBe(started.created + 7 * DAY);
    expect(started.defaultPaymentMethod).not.toBeNull();
    expect(await charged(started.customerId)).toEqual([0]);

    await advance(3 * DAY);
    expect(await reminders(email)).toEqual([]);
    await advance(1 * DAY + 60);
    expect(await reminders(email)).toHaveLength(1);
    const [reminder] = (await mailTo(t.app, email)).filter((mail) =>
      mail.subject.startsWith("Your free trial of"),
    );
    expect(reminder?.text_body).toContain("$9.00");
    expect(reminder?.text_body).toMatch(/Visa ending in 4242|ending in 4242/);
    // Replayed in any order (a crash between handling and marking): still one reminder.
    expect(new Set(await redeliverEveryEvent(t.app, { order: "newest first" }))).toEqual(
      new Set([200]),
    );
    expect(new Set(await redeliverEveryEvent(t.app, { order: "parallel" }))).toEqual(
      new Set([200]),
    );
    expect(await reminders(email)).toHaveLength(1);
    expect(await charged(started.customerId)).toEqual([0]);

    await advance(3 * DAY);
    const after = await providerSubscriptionOf(email);
    expect(after.status).toBe("active");
    expect(after.trialEnd).toBeNull();
    expect(await charged(started.customerId)).toEqual([0, 900]);
    expect(await hasCalculatorAccess(t.app, token)).toBe(true);
  });

  it("cancelled during the trial ends at the trial's end with nothing charged", async () => {
    const email = "trial.cancel@example.com";
    const { token } = await startTrial(email, TRIAL_CARDS[1]);
    const started = await providerSubscriptionOf(email);
    await setCancelAtPeriodEnd(payments(), started.id, true);
    await advance(5 * DAY);
    // No reminder of a charge that will not come.
    expect(await reminders(email)).toEqual([]);
    await advance(3 * DAY);
    const ended = await providerSubscriptionOf(email);
    expect(ended.status).toBe("canceled");
    expect(await charged(started.customerId)).toEqual([0]);
    expect(await hasCalculatorAccess(t.app, token)).toBe(false);
  });

  it("is refused the second time (409 no_trial, nothing created); without the trial it charges today", async () => {
    const email = "trial.cancel@example.com";
    const before = await t.app.services.db
      .selectFrom("subscriptions")
      .select("id")
      .where("buyer_email", "=", email)
      .execute();
    const again = await trialIntent(email);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ action: "no_trial" });
    const after = await t.app.services.db
      .selectFrom("subscriptions")
      .select("id")
      .where("buyer_email", "=", email)
      .execute();
    expect(after).toHaveLength(before.length);
    const paid = await calculatorCall(t.app, "create-subscription-intent", intentBody(email));
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ confirm: "payment", trial_days: 0 });
    expect(paid.body.client_secret).toMatch(/^pi_/);
  });

  it("a trial started and abandoned before the card was saved claims nothing and grants nothing", async () => {
    const email = "trial.abandoned@example.com";
    const first = await trialIntent(email);
    expect(first.status).toBe(200);
    const secret = first.body.client_secret ?? "";
    const early = await calculatorCall(t.app, "subscribe", subscribeBody(email, secret));
    expect(early.status).toBe(402);
    await settle(t.app);
    const row = await providerSubscriptionOf(email);
    expect(row.status).toBe("incomplete");
    // The same person comes back later: the trial is still theirs, and the old start is replaced.
    await startTrial(email, TRIAL_CARDS[2]);
    // Ended at the provider; to us an unpaid start that expired.
    const replaced = await getSubscription(payments(), row.id);
    expect(replaced.status).toBe("incomplete_expired");
    expect((await payments().stripe.subscriptions.retrieve(row.id)).status).toBe("canceled");
    expect(await charged(row.customerId)).toEqual([0, 0]);
  });

  it("a trial whose card was never saved ends at its end: no charge, no retry, no mail, no access", async () => {
    const email = "trial.cardless@example.com";
    const started = await trialIntent(email);
    expect(started.status).toBe(200);
    await settle(t.app);
    const cardless = await providerSubscriptionOf(email);
    await advance(8 * DAY);
    expect((await payments().stripe.subscriptions.retrieve(cardless.id)).status).toBe("canceled");
    expect((await getSubscription(payments(), cardless.id)).status).toBe("incomplete_expired");
    expect(await charged(cardless.customerId)).toEqual([0]);
    const invoices = await payments().stripe.invoices.list({ customer: cardless.customerId });
    expect(invoices.data.filter((invoice) => invoice.status === "open")).toEqual([]);
    expect(await subjects(email)).toEqual([]);
  });

  it("two tabs starting trials at once end with one trial, one claim and no charge", async () => {
    const email = "trial.tabs@example.com";
    const [a, b] = await Promise.all([
      trialIntent(email, "tab-a-attempt"),
      trialIntent(email, "tab-b-attempt"),
    ]);
    const secrets = [a, b].map((answer) => answer.body.client_secret ?? "");
    // Both pages save their card, then subscribe, at once.
    await Promise.all(secrets.map((secret) => saveCardInBrowser(secret, TRIAL_CARDS[3])));
    await Promise.all(
      secrets.map((secret) => calculatorCall(t.app, "subscribe", subscribeBody(email, secret))),
    );
    await settle(t.app);
    const customer = (await providerSubscriptionOf(email)).customerId;
    const all = await payments().stripe.subscriptions.list({ customer, status: "all" });
    const live = all.data.filter((s) => s.status === "trialing" && s.default_payment_method);
    expect(live).toHaveLength(1);
    const claims = await t.app.services.db
      .selectFrom("trial_claims")
      .select("subscription_id")
      .where("identity", "=", `email:${email}`)
      .execute();
    expect(claims.map((claim) => claim.subscription_id)).toEqual([live[0]?.id]);
    expect((await charged(customer)).every((amount) => amount === 0)).toBe(true);
    // Nothing was paid, so nobody is told of a refund.
    expect((await subjects(email)).filter((subject) => /refunded/.test(subject))).toEqual([]);
  });
});

describe("a Discord trial", () => {
  it("starts with the configured days and the member's subscription is trialing", async () => {
    const email = "trial.member@example.com";
    const response = await t.app.inject({
      method: "POST",
      url: "/api/discord/create-subscription-intent",
      payload: {
        tier: "pro",
        billing_cycle: "monthly",
        amount: 19_700,
        email,
        name: "Tia Trial",
        trial: true,
      },
    });
    expect(response.statusCode).toBe(200);
    const intent = response.json<{ client_secret: string; confirm: string; trial_days: number }>();
    expect(intent).toMatchObject({ confirm: "setup", trial_days: 14 });
    await saveCardInBrowser(intent.client_secret);
    const joined = await t.app.inject({
      method: "POST",
      url: "/api/discord/subscribe",
      payload: {
        payment_intent_id: intentIdOf(intent.client_secret),
        client_secret: intent.client_secret,
        tier: "pro",
        billing_cycle: "monthly",
        email,
        full_name: "Tia Trial",
      },
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json<{ subscription: { status: string } }>().subscription.status).toBe(
      "trialing",
    );
    await settle(t.app);
    const welcome = (await mailTo(t.app, email)).find(
      (mail) => mail.subject === "Welcome to the Pro tier",
    );
    expect(welcome?.text_body).toContain("Your free trial has started!");
    expect(welcome?.text_body).not.toContain("Payment successful");
  });

  it("is off by default: asking for it answers 409 no_trial", async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: "POST",
        url: "/api/discord/create-subscription-intent",
        payload: {
          tier: "community",
          billing_cycle: "monthly",
          amount: 9_700,
          email: "trial.off@example.com",
          name: "Off Trial",
          trial: true,
        },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ action: "no_trial" });
    } finally {
      await plain.close();
    }
  });
});
