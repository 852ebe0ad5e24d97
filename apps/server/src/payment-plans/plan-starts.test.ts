import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlanCatalogue } from "../catalogue/plans.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { COURSE_PRICES_CENTS } from "../payments/prices.ts";
import { cancelNow } from "../payments/subscriptions.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { buyOnPlan, planRow, startPlan } from "../test/payment-plans.ts";
import { CARDS, confirmInBrowser, createIntent, enroll, settle } from "../test/payments.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PLAN_INSTALMENTS: "4" });
});
afterAll(async () => {
  await t.close();
});

async function catalogue(app = t.app): Promise<PlanCatalogue> {
  const response = await app.inject({ method: "GET", url: "/api/catalogue/plans" });
  return response.json<PlanCatalogue>();
}

describe("PAYMENT_PLAN_INSTALMENTS", () => {
  it("is off unless set", () => {
    expect(loadConfig({}).catalogue.paymentPlanInstalments).toBe(0);
    expect(loadConfig({ PAYMENT_PLAN_INSTALMENTS: "0" }).catalogue.paymentPlanInstalments).toBe(0);
  });

  it.each(["1", "13", "four", "-4", "4.0"])("refuses %j with a clear message", (raw) => {
    expect(() => loadConfig({ PAYMENT_PLAN_INSTALMENTS: raw })).toThrow(
      /PAYMENT_PLAN_INSTALMENTS must be 0 \(off\) or a whole number from 2 to 12/,
    );
  });

  it("refuses a count that would not split a course price into equal whole cents", () => {
    // $997 / 3 = $332.333...: never charged as an odd cent somewhere.
    expect(() => loadConfig({ PAYMENT_PLAN_INSTALMENTS: "3" })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_PLAN_INSTALMENTS: "3" })).toThrow(/equal payments/);
  });

  it("lists each course's plan, whose payments add up to the price exactly", async () => {
    const courses = (await catalogue()).products.filter((product) => product.kind === "course");
    expect(courses.map((course) => course.payment_plan)).toEqual([
      { id: "course-1-plan-4", instalments: 4, instalment_cents: 24_925, interval: "month" },
      { id: "course-2-plan-4", instalments: 4, instalment_cents: 24_925, interval: "month" },
      { id: "course-3-plan-4", instalments: 4, instalment_cents: 124_925, interval: "month" },
    ]);
    for (const course of courses) {
      const plan = course.payment_plan;
      expect((plan?.instalments ?? 0) * (plan?.instalment_cents ?? 0)).toBe(
        COURSE_PRICES_CENTS[course.course_id ?? 0],
      );
    }
  });

  it("off: no plan in the catalogue and none can be started", async () => {
    const off = await createTestApp();
    try {
      const products = (await catalogue(off.app)).products;
      expect(products.some((product) => "payment_plan" in product)).toBe(false);
      const started = await startPlan(off.app, {
        course_id: 3,
        name: "Off Person",
        email: "off.plan@example.com",
      });
      expect(started.status).toBe(403);
    } finally {
      await off.close();
    }
  });
});

describe("starting a plan exactly once", () => {
  it("answers a double click with the same first payment, and records one plan", async () => {
    const buyer = {
      course_id: 1,
      name: "Double Click",
      email: "double.plan@example.com",
      attempt_id: "double-click-1",
    };
    const [a, b] = await Promise.all([startPlan(t.app, buyer), startPlan(t.app, buyer)]);
    expect(a.status).toBe(200);
    expect(b.body.client_secret).toBe(a.body.client_secret);
    const rows = await t.app.services.db
      .selectFrom("course_payment_plans")
      .select("id")
      .where("buyer_email", "=", buyer.email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("keeps one plan when two tabs start and pay at once, the other payment refunded", async () => {
    const buyer = { course_id: 1, name: "Two Tabs", email: "tabs.plan@example.com" };
    const [a, b] = await Promise.all([
      startPlan(t.app, { ...buyer, attempt_id: "tab-one-aaaa" }),
      startPlan(t.app, { ...buyer, attempt_id: "tab-two-bbbb" }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await Promise.all(
      [a, b].map((tab) => confirmInBrowser(t.app, tab.body.client_secret, CARDS.succeeds)),
    );
    await settle(t.app);
    const plans = await t.app.services.db
      .selectFrom("course_payment_plans")
      .select(["id", "status", "first_payment_intent_id"])
      .where("buyer_email", "=", buyer.email)
      .orderBy("id")
      .execute();
    const paid = [];
    for (const plan of plans) {
      const intent = await t.app.services.payments.stripe.paymentIntents.retrieve(
        plan.first_payment_intent_id ?? "",
        { expand: ["latest_charge"] },
      );
      const charge = intent.latest_charge;
      const refunded = typeof charge === "object" && charge !== null ? charge.amount_refunded : 0;
      paid.push({ status: plan.status, charged: intent.status === "succeeded", refunded });
    }
    // However the race ran: one open plan, and no money kept for a plan that is not.
    expect(paid.map((p) => p.status).sort()).toEqual(["active", "canceled"]);
    for (const p of paid)
      if (p.status !== "active") expect(!p.charged || p.refunded === 24_925).toBe(true);
    const enrolments = await t.app.services.db
      .selectFrom("enrollments")
      .innerJoin("users", "users.id", "enrollments.user_id")
      .select(["enrollments.payment_plan_id"])
      .where("users.email", "=", buyer.email)
      .execute();
    const active = plans[paid.findIndex((p) => p.status === "active")];
    expect(enrolments).toEqual([{ payment_plan_id: active?.id }]);
  });

  it("retries a declined first payment on the same attempt, and gives nothing until paid", async () => {
    const buyer = {
      course_id: 1,
      name: "Try Again",
      email: "again.plan@example.com",
      attempt_id: "try-again-1",
    };
    const started = await startPlan(t.app, buyer);
    const declined = await confirmInBrowser(t.app, started.body.client_secret, CARDS.declined);
    expect(declined.status).toBe(402);
    const proof = {
      course_id: 1,
      email: buyer.email,
      full_name: buyer.name,
      payment_intent_id: started.body.payment_intent_id,
      client_secret: started.body.client_secret,
    };
    expect((await enroll(t.app, proof)).status).toBe(402);
    await settle(t.app);
    expect((await planRow(t.app, buyer.email, 1)).status).toBe("pending");
    const retried = await startPlan(t.app, buyer);
    expect(retried.body.client_secret).toBe(started.body.client_secret);
    await confirmInBrowser(t.app, retried.body.client_secret, CARDS.succeeds);
    const enrolled = await enroll(t.app, proof);
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.user?.courses).toEqual(["development"]);
  });

  it("refuses a second plan for a course its buyer already holds (owner or open plan)", async () => {
    const buyer = { course_id: 3, name: "Only Once", email: "once.plan@example.com" };
    await buyOnPlan(t.app, buyer);
    const second = await startPlan(t.app, { ...buyer, attempt_id: "second-plan-1" });
    expect(second.status).toBe(409);
    // Course 1 comes with course 3: owned, so no plan for it either.
    expect((await startPlan(t.app, { ...buyer, course_id: 1 })).status).toBe(409);
  });

  it("refunds and ends a plan whose buyer came to own the course while paying it", async () => {
    const buyer = { course_id: 2, name: "Race Owner", email: "race.owner@example.com" };
    // Tab A starts a plan; tab B buys the course in full; then tab A pays.
    const plan = await startPlan(t.app, { ...buyer, attempt_id: "race-plan-1" });
    const intent = await createIntent(t.app, { ...buyer, attempt_id: "race-full-1" });
    await confirmInBrowser(t.app, intent.body.client_secret, CARDS.succeeds);
    const full = await enroll(t.app, {
      course_id: 2,
      email: buyer.email,
      full_name: buyer.name,
      payment_intent_id: intent.body.payment_intent_id,
      client_secret: intent.body.client_secret,
    });
    expect(full.status).toBe(200);
    await confirmInBrowser(t.app, plan.body.client_secret, CARDS.succeeds);
    const late = await enroll(t.app, {
      course_id: 2,
      email: buyer.email,
      full_name: buyer.name,
      payment_intent_id: plan.body.payment_intent_id,
      client_secret: plan.body.client_secret,
    });
    expect(late.status).toBe(409);
    await settle(t.app);
    const row = await planRow(t.app, buyer.email, 2);
    expect(row.status).toBe("canceled");
    const { stripe } = t.app.services.payments;
    const charged = await stripe.paymentIntents.retrieve(plan.body.payment_intent_id, {
      expand: ["latest_charge"],
    });
    const charge = charged.latest_charge;
    expect(typeof charge === "object" && charge?.amount_refunded).toBe(24_925);
    const subscription = await stripe.subscriptions.retrieve(row.provider_subscription_id ?? "");
    expect(subscription.status).toBe("canceled");
    const mails = await t.app.services.db
      .selectFrom("mail_outbox")
      .select("subject")
      .where("to_address", "=", buyer.email)
      .execute();
    const subjects = mails.map((mail) => mail.subject);
    expect(subjects.filter((s) => s.endsWith("was refunded"))).toHaveLength(1);
    expect(subjects.some((s) => s.includes("Payment 1 of 4"))).toBe(false);
    // The course stays, given by the full purchase.
    const enrolment = await t.app.services.db
      .selectFrom("enrollments")
      .innerJoin("users", "users.id", "enrollments.user_id")
      .select(["enrollments.payment_plan_id", "enrollments.payment_id"])
      .where("users.email", "=", buyer.email)
      .execute();
    expect(enrolment).toEqual([{ payment_plan_id: null, payment_id: expect.any(Number) }]);
  });

  it("ends a plan's subscription once when its webhook and its paying page both end it", async () => {
    // The race above on a busy PostgreSQL: the webhook's sync and the page's sync both found
    // the buyer owned the course and both cancelled; the provider refuses a second cancel.
    const buyer = { course_id: 1, name: "Two Enders", email: "two.enders@example.com" };
    await buyOnPlan(t.app, buyer);
    const id = (await planRow(t.app, buyer.email, 1)).provider_subscription_id ?? "";
    const { payments } = t.app.services;
    const both = await Promise.all([cancelNow(payments, id), cancelNow(payments, id)]);
    expect(both.map((state) => state.status)).toEqual(["canceled", "canceled"]);
    expect((await cancelNow(payments, id)).status).toBe("canceled");
  });
});
