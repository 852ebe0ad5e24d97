import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calculatorCall,
  hasCalculatorAccess,
  intentBody,
  subscribeBody,
} from "../calculator/calculator-test-helpers.ts";
import { TRIAL_CARD_USED } from "../subscriptions/trial-messages.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { confirmInBrowser, intentIdOf, settle } from "../test/payments.ts";
import {
  calculatorTrialIntent,
  chargedTo,
  saveCardInBrowser,
  TRIAL_CARDS,
} from "../test/trials.ts";

// Issue 48: one free trial per card. The same card under a new e-mail (a new customer) is
// recognised by its fingerprint when it is saved, and that trial ends before any charge.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CALCULATOR_TRIAL_DAYS: "7", DISCORD_TRIAL_DAYS: "14" });
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400;
const stripe = () => t.app.services.payments.stripe;

/** The calculator modal's trial up to the saved card: its client secret. */
async function saveTrialCard(email: string, card: string, attempt?: string): Promise<string> {
  const intent = await calculatorTrialIntent(t.app, email, attempt);
  expect(intent.status).toBe(200);
  const secret = intent.body.client_secret ?? "";
  expect((await saveCardInBrowser(t.app, secret, card)).body.status).toBe("succeeded");
  return secret;
}

const subscribe = (email: string, secret: string) =>
  calculatorCall(t.app, "subscribe", subscribeBody(email, secret));

/** The provider's subscription a trial's set-up secret belongs to. */
async function subscriptionOfSetup(secret: string) {
  const row = await t.app.services.db
    .selectFrom("subscriptions")
    .select("provider_subscription_id")
    .where("first_payment_intent_id", "=", intentIdOf(secret))
    .executeTakeFirstOrThrow();
  return stripe().subscriptions.retrieve(row.provider_subscription_id ?? "");
}

/** The Discord modal's trial: start, save the card, subscribe (its answer). */
async function discordTrial(email: string, card: string) {
  const payload = { tier: "pro", billing_cycle: "monthly", email } as const;
  const started = await t.app.inject({
    method: "POST",
    url: "/api/discord/create-subscription-intent",
    payload: { ...payload, amount: 19_700, name: "Card Member", trial: true },
  });
  expect(started.statusCode).toBe(200);
  const secret = started.json<{ client_secret: string }>().client_secret;
  expect((await saveCardInBrowser(t.app, secret, card)).body.status).toBe("succeeded");
  const joined = await t.app.inject({
    method: "POST",
    url: "/api/discord/subscribe",
    payload: {
      ...payload,
      full_name: "Card Member",
      payment_intent_id: intentIdOf(secret),
      client_secret: secret,
    },
  });
  return { secret, status: joined.statusCode, body: joined.json<Record<string, unknown>>() };
}

describe("one calculator trial per card", () => {
  it("a second trial of the same card under a new e-mail is ended uncharged and answered 409 no_trial; today's price then charges", async () => {
    const card = TRIAL_CARDS[0];
    const first = await saveTrialCard("card.first@example.com", card);
    expect((await subscribe("card.first@example.com", first)).status).toBe(200);
    await settle(t.app);
    // A second later: two trials started in the same second are ordered by their random ids
    // (claimTrial, as keepOnePaidSubscription), and this case is about the later one.
    await t.app.services.payments.standin?.advanceClock(1);

    const email = "card.second@example.com";
    const secret = await saveTrialCard(email, card, "second-page");
    const refused = await subscribe(email, secret);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ detail: TRIAL_CARD_USED, action: "no_trial" });
    await settle(t.app);
    // Asked again (a retry, or after the webhook ended it first): the same answer.
    expect((await subscribe(email, secret)).status).toBe(409);
    const second = await subscriptionOfSetup(secret);
    expect(second.status).toBe("canceled");
    const customer = String(second.customer);
    expect(await chargedTo(t.app, customer)).toEqual([0]);
    // The first trial keeps its trial.
    expect((await subscriptionOfSetup(first)).status).toBe("trialing");

    // The page then offers today's price: the same attempt without the trial pays now.
    const paid = await calculatorCall(t.app, "create-subscription-intent", {
      ...intentBody(email),
      attempt_id: "second-page",
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ confirm: "payment", trial_days: 0 });
    const paySecret = paid.body.client_secret ?? "";
    expect((await confirmInBrowser(t.app, paySecret, card)).body.status).toBe("succeeded");
    const subscribed = await subscribe(email, paySecret);
    expect(subscribed.status).toBe(200);
    expect(await hasCalculatorAccess(t.app, subscribed.body.access_token ?? "")).toBe(true);
    await settle(t.app);
    // The ended trial's 0 and today's 900 are invoiced in the same second: in either order.
    expect((await chargedTo(t.app, customer)).sort((a, b) => a - b)).toEqual([0, 900]);
  });

  it("a different card under a new e-mail still gets its trial", async () => {
    const email = "card.other@example.com";
    const secret = await saveTrialCard(email, TRIAL_CARDS[1]);
    expect((await subscribe(email, secret)).status).toBe(200);
    const trial = await subscriptionOfSetup(secret);
    expect(trial.status).toBe("trialing");
    expect(trial.trial_end).toBe((trial.trial_start ?? 0) + 7 * DAY);
    const claims = await t.app.services.db
      .selectFrom("trial_claims")
      .select("identity")
      .where("subscription_id", "=", trial.id)
      .execute();
    expect(claims.map((claim) => claim.identity.split(":")[0]).sort()).toEqual([
      "card",
      "customer",
      "email",
    ]);
  });
});

describe("one Discord trial per card", () => {
  it("two new e-mails saving the same card at once end with exactly one trial and nothing charged", async () => {
    const card = TRIAL_CARDS[2];
    const emails = ["card.race.a@example.com", "card.race.b@example.com"];
    const answers = await Promise.all(emails.map((email) => discordTrial(email, card)));
    await settle(t.app);
    const subscriptions = await Promise.all(
      answers.map((answer) => subscriptionOfSetup(answer.secret)),
    );
    const statuses = subscriptions.map((subscription) => subscription.status).sort();
    expect(statuses).toEqual(["canceled", "trialing"]);
    // The first started keeps it; the other's page is told, whenever it asks.
    const kept = subscriptions.findIndex((subscription) => subscription.status === "trialing");
    const ended = 1 - kept;
    expect(answers[kept]?.status).toBe(200);
    expect(answers[ended]?.status).toBeOneOf([200, 409]);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/discord/subscribe",
      payload: {
        tier: "pro",
        billing_cycle: "monthly",
        email: emails[ended],
        full_name: "Card Member",
        payment_intent_id: intentIdOf(answers[ended]?.secret ?? ""),
        client_secret: answers[ended]?.secret,
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: TRIAL_CARD_USED, action: "no_trial" });
    for (const subscription of subscriptions)
      expect(await chargedTo(t.app, String(subscription.customer))).toEqual([0]);
    const holders = await t.app.services.db
      .selectFrom("trial_claims")
      .select("subscription_id")
      .distinct()
      .where("identity", "like", "card:%")
      .where("product", "=", "discord")
      .execute();
    expect(holders.map((holder) => holder.subscription_id)).toEqual([subscriptions[kept]?.id]);
  });
});
