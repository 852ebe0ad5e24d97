import { createHmac } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { CARDS, confirmInBrowser, createIntent, mailTo, settle } from "../test/payments.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const secret = () => t.app.services.payments.standin?.keys.webhookSecret ?? "";

function signed(event: object, options: { timestamp?: number; secret?: string } = {}) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? secret(),
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return { payload, header };
}

const post = (payload: string, header?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    headers: {
      "content-type": "application/json",
      ...(header ? { "stripe-signature": header } : {}),
    },
    payload,
  });

/** A paid intent whose own events were already delivered (the stand-in sends them). */
async function paidIntent(email: string) {
  const intent = await createIntent(t.app, { course_id: 2, name: "Hook Buyer", email });
  await confirmInBrowser(t.app, intent.body.client_secret, CARDS.succeeds);
  await settle(t.app);
  return t.app.services.payments.stripe.paymentIntents.retrieve(intent.body.payment_intent_id);
}

const event = (id: string, type: string, object: object) => ({
  id,
  object: "event",
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object },
});

describe("POST /payments/webhook", () => {
  it("handles a replayed event once and answers 200 each time", async () => {
    const intent = await paidIntent("replay@example.com");
    const { payload, header } = signed(event("evt_replay_1", "payment_intent.succeeded", intent));
    const first = await post(payload, header);
    const second = await post(payload, header);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual({ received: true });
    const stored = await t.app.services.db
      .selectFrom("payment_events")
      .selectAll()
      .where("event_id", "=", "evt_replay_1")
      .execute();
    expect(stored).toHaveLength(1);
    expect(
      (await mailTo(t.app, "replay@example.com")).filter((m) =>
        m.subject.startsWith("Your receipt"),
      ),
    ).toHaveLength(1);
  });

  it("refuses a tampered body, a wrong secret, a missing header, a stale and a future timestamp with 400", async () => {
    const intent = await paidIntent("tamper.hook@example.com");
    const { payload, header } = signed(event("evt_tamper", "payment_intent.succeeded", intent));
    const tampered = await post(payload.replace(`"amount":${intent.amount}`, `"amount":1`), header);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({ detail: "Invalid webhook signature" });
    const wrong = signed(event("evt_wrong", "payment_intent.succeeded", intent), {
      secret: "whsec_not_ours",
    });
    expect((await post(wrong.payload, wrong.header)).statusCode).toBe(400);
    expect((await post(payload)).statusCode).toBe(400);
    const stale = signed(event("evt_stale", "payment_intent.succeeded", intent), {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect((await post(stale.payload, stale.header)).statusCode).toBe(400);
    // Correctly signed, dated a year ahead: refused too (the SDK alone checks only the past).
    const future = signed(event("evt_future", "payment_intent.succeeded", intent), {
      timestamp: Math.floor(Date.now() / 1000) + 365 * 24 * 3600,
    });
    const ahead = await post(future.payload, future.header);
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toEqual({ detail: "Invalid webhook signature" });
    const ids = await t.app.services.db
      .selectFrom("payment_events")
      .select("event_id")
      .where("event_id", "in", ["evt_tamper", "evt_wrong", "evt_stale", "evt_future"])
      .execute();
    expect(ids).toEqual([]);
  });

  it("refuses every other spelling of the signature header with 400, the four that passed a future timestamp included", async () => {
    const intent = await paidIntent("spelling.hook@example.com");
    const now = Math.floor(Date.now() / 1000);
    const future = now + 365 * 24 * 3600;
    const body = (id: string) => JSON.stringify(event(id, "payment_intent.succeeded", intent));
    const hmac = (stamp: string, payload: string) =>
      createHmac("sha256", secret()).update(`${stamp}.${payload}`).digest("hex");
    // Each of the four carries the v1 of a payload signed a year ahead (as if captured and held),
    // which the SDK verifies: it reads `t` with parseInt, so each spelling means that timestamp.
    const spellings: [string, (payload: string) => string][] = [
      ["t=now,t=future,v1=…", (p) => `t=${now},t=${future},v1=${hmac(String(future), p)}`],
      ["t=+future", (p) => `t=+${future},v1=${hmac(String(future), p)}`],
      ["t=000…future", (p) => `t=${"0".repeat(8)}${future},v1=${hmac(String(future), p)}`],
      ["t=future ,v1=…", (p) => `t=${future} ,v1=${hmac(String(future), p)}`],
      // And the rest of what strict reading refuses, with a current timestamp:
      ["no v1", () => `t=${now}`],
      ["v1 not hex", () => `t=${now},v1=${"z".repeat(64)}`],
      ["v1 short", (p) => `t=${now},v1=${hmac(String(now), p).slice(1)}`],
      ["a space after the comma", (p) => `t=${now}, v1=${hmac(String(now), p)}`],
      ["an unknown key", (p) => `t=${now},v1=${hmac(String(now), p)},x=1`],
      ["an empty item", (p) => `t=${now},,v1=${hmac(String(now), p)}`],
      ["t=-1", (p) => `t=-1,v1=${hmac("-1", p)}`],
      ["t=1e10", (p) => `t=1e10,v1=${hmac("1e10", p)}`],
    ];
    for (const [index, [name, header]] of spellings.entries()) {
      const payload = body(`evt_spelling_${index}`);
      const answer = await post(payload, header(payload));
      expect(answer.statusCode, name).toBe(400);
      expect(answer.json(), name).toEqual({ detail: "Invalid webhook signature" });
    }
    const stored = await t.app.services.db
      .selectFrom("payment_events")
      .select("event_id")
      .where("event_id", "like", "evt_spelling_%")
      .execute();
    expect(stored).toEqual([]);
    // Stripe's own spelling, with a v0 as in test mode, still passes.
    const payload = body("evt_spelling_ok");
    const good = `t=${now},v1=${hmac(String(now), payload)},v0=${"0".repeat(64)}`;
    expect((await post(payload, good)).statusCode).toBe(200);
  });

  it("trusts the provider's current state over an out-of-order event's copy", async () => {
    const email = "out.of.order@example.com";
    const intent = await createIntent(t.app, { course_id: 1, name: "Late Event", email });
    const declined = await confirmInBrowser(t.app, intent.body.client_secret, CARDS.declined);
    expect(declined.status).toBe(402);
    const failedCopy = (await t.app.services.payments.stripe.paymentIntents.retrieve(
      intent.body.payment_intent_id,
    )) as object;
    await confirmInBrowser(t.app, intent.body.client_secret, CARDS.succeeds);
    const succeededCopy = await t.app.services.payments.stripe.paymentIntents.retrieve(
      intent.body.payment_intent_id,
    );
    // The success arrives first, then the older failure.
    const ok = signed(event("evt_order_2", "payment_intent.succeeded", succeededCopy));
    const late = signed(event("evt_order_1", "payment_intent.payment_failed", failedCopy));
    expect((await post(ok.payload, ok.header)).statusCode).toBe(200);
    expect((await post(late.payload, late.header)).statusCode).toBe(200);
    const row = await t.app.services.db
      .selectFrom("payments")
      .selectAll()
      .where("buyer_email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("succeeded");
    expect(row.fulfilled_at).not.toBeNull();
    const user = await t.app.services.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(
      await t.app.services.db
        .selectFrom("enrollments")
        .select("course_id")
        .where("user_id", "=", user.id)
        .execute(),
    ).toEqual([{ course_id: 1 }]);
  });

  it("receives the stand-in's own events, signed and delivered", async () => {
    await paidIntent("delivered@example.com");
    const types = await t.app.services.db
      .selectFrom("payment_events")
      .select("type")
      .where("processed_at", "is not", null)
      .execute();
    expect(types.map((r) => r.type)).toContain("payment_intent.succeeded");
    const undelivered = await t.app.services.db
      .selectFrom("stripe_standin_events")
      .select("id")
      .where("delivered_at", "is", null)
      .execute();
    expect(undelivered).toEqual([]);
  });
});
