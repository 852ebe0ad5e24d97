import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_RENEWAL_ATTEMPTS, RETRY_DAYS } from "../stripe-standin/invoices.ts";
import { bearer, createTestApp, type TestApp } from "../test/app.ts";
import { confirmCardSetup } from "../test/discord-membership.ts";
import {
  accountPlans,
  advancePast,
  buyOnPlan,
  courseStatus,
  planRow,
  receiptSubjects,
} from "../test/payment-plans.ts";
import { CARDS, redeliverEveryEvent, settle, signInFromMail } from "../test/payments.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PLAN_INSTALMENTS: "4" });
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400;

async function subscriptionOf(email: string, courseId: number) {
  const row = await planRow(t.app, email, courseId);
  if (!row.provider_subscription_id) throw new Error("plan without a subscription");
  return t.app.services.payments.stripe.subscriptions.retrieve(row.provider_subscription_id);
}

async function invoicesOf(email: string, courseId: number) {
  const row = await planRow(t.app, email, courseId);
  const { stripe } = t.app.services.payments;
  const subscriptions = await stripe.subscriptions.list({
    customer: row.provider_customer_id,
    status: "all",
  });
  const mine = subscriptions.data.filter((s) => s.metadata["plan_id"] === String(row.id));
  const invoices = await Promise.all(
    mine.map((s) => stripe.invoices.list({ subscription: s.id, limit: 100 })),
  );
  return invoices.flatMap((list) => list.data);
}

describe("a payment plan paid to its end (4 × $249.25 for a $997 course)", () => {
  const buyer = { course_id: 2, name: "Pat Planner", email: "pat.plan@example.com" };
  let token = "";

  it("opens the course on the first payment, with the account and session of a purchase", async () => {
    const { started, enrolled } = await buyOnPlan(t.app, {
      ...buyer,
      attempt_id: "plan-attempt-1",
    });
    expect(started).toMatchObject({ instalments: 4, instalment_cents: 24_925 });
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.access_token).toEqual(expect.any(String));
    expect(enrolled.body.user?.courses).toContain("nascla");
    token = await signInFromMail(t.app, buyer.email);
    expect(await courseStatus(t.app, token, 2)).toBe(200);
    const [plan] = await accountPlans(t.app, token);
    expect(plan).toMatchObject({
      course_id: 2,
      status: "active",
      instalments: 4,
      instalments_paid: 1,
      paid_cents: 24_925,
      remaining_cents: 74_775,
      card: { last4: "4242" },
    });
    expect(plan?.next_payment_date).toEqual(expect.any(String));
  });

  it("takes payments 2 to 4 monthly, then ends the subscription by itself, access for good", async () => {
    for (let paid = 2; paid <= 4; paid++) {
      const [before] = await accountPlans(t.app, token);
      await advancePast(t.app, before?.next_payment_date ?? "");
      const [after] = await accountPlans(t.app, token);
      expect(after?.instalments_paid).toBe(paid);
    }
    const [done] = await accountPlans(t.app, token);
    expect(done).toMatchObject({
      status: "completed",
      instalments_paid: 4,
      paid_cents: 99_700,
      remaining_cents: 0,
      next_payment_date: null,
    });
    const subscription = await subscriptionOf(buyer.email, 2);
    expect(subscription.cancel_at_period_end).toBe(true);
    // A month on: the subscription has ended, and nothing more was invoiced.
    await advancePast(
      t.app,
      new Date(t.app.services.payments.standin!.now() * 1000 + 40 * DAY * 1000),
    );
    expect((await subscriptionOf(buyer.email, 2)).status).toBe("canceled");
    const invoices = await invoicesOf(buyer.email, 2);
    expect(invoices.map((i) => i.status)).toEqual(["paid", "paid", "paid", "paid"]);
    expect(invoices.reduce((sum, i) => sum + i.amount_paid, 0)).toBe(99_700);
    expect(await courseStatus(t.app, token, 2)).toBe(200);
    expect((await accountPlans(t.app, token))[0]?.status).toBe("completed");
  });

  it("mails one receipt per payment, saying which payment of how many", async () => {
    expect(await receiptSubjects(t.app, buyer.email)).toEqual([
      "Your receipt: General Contractor Licensing Course (Payment 1 of 4)",
      "Your receipt: General Contractor Licensing Course (Payment 2 of 4)",
      "Your receipt: General Contractor Licensing Course (Payment 3 of 4)",
      "Your receipt: General Contractor Licensing Course (Payment 4 of 4)",
    ]);
  });

  it("lists each payment in the payment history, with its receipt mailed", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/account/payments",
      headers: bearer(token),
    });
    const payments =
      response.json<
        { description: string; amount_cents: number; status: string; receipt_emailed: boolean }[]
      >();
    expect(payments).toHaveLength(4);
    for (const payment of payments)
      expect(payment).toMatchObject({
        description: "General Contractor Licensing Course (4 monthly payments)",
        amount_cents: 24_925,
        status: "paid",
        receipt_emailed: true,
      });
  });

  it("counts nothing twice when every event is delivered again, newest first or all at once", async () => {
    for (const order of ["newest first", "parallel"] as const) {
      const statuses = await redeliverEveryEvent(t.app, { order });
      expect(statuses.every((status) => status === 200)).toBe(true);
      await settle(t.app);
    }
    const instalments = await t.app.services.db
      .selectFrom("course_plan_instalments")
      .select("number")
      .where("plan_id", "=", (await planRow(t.app, buyer.email, 2)).id)
      .orderBy("number")
      .execute();
    expect(instalments.map((row) => row.number)).toEqual([1, 2, 3, 4]);
    expect(await receiptSubjects(t.app, buyer.email)).toHaveLength(4);
    expect((await accountPlans(t.app, token))[0]).toMatchObject({ status: "completed" });
  });

  it("lets nobody who owns the course start a plan for it", async () => {
    const again = await t.app.inject({
      method: "POST",
      url: "/api/payment-plans",
      payload: buyer,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(409);
  });
});

describe("the third payment declined: retries, pause, then paid again", () => {
  const buyer = { course_id: 3, name: "Dee Clined", email: "dee.plan@example.com" };
  let token = "";
  let lessonId = 0;

  it("pays twice, then the card on file starts failing", async () => {
    await buyOnPlan(t.app, buyer);
    token = await signInFromMail(t.app, buyer.email);
    const course = await t.app.services.catalogue.course(3);
    lessonId = course?.modules[0]?.lessons[0]?.id ?? 0;
    const completed = await t.app.inject({
      method: "POST",
      url: `/api/lessons/${lessonId}/complete`,
      headers: bearer(token),
    });
    expect(completed.statusCode).toBe(200);
    const [first] = await accountPlans(t.app, token);
    await advancePast(t.app, first?.next_payment_date ?? "");
    expect((await accountPlans(t.app, token))[0]?.instalments_paid).toBe(2);
    // The saved card now refuses every charge (cards.ts: 4000 0000 0000 0341).
    const subscription = await subscriptionOf(buyer.email, 3);
    await t.app.services.payments.stripe.subscriptions.update(subscription.id, {
      default_payment_method: "pm_card_chargeCustomerFail",
    });
  });

  it("retries a refused payment like a subscription, the course still open meanwhile", async () => {
    const [before] = await accountPlans(t.app, token);
    await advancePast(t.app, before?.next_payment_date ?? "");
    const [failing] = await accountPlans(t.app, token);
    expect(failing).toMatchObject({ status: "past_due", instalments_paid: 2 });
    expect(await courseStatus(t.app, token, 3)).toBe(200);
  });

  it("pauses access when the retries run out, progress kept", async () => {
    const standin = t.app.services.payments.standin!;
    for (let attempt = 2; attempt <= MAX_RENEWAL_ATTEMPTS; attempt++)
      await advancePast(t.app, new Date((standin.now() + RETRY_DAYS * DAY) * 1000));
    const [paused] = await accountPlans(t.app, token);
    expect(paused).toMatchObject({
      status: "paused",
      instalments_paid: 2,
      remaining_cents: 249_850,
      next_payment_date: null,
    });
    for (const course of [1, 2, 3]) expect(await courseStatus(t.app, token, course)).toBe(403);
    // One mail per refused try; the last says the course is paused.
    const failures = await t.app.services.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", buyer.email)
      .where("subject", "=", "Your payment for All In One + Mentorship (Payment 3 of 4) failed")
      .orderBy("id")
      .execute();
    expect(failures).toHaveLength(MAX_RENEWAL_ATTEMPTS);
    expect(failures[0]?.text_body).toContain("Your course stays open for now.");
    expect(failures.at(-1)?.text_body).toContain("the course is paused until the payment is made");
    const kept = await t.app.services.db
      .selectFrom("lesson_completions")
      .select("lesson_id")
      .where("lesson_id", "=", lessonId)
      .execute();
    expect(kept).toHaveLength(1);
  });

  it("opens the course again once the outstanding payment is made with a new card", async () => {
    const [paused] = await accountPlans(t.app, token);
    const setup = await t.app.inject({
      method: "POST",
      url: `/api/account/payment-plans/${paused?.id}/setup-intent`,
      headers: bearer(token),
    });
    expect(setup.statusCode).toBe(200);
    const card = await confirmCardSetup(
      t.app,
      setup.json<{ client_secret: string }>().client_secret,
      CARDS.succeeds,
    );
    const pay = () =>
      t.app.inject({
        method: "POST",
        url: `/api/account/payment-plans/${paused?.id}/pay`,
        headers: bearer(token),
        payload: { payment_method_id: card.paymentMethod },
      });
    // A double click: one payment.
    const [first, second] = await Promise.all([pay(), pay()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 200]);
    await settle(t.app);
    const [resumed] = await accountPlans(t.app, token);
    expect(resumed).toMatchObject({
      status: "active",
      instalments_paid: 3,
      remaining_cents: 124_925,
    });
    for (const course of [1, 2, 3]) expect(await courseStatus(t.app, token, course)).toBe(200);
    const progress = await t.app.inject({
      method: "GET",
      url: "/api/courses/3",
      headers: bearer(token),
    });
    expect(progress.body).toContain(`"id":${lessonId},`);
    expect(JSON.stringify(progress.json()).includes('"is_completed":true')).toBe(true);
    const invoices = await invoicesOf(buyer.email, 3);
    expect(invoices.filter((i) => i.status === "paid")).toHaveLength(3);
    expect(invoices.filter((i) => i.status === "open")).toHaveLength(0);
  });

  it("takes the last payment a month later and ends there", async () => {
    const [resumed] = await accountPlans(t.app, token);
    await advancePast(t.app, resumed?.next_payment_date ?? "");
    expect((await accountPlans(t.app, token))[0]).toMatchObject({
      status: "completed",
      instalments_paid: 4,
      remaining_cents: 0,
    });
    expect(await receiptSubjects(t.app, buyer.email)).toEqual(
      [1, 2, 3, 4].map((n) => `Your receipt: All In One + Mentorship (Payment ${n} of 4)`),
    );
  });
});
