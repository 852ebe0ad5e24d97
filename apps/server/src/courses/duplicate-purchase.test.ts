import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { CARDS, confirmInBrowser, createIntent, enroll, mailTo, settle } from "../test/payments.ts";

/**
 * A guest who owns a course already is refused before paying (issue 45); one whose purchase
 * slipped through in a race is refunded in full, told once, and keeps the course they own. Also
 * when two tabs of a new buyer both pay: one enrols, one is refunded.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const purchase = (email: string, attempt: string, course_id = 1) => ({
  course_id,
  email,
  name: "Pat Twice",
  attempt_id: attempt,
});
const enrolment = (email: string, client_secret: string, course_id = 1) => ({
  course_id,
  email,
  full_name: "Pat Twice",
  client_secret,
});

async function paidIntent(email: string, attempt: string, course = 1) {
  const intent = await createIntent(t.app, purchase(email, attempt, course));
  expect(intent.status).toBe(200);
  const confirmed = await confirmInBrowser(t.app, intent.body.client_secret, CARDS.succeeds);
  expect(confirmed.body.status).toBe("succeeded");
  return intent.body;
}

/** The charge of an intent as the provider holds it: captured and refunded amounts. */
async function chargeOf(intentId: string) {
  const intent = await t.app.services.payments.stripe.paymentIntents.retrieve(intentId, {
    expand: ["latest_charge"],
  });
  const charge = intent.latest_charge as { amount_captured: number; amount_refunded?: number };
  return { captured: charge.amount_captured, refunded: charge.amount_refunded ?? 0 };
}

async function mailsOf(email: string) {
  const mails = await mailTo(t.app, email);
  return {
    receipts: mails.filter((m) => m.subject.startsWith("Your receipt")).length,
    refunds: mails.filter((m) => m.subject.includes("was refunded")).length,
  };
}

describe("a guest paying for a course they own", () => {
  it("is refused before the card is taken, with a way to sign in, however often they try", async () => {
    const email = "owns.already@example.com";
    const first = await paidIntent(email, "attempt-tab-1");
    expect((await enroll(t.app, enrolment(email, first.client_secret))).status).toBe(200);

    // Weeks later, signed out, the modal again (issue 45: it was charged, then refunded, each
    // time Pay was clicked, the provider keeping its fee).
    for (const attempt of ["attempt-tab-2", "attempt-tab-3"]) {
      const again = await createIntent(t.app, purchase(email, attempt));
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        detail: "You already own this course. Log in to open it; nothing has been charged.",
        action: "log_in",
      });
    }
    await settle(t.app);
    expect(await chargeOf(first.payment_intent_id)).toEqual({ captured: 99_700, refunded: 0 });
    expect(await mailsOf(email)).toEqual({ receipts: 1, refunds: 0 });
    const rows = await t.app.services.db
      .selectFrom("payments")
      .select("status")
      .where("buyer_email", "=", email)
      .execute();
    expect(rows).toEqual([{ status: "succeeded" }]);
  });

  it("that slipped through in a race is refunded in full, told once, and keeps the course", async () => {
    const email = "owns.after.race@example.com";
    // Both pages asked for an intent before either purchase was fulfilled.
    const first = await paidIntent(email, "attempt-race-1");
    const again = await paidIntent(email, "attempt-race-2");
    expect((await enroll(t.app, enrolment(email, first.client_secret))).status).toBe(200);
    const answer = await enroll(t.app, enrolment(email, again.client_secret));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      detail:
        "You already own this course, so your payment has been refunded in full. Log in to open it.",
    });
    await settle(t.app);
    expect(await chargeOf(again.payment_intent_id)).toEqual({ captured: 99_700, refunded: 99_700 });
    expect(await chargeOf(first.payment_intent_id)).toEqual({ captured: 99_700, refunded: 0 });
    expect(await mailsOf(email)).toEqual({ receipts: 1, refunds: 1 });

    // Replays (the webhook again, the page retrying) refund nothing more and mail nothing more.
    const retried = await enroll(t.app, enrolment(email, again.client_secret));
    expect(retried.status).toBe(409);
    await settle(t.app);
    expect(await chargeOf(again.payment_intent_id)).toEqual({ captured: 99_700, refunded: 99_700 });
    expect(await mailsOf(email)).toEqual({ receipts: 1, refunds: 1 });
    const rows = await t.app.services.db
      .selectFrom("payments")
      .select(["status", "fulfilled_at", "refunded_at"])
      .where("buyer_email", "=", email)
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.status, r.fulfilled_at !== null, r.refunded_at !== null])).toEqual([
      ["succeeded", true, false],
      ["refunded", false, true],
    ]);
  });

  it("of two tabs that both paid, enrols with one and refunds the other, whatever arrives first", async () => {
    const email = "two.tabs.paid@example.com";
    const [a, b] = [
      await paidIntent(email, "attempt-tab-a"),
      await paidIntent(email, "attempt-tab-b"),
    ];
    // Both pages enrol at once while both webhooks are being delivered.
    const answers = await Promise.all([
      enroll(t.app, enrolment(email, a.client_secret)),
      enroll(t.app, enrolment(email, b.client_secret)),
      settle(t.app),
    ]);
    const statuses = [answers[0].status, answers[1].status].sort();
    expect(statuses).toEqual([200, 409]);
    await settle(t.app);
    const charges = [await chargeOf(a.payment_intent_id), await chargeOf(b.payment_intent_id)];
    expect(charges.map((c) => c.captured - c.refunded).sort()).toEqual([0, 99_700]);
    expect(await mailsOf(email)).toEqual({ receipts: 1, refunds: 1 });
    const user = await t.app.services.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const enrolments = await t.app.services.db
      .selectFrom("enrollments")
      .select("course_id")
      .where("user_id", "=", user.id)
      .execute();
    expect(enrolments).toEqual([{ course_id: 1 }]);
  });

  it("charges and keeps a bundle bought by someone who owns one of its courses", async () => {
    const email = "owns.one.buys.bundle@example.com";
    const single = await paidIntent(email, "attempt-single");
    expect((await enroll(t.app, enrolment(email, single.client_secret))).status).toBe(200);
    const bundle = await paidIntent(email, "attempt-bundle", 3);
    expect((await enroll(t.app, enrolment(email, bundle.client_secret, 3))).status).toBe(200);
    await settle(t.app);
    expect(await chargeOf(bundle.payment_intent_id)).toEqual({ captured: 499_700, refunded: 0 });
    expect(await mailsOf(email)).toEqual({ receipts: 2, refunds: 0 });
  });
});
