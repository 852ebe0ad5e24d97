import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, login, type Session, type TestApp } from "../test/app.ts";
import { courseStatus } from "../test/payment-plans.ts";
import { pausedPlan, planPaymentCall } from "../test/paused-plan.ts";
import { CARDS, confirmInBrowser, redeliverEveryEvent, settle } from "../test/payments.ts";

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PLAN_INSTALMENTS: "4" });
  admin = await login(t.app, "admin");
});
afterAll(async () => {
  await t.close();
});

interface Page {
  courses: {
    course_id: number;
    source: string;
    paused?: { plan_id: number; instalments: number; instalments_paid: number } | null;
  }[];
  payment_plans?: {
    id: number;
    course_name: string;
    status: string;
    instalments: number;
    instalments_paid: number;
    next_payment_date: string | null;
  }[];
  payments: { description: string; status: string }[];
}

const personPage = async (userId: number) => {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/admin/people/${userId}`,
    headers: bearer(admin.access_token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
};

const accessEntries = (planId: number) =>
  t.app.services.db
    .selectFrom("audit_log")
    .select(["action", "actor", "person_id", "details"])
    .where("target", "=", `payment-plan:${planId}`)
    .orderBy("id")
    .execute();

describe("payment plans in the owner's console (issue 48)", () => {
  const buyer = { course_id: 3, name: "Cora Console", email: "cora.console@example.com" };
  let token = "";
  let planId = 0;
  let userId = 0;

  it("shows a paused plan with its payments among the others, the pause audited once", async () => {
    ({ token, planId } = await pausedPlan(t.app, buyer));
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
    userId = me.json<{ id: number }>().id;
    const page = await personPage(userId);
    expect(page.payment_plans).toEqual([
      {
        id: planId,
        course_id: 3,
        course_name: "All In One + Mentorship",
        status: "paused",
        instalments: 4,
        instalments_paid: 2,
        instalment_cents: 124_925,
        next_payment_date: null,
      },
    ]);
    // The courses panel marks each enrolment the plan gave (All In One + Mentorship opens
    // courses 1 to 3): closed, by which plan, payment 3 of 4 due.
    const pause = { plan_id: planId, instalments: 4, instalments_paid: 2 };
    expect(page.courses).toEqual(
      [1, 2, 3].map((courseId) =>
        expect.objectContaining({ course_id: courseId, source: "payment", paused: pause }),
      ),
    );
    const planPayments = page.payments.filter((p) => p.description.includes("monthly payments"));
    // Newest first: the refused third payment, then the two paid.
    expect(planPayments.map((p) => p.status)).toEqual(["failed", "paid", "paid"]);
    const entries = await accessEntries(planId);
    expect(entries).toEqual([
      {
        action: "course.pause",
        actor: "system",
        person_id: userId,
        details: expect.objectContaining({ course_id: 3, payments_made: 2, instalments: 4 }),
      },
    ]);
  });

  it("audits the reopening once, however often the events come, and shows the plan active", async () => {
    const started = await planPaymentCall(t.app, token, planId, "start");
    await confirmInBrowser(t.app, started.body.client_secret ?? "", CARDS.succeeds);
    await Promise.all([
      planPaymentCall(t.app, token, planId, "confirm"),
      planPaymentCall(t.app, token, planId, "confirm"),
    ]);
    await settle(t.app);
    await redeliverEveryEvent(t.app, { order: "parallel" });
    await settle(t.app);
    expect(await courseStatus(t.app, token, 3)).toBe(200);
    const entries = await accessEntries(planId);
    expect(entries.map((entry) => entry.action)).toEqual(["course.pause", "course.reopen"]);
    expect(entries[1]?.details).toMatchObject({ payments_made: 3 });
    const page = await personPage(userId);
    expect(page.payment_plans?.[0]).toMatchObject({ status: "active", instalments_paid: 3 });
    expect(page.courses).toEqual(
      [1, 2, 3].map((courseId) =>
        expect.objectContaining({ course_id: courseId, source: "payment", paused: null }),
      ),
    );
    expect(page.payment_plans?.[0]?.next_payment_date).toEqual(expect.any(String));
    const audit = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit?person_id=${userId}`,
      headers: bearer(admin.access_token),
    });
    expect(audit.statusCode).toBe(200);
    expect(audit.body).toContain("course.reopen");
  });
});
