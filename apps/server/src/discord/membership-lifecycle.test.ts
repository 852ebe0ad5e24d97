import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type TestApp } from "../test/app.ts";
import {
  advance,
  confirmCardSetup,
  joinDiscord,
  type DiscordRecord,
} from "../test/discord-membership.ts";
import { connectThroughStandIn, roleActionsOf } from "../test/discord-connect.ts";
import { CARDS, settle, signInFromMail } from "../test/payments.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400;
let member = 0;

/** A new member who joined and linked their Discord account. */
async function newMember(tier: "pro" | "community" = "pro") {
  member += 1;
  const email = `lifecycle-${member}@example.com`;
  const { subscribed } = await joinDiscord(t.app, { email, tier });
  const linked = await connectThroughStandIn(
    t.app,
    subscribed.body.access_token ?? "",
    `lifecycle_${member}`,
  );
  expect(linked.statusCode).toBe(200);
  await settle(t.app);
  // The portal's changes need the password (issue 45), which only the member's mailbox has.
  const token = await signInFromMail(t.app, email);
  const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
  return { token, userId: me.json<{ id: number }>().id, id: subscribed.body.subscription.id };
}

async function portal(token: string, userId: number) {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/discord/subscription/${userId}`,
    headers: bearer(token),
  });
  return {
    status: response.statusCode,
    body: response.json<DiscordRecord & { detail?: string }>(),
  };
}

const post = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: bearer(token), ...(payload ? { payload } : {}) });

const roleActions = (userId: number) => roleActionsOf(t.app, userId);

/** The portal's card update: SetupIntent, confirmCardSetup in the browser, then the default. */
async function updateCard(token: string, id: number, card: string) {
  const setup = await post(token, `/api/account/subscriptions/${id}/setup-intent`);
  expect(setup.statusCode).toBe(200);
  const confirmed = await confirmCardSetup(
    t.app,
    setup.json<{ client_secret: string }>().client_secret,
    card,
  );
  expect(confirmed.status).toBe("succeeded");
  return post(token, "/api/discord/update-payment-method", {
    subscription_id: id,
    payment_method_id: confirmed.paymentMethod,
  });
}

describe("a membership's life with the stand-in's clock", () => {
  it("renews, fails a renewal (role kept while retried), recovers with a new card, cancels at period end, reactivates, ends", async () => {
    const { token, userId, id } = await newMember("pro");
    expect(await roleActions(userId)).toEqual(["grant pro succeeded"]);
    const joined = (await portal(token, userId)).body;
    expect(joined).toMatchObject({ id, status: "active", cancel_at_period_end: false });
    expect(joined.next_billing_date).toBe(joined.current_period_end);

    // Renewal: a new period, still active.
    const periodEnd = Date.parse(joined.current_period_end) / 1000;
    await advance(t.app, periodEnd - (t.app.services.payments.standin?.now() ?? 0) + DAY);
    const renewed = (await portal(token, userId)).body;
    expect(renewed.status).toBe("active");
    expect(renewed.current_period_start).toBe(joined.current_period_end);

    // A card whose charges fail: the next renewal leaves it past_due, and the role stays.
    const failing = await updateCard(token, id, CARDS.chargeFails);
    expect(failing.json()).toEqual({ message: "Payment method updated successfully!" });
    const renewedEnd = Date.parse(renewed.current_period_end) / 1000;
    await advance(t.app, renewedEnd - (t.app.services.payments.standin?.now() ?? 0) + DAY);
    expect((await portal(token, userId)).body.status).toBe("past_due");
    expect(await roleActions(userId)).toEqual(["grant pro succeeded"]);

    // A good card is charged at once: active again.
    expect((await updateCard(token, id, CARDS.succeeds)).statusCode).toBe(200);
    await settle(t.app);
    const recovered = (await portal(token, userId)).body;
    expect(recovered.status).toBe("active");

    // Cancel at period end: the notice's data, then reactivate, then cancel again.
    const cancelled = await post(token, `/api/discord/cancel/${id}?cancel_at_period_end=true`);
    expect(cancelled.json()).toEqual({
      message: "Subscription will be cancelled at the end of the billing period.",
      test_mode: true,
    });
    const scheduled = (await portal(token, userId)).body;
    expect(scheduled).toMatchObject({ status: "active", cancel_at_period_end: true });
    expect(scheduled.next_billing_date).toBeNull();
    const reactivated = await post(token, `/api/discord/reactivate/${id}`);
    expect(reactivated.json()).toEqual({
      message: "Subscription reactivated successfully!",
      test_mode: true,
    });
    expect((await portal(token, userId)).body.cancel_at_period_end).toBe(false);
    expect((await post(token, `/api/discord/reactivate/${id}`)).statusCode).toBe(409);
    await post(token, `/api/discord/cancel/${id}?cancel_at_period_end=true`);
    expect(await roleActions(userId)).toEqual(["grant pro succeeded"]);

    // The period ends: the membership is over and the role removed.
    const end = Date.parse(scheduled.current_period_end) / 1000;
    await advance(t.app, end - (t.app.services.payments.standin?.now() ?? 0) + DAY);
    const over = await portal(token, userId);
    expect(over.status).toBe(404);
    expect(over.body.detail).toBe("You currently have no active subscription.");
    expect(await roleActions(userId)).toEqual(["grant pro succeeded", "remove pro succeeded"]);
    expect(
      (await post(token, `/api/discord/cancel/${id}?cancel_at_period_end=true`)).statusCode,
    ).toBe(409);
  });

  it("cancels now: the role goes at once", async () => {
    const { token, userId, id } = await newMember("community");
    const cancelled = await post(token, `/api/discord/cancel/${id}?cancel_at_period_end=false`);
    expect(cancelled.json()).toEqual({ message: "Subscription cancelled.", test_mode: true });
    expect((await portal(token, userId)).status).toBe(404);
    expect(await roleActions(userId)).toEqual([
      "grant community succeeded",
      "remove community succeeded",
    ]);
  });

  it("removes the role when a failed renewal runs out of retries", async () => {
    const { token, userId, id } = await newMember("pro");
    await updateCard(token, id, CARDS.chargeFails);
    const joined = (await portal(token, userId)).body;
    await advance(
      t.app,
      Date.parse(joined.current_period_end) / 1000 -
        (t.app.services.payments.standin?.now() ?? 0) +
        DAY,
    );
    expect((await portal(token, userId)).body.status).toBe("past_due");
    for (let retry = 0; retry < 4; retry++) await advance(t.app, 3 * DAY + 60);
    const row = await t.app.services.db
      .selectFrom("subscriptions")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(["unpaid", "canceled"]).toContain(row.status);
    expect(await roleActions(userId)).toEqual(["grant pro succeeded", "remove pro succeeded"]);
  });
});

// A tier change through the stand-in (prices swapped, prorated, the role moved): plan-change.test.ts.

describe("webhooks", () => {
  const secret = () => t.app.services.payments.standin?.keys.webhookSecret ?? "";
  const deliver = (event: object) => {
    const payload = JSON.stringify(event);
    return t.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: {
        "content-type": "application/json",
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: secret() }),
      },
      payload,
    });
  };

  it("replayed and out-of-order events cannot bring an ended membership back", async () => {
    const { token, userId, id } = await newMember("pro");
    const row = await t.app.services.db
      .selectFrom("subscriptions")
      .select("provider_subscription_id")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const stale = {
      id: `evt_stale_${id}`,
      object: "event",
      type: "customer.subscription.updated",
      created: 1,
      data: {
        object: { id: row.provider_subscription_id, object: "subscription", status: "active" },
      },
    };
    await post(token, `/api/discord/cancel/${id}?cancel_at_period_end=false`);
    await settle(t.app);
    // An "active" copy arriving late, then the same event again.
    expect((await deliver(stale)).statusCode).toBe(200);
    expect((await deliver(stale)).statusCode).toBe(200);
    await settle(t.app);
    expect((await portal(token, userId)).status).toBe(404);
    expect(await roleActions(userId)).toEqual(["grant pro succeeded", "remove pro succeeded"]);
    const events = await t.app.services.db
      .selectFrom("payment_events")
      .select("event_id")
      .where("event_id", "=", stale.id)
      .execute();
    expect(events).toHaveLength(1);
  });
});

describe("another member's subscription", () => {
  it("is refused (403) on every portal call", async () => {
    const owner = await newMember("pro");
    const other = await newMember("community");
    expect((await portal(other.token, owner.userId)).status).toBe(403);
    const calls = [
      post(other.token, `/api/discord/cancel/${owner.id}?cancel_at_period_end=false`),
      post(other.token, `/api/discord/reactivate/${owner.id}`),
      post(other.token, "/api/discord/update-payment-method", {
        subscription_id: owner.id,
        payment_method_id: "pm_123",
      }),
      post(other.token, `/api/account/subscriptions/${owner.id}/setup-intent`),
      post(other.token, `/api/account/subscriptions/${owner.id}/cancel`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: "This subscription belongs to another account." });
    }
    expect((await portal(owner.token, owner.userId)).body.status).toBe("active");
  });
});
