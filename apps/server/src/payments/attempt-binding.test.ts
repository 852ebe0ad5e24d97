import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calculatorCall,
  intentBody,
  subscribeBody,
} from "../calculator/calculator-test-helpers.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { createDiscordIntent, subscribeDiscord } from "../test/discord-membership.ts";
import { CARDS, confirmInBrowser, createIntent, enroll, settle } from "../test/payments.ts";

/**
 * Issue 45: a pending payment's client secret goes back only to the browser that started the
 * attempt. Written as the attack: the buyer opens a purchase dialog; someone else, knowing only
 * the buyer's e-mail, asks for an intent too (without the buyer's attempt id, or with one of
 * their own) hoping to be answered the buyer's secret, then to claim the session the paid
 * purchase mints. They get a start of their own (the buyer's earlier start is replaced), never
 * the buyer's secret, and the session stays the buyer's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const BUYER_ATTEMPT = "buyer-attempt-7f3c9a";
const ATTACKER_ATTEMPT = "attacker-attempt-01";

describe("the calculator subscription's secret", () => {
  it("is answered to the buyer's attempt only; the attacker cannot claim the new account", async () => {
    const email = "calc.victim@example.com";
    const buyerBody = { ...intentBody(email), attempt_id: BUYER_ATTEMPT };
    const first = await calculatorCall(t.app, "create-subscription-intent", buyerBody);
    expect(first.status).toBe(200);
    // A double click of the same open dialog is the same subscription (one charge).
    const doubleClick = await calculatorCall(t.app, "create-subscription-intent", buyerBody);
    expect(doubleClick.body.client_secret).toBe(first.body.client_secret);

    const withoutAttempt = await calculatorCall(
      t.app,
      "create-subscription-intent",
      intentBody(email),
    );
    const otherAttempt = await calculatorCall(t.app, "create-subscription-intent", {
      ...intentBody(email),
      attempt_id: ATTACKER_ATTEMPT,
    });
    const attackerSecrets = [withoutAttempt.body.client_secret, otherAttempt.body.client_secret];
    expect(attackerSecrets).not.toContain(first.body.client_secret);
    expect(new Set(attackerSecrets).size).toBe(2);

    // The buyer's page tries again with its own attempt: a fresh start of its own, payable.
    const again = await calculatorCall(t.app, "create-subscription-intent", buyerBody);
    const buyerSecret = again.body.client_secret ?? "";
    expect(attackerSecrets).not.toContain(buyerSecret);
    expect((await confirmInBrowser(t.app, buyerSecret, CARDS.succeeds)).body.status).toBe(
      "succeeded",
    );
    // The attacker's secrets prove no paid purchase: no session, whoever calls first.
    for (const secret of attackerSecrets) {
      const claim = await calculatorCall(t.app, "subscribe", subscribeBody(email, secret ?? ""));
      expect(claim.status).toBe(402);
      expect(claim.body.access_token).toBeUndefined();
    }
    const mine = await calculatorCall(t.app, "subscribe", subscribeBody(email, buyerSecret));
    expect(mine.status).toBe(200);
    expect(mine.body.access_token).toEqual(expect.any(String));
  });
});

describe("a Discord membership's secret", () => {
  it("is answered to the buyer's attempt only", async () => {
    const email = "discord.victim@example.com";
    const buyer = await createDiscordIntent(t.app, { email, attempt_id: BUYER_ATTEMPT });
    expect(buyer.status).toBe(200);
    const repeated = await createDiscordIntent(t.app, { email, attempt_id: BUYER_ATTEMPT });
    expect(repeated.body.client_secret).toBe(buyer.body.client_secret);

    const attacker = await Promise.all([
      createDiscordIntent(t.app, { email }),
      createDiscordIntent(t.app, { email, attempt_id: ATTACKER_ATTEMPT }),
    ]);
    const attackerSecrets = attacker.map((answer) => answer.body.client_secret);
    expect(attackerSecrets).not.toContain(buyer.body.client_secret);

    const again = await createDiscordIntent(t.app, { email, attempt_id: BUYER_ATTEMPT });
    expect(attackerSecrets).not.toContain(again.body.client_secret);
    await confirmInBrowser(t.app, again.body.client_secret, CARDS.succeeds);
    for (const secret of attackerSecrets) {
      const claim = await subscribeDiscord(t.app, { email, client_secret: secret });
      expect(claim.status).not.toBe(200);
      expect(claim.body.access_token).toBeUndefined();
    }
    const mine = await subscribeDiscord(t.app, { email, client_secret: again.body.client_secret });
    expect(mine.status).toBe(200);
    expect(mine.body.access_token).toEqual(expect.any(String));
    await settle(t.app);
  });
});

describe("a course payment's secret", () => {
  const body = (email: string, attempt?: string) => ({
    course_id: 1,
    email,
    name: "Vic Tim",
    ...(attempt ? { attempt_id: attempt } : {}),
  });

  it("is answered to the buyer's attempt only, and the replaced intent can no longer be paid", async () => {
    const email = "course.victim@example.com";
    const buyer = await createIntent(t.app, body(email, BUYER_ATTEMPT));
    expect(buyer.status).toBe(200);
    expect((await createIntent(t.app, body(email, BUYER_ATTEMPT))).body.client_secret).toBe(
      buyer.body.client_secret,
    );
    const attacker = await createIntent(t.app, body(email));
    const attackerWithOwn = await createIntent(t.app, body(email, ATTACKER_ATTEMPT));
    const attackerSecrets = [attacker.body.client_secret, attackerWithOwn.body.client_secret];
    expect(attackerSecrets).not.toContain(buyer.body.client_secret);
    expect(new Set(attackerSecrets).size).toBe(2);

    // The buyer's replaced intent was cancelled: paying it fails rather than charging twice.
    const late = await confirmInBrowser(t.app, buyer.body.client_secret, CARDS.succeeds);
    expect(late.body.error?.code).toBe("payment_intent_unexpected_state");

    const again = await createIntent(t.app, body(email, BUYER_ATTEMPT));
    expect(attackerSecrets).not.toContain(again.body.client_secret);
    await confirmInBrowser(t.app, again.body.client_secret, CARDS.succeeds);
    for (const secret of attackerSecrets) {
      const claim = await enroll(t.app, {
        course_id: 1,
        email,
        full_name: "Vic Tim",
        client_secret: secret,
      });
      expect(claim.status).toBe(402);
    }
    const mine = await enroll(t.app, {
      course_id: 1,
      email,
      full_name: "Vic Tim",
      client_secret: again.body.client_secret,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.access_token).toEqual(expect.any(String));
    await settle(t.app);
  });
});
