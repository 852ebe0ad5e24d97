import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calculatorCall,
  intentBody,
  subscribeBody,
} from "../calculator/calculator-test-helpers.ts";
import { bearer, createTestApp, login, type TestApp } from "../test/app.ts";
import { createDiscordIntent, joinDiscord, subscribeDiscord } from "../test/discord-membership.ts";
import { discordJoinInRace, yearlyCalculatorInRace } from "../test/subscription-race.ts";
import { CARDS, confirmInBrowser, createIntent, intentIdOf, settle } from "../test/payments.ts";
import { subscriptionState } from "./subscription-state.ts";

// Issue 25, "exactly once": each test is an attack on a purchase path, on PGlite and PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const course = (email: string, courseId: number) => ({
  course_id: courseId,
  email,
  name: "Owen Owner",
  amount: 99_700,
});

async function userIdOf(email: string): Promise<number> {
  const user = await t.app.services.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return user.id;
}

async function roleActions(userId: number) {
  await settle(t.app);
  await t.app.services.discord.runNow();
  const rows = await t.app.services.db
    .selectFrom("discord_role_actions")
    .select(["action", "tier"])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
  return rows.map((row) => `${row.action} ${row.tier}`);
}

const DUPLICATE_REFUNDED = {
  status: 409,
  body: {
    detail: "You already have this subscription, so this payment has been refunded in full.",
  },
};

/** Two subscriptions of one product started in a race (two instances), then both paid. */
async function twoPaidDiscordJoins(email: string) {
  const first = await createDiscordIntent(t.app, { email, attempt_id: "attempt-tab-0001" });
  expect(first.status).toBe(200);
  const second = await discordJoinInRace(t.app, first.body.client_secret);
  const ids: string[] = [];
  for (const secret of [first.body.client_secret, second]) {
    await confirmInBrowser(t.app, secret, CARDS.succeeds);
    const id = intentIdOf(secret);
    const subscribed = await subscribeDiscord(t.app, {
      email,
      payment_intent_id: id,
      client_secret: secret,
    });
    // The one billing cancels and refunds as the second paid is told so, whenever it learns it.
    if (subscribed.status !== 200) expect(subscribed).toMatchObject(DUPLICATE_REFUNDED);
    ids.push(id);
  }
  await settle(t.app);
  return subscriptionIdsOf(email);
}

/** The e-mail's subscriptions at the provider, oldest first. */
async function subscriptionIdsOf(email: string) {
  const rows = await t.app.services.db
    .selectFrom("subscriptions")
    .select("provider_subscription_id")
    .where("buyer_email", "=", email)
    .orderBy("id")
    .execute();
  return rows.map((row) => row.provider_subscription_id ?? "");
}

describe("a buyer who owns the product already", () => {
  it("refuses a course purchase of its owner before any charge, signed in or typing the e-mail", async () => {
    const learner = await login(t.app, "learner");
    const owned = await t.app.inject({
      method: "POST",
      url: "/api/payments/create-intent",
      headers: bearer(learner.access_token),
      payload: course(learner.user.email, 2),
    });
    expect(owned.statusCode).toBe(409);
    expect(owned.json()).toEqual({ detail: "You already own this course." });
    // A guest typing the owner's e-mail is refused too, before the card is taken, and offered
    // to sign in (issue 45): no charge-then-refund, no provider fee lost.
    const guest = await createIntent(t.app, course(learner.user.email, 2));
    expect(guest).toEqual({
      status: 409,
      body: {
        detail: "You already own this course. Log in to open it; nothing has been charged.",
        action: "log_in",
      },
    });
  });

  it("refuses a guest typing a member's e-mail before any charge, with a way to sign in", async () => {
    const member = await login(t.app, "discord");
    const again = await createDiscordIntent(t.app, { email: member.user.email });
    expect(again).toEqual({
      status: 409,
      body: {
        detail:
          "You already have a Discord membership. Log in to manage it; nothing has been charged.",
        action: "log_in",
      },
    });
  });

  it("refuses a guest typing a calculator subscriber's e-mail before any charge", async () => {
    const email = "calc.subscriber.guest@example.com";
    const intent = await calculatorCall(t.app, "create-subscription-intent", intentBody(email));
    await confirmInBrowser(t.app, intent.body.client_secret ?? "", CARDS.succeeds);
    const done = await calculatorCall(
      t.app,
      "subscribe",
      subscribeBody(email, intent.body.client_secret ?? ""),
    );
    expect(done.status).toBe(200);
    const again = await calculatorCall(t.app, "create-subscription-intent", intentBody(email));
    expect(again).toEqual({
      status: 409,
      body: {
        detail: "You already have calculator access. Log in to use it; nothing has been charged.",
        action: "log_in",
      },
    });
  });

  it("refuses a signed-in member a second membership with the account page's message", async () => {
    const member = await login(t.app, "discord");
    const again = await createDiscordIntent(
      t.app,
      { email: member.user.email },
      bearer(member.access_token),
    );
    expect(again).toMatchObject({
      status: 409,
      body: { detail: "You already have an active subscription. Manage it from your account." },
    });
  });
});

describe("access follows all of a customer's subscriptions", () => {
  it("keeps the Discord role when billing cancels the later of two paid Pro memberships", async () => {
    const email = "two.pro@example.com";
    const ids = await twoPaidDiscordJoins(email);
    const userId = await userIdOf(email);
    const { stripe } = t.app.services.payments;
    const states = await Promise.all(
      ids.map(async (id) => (await stripe.subscriptions.retrieve(id ?? "")).status),
    );
    expect([...states].sort()).toEqual(["active", "canceled"]);
    expect(await roleActions(userId)).not.toContain("remove pro");
  });

  it("keeps the role when a late event of an old, cancelled membership arrives after a re-join", async () => {
    const email = "late.event@example.com";
    const { stripe } = t.app.services.payments;
    await joinDiscord(t.app, { email, attempt_id: "attempt-join-old" });
    await settle(t.app);
    const [old] = await subscriptionIdsOf(email);
    await stripe.subscriptions.cancel(old ?? "");
    await settle(t.app);
    const rejoined = await joinDiscord(t.app, { email, attempt_id: "attempt-join-new" });
    expect(rejoined.subscribed.status).toBe(200);
    await settle(t.app);
    const userId = await userIdOf(email);
    // The old membership's event again, late (a replay after the re-join was paid).
    const stale = await stripe.subscriptions.retrieve(old ?? "");
    const handlers = t.app.services.payments.products.handlersFor(stale.metadata);
    // What role delivery is told after the late event: the new membership's state.
    const { discord } = t.app.services;
    const told: { status: string }[] = [];
    const deliver = discord.onSubscriptionChanged.bind(discord);
    discord.onSubscriptionChanged = async (state) => {
      told.push(state);
      return deliver(state);
    };
    try {
      await handlers?.subscriptionChanged?.({
        subscription: subscriptionState(stale),
        cause: "customer.subscription.deleted",
      });
    } finally {
      discord.onSubscriptionChanged = deliver;
    }
    expect(told.map((state) => state.status)).toEqual(["active"]);
    expect(await roleActions(userId)).not.toContain("remove pro");
  });

  it("keeps calculator access when monthly and yearly were both paid and the later is cancelled", async () => {
    const email = "two.plans@example.com";
    const monthly = await calculatorCall(t.app, "create-subscription-intent", intentBody(email));
    expect(monthly.status).toBe(200);
    const yearly = await yearlyCalculatorInRace(t.app, monthly.body.client_secret ?? "");
    for (const [secret, cycle] of [
      [monthly.body.client_secret ?? "", "monthly"],
      [yearly, "yearly"],
    ] as const) {
      await confirmInBrowser(t.app, secret, CARDS.succeeds);
      await settle(t.app);
      const done = await calculatorCall(t.app, "subscribe", subscribeBody(email, secret, cycle));
      // Started in the same second, either may be the one billing cancels and refunds: its
      // page is told so; the kept one's page is answered as usual.
      if (done.status !== 200) expect(done).toMatchObject(DUPLICATE_REFUNDED);
    }
    await settle(t.app);
    const userId = await userIdOf(email);
    const rows = await t.app.services.db
      .selectFrom("subscriptions")
      .select(["provider_subscription_id", "billing_cycle"])
      .where("product", "=", "calculator")
      .where("buyer_email", "=", email)
      .execute();
    expect(rows).toHaveLength(2);
    // Billing cancelled and refunded the later one at once (one-subscription.ts); the ended
    // one's events must not close the access the other one gives.
    expect(await t.app.services.calculatorAccess.hasAccess(userId)).toBe(true);
    const { stripe } = t.app.services.payments;
    const states = await Promise.all(
      rows.map(
        async (row) =>
          (await stripe.subscriptions.retrieve(row.provider_subscription_id ?? "")).status,
      ),
    );
    expect([...states].sort()).toEqual(["active", "canceled"]);
    const live = rows[states.indexOf("active")];
    await stripe.subscriptions.cancel(live?.provider_subscription_id ?? "");
    await settle(t.app);
    expect(await t.app.services.calculatorAccess.hasAccess(userId)).toBe(false);
  });
});
