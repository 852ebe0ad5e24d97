import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, login, type Session, type TestApp } from "../test/app.ts";
import { joinDiscord } from "../test/discord-membership.ts";
import { CARDS, confirmInBrowser, createIntent, enroll, settle } from "../test/payments.ts";

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
});
afterAll(async () => {
  await t.close();
});

interface Metrics {
  from: string;
  to: string;
  revenue: {
    period: string;
    product: string;
    gross_cents: number;
    refunds_cents: number;
    net_cents: number;
  }[];
  plans: {
    plan: string;
    paying: number;
    new: number;
    mrr_cents: number;
    churn_voluntary: number;
  }[];
  courses: { course_id: number; enrolments: number }[];
  funnel: { course_id: number; position: number; learners: number }[];
  quizzes: { quiz_id: number; attempts: number; passed: number }[];
}
const metrics = async (query = "") => {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/admin/metrics${query}`,
    headers: bearer(admin.access_token),
  });
  return { status: response.statusCode, body: response.json<Metrics>() };
};

describe("GET /admin/metrics", () => {
  it("counts the new enrolment, a course sale and its refund, and a Discord member's MRR", async () => {
    const before = await metrics();
    expect(before.status).toBe(200);
    const email = "metrics.buyer@example.com";
    const intent = await createIntent(t.app, { course_id: 1, name: "Mia Metrics", email });
    await confirmInBrowser(t.app, intent.body.client_secret, CARDS.succeeds);
    await enroll(t.app, {
      course_id: 1,
      email,
      full_name: "Mia Metrics",
      client_secret: intent.body.client_secret,
    });
    await joinDiscord(t.app, { email: "metrics.member@example.com", tier: "pro" });
    await settle(t.app);
    const enrolled = (m: Metrics) => m.courses.find((c) => c.course_id === 1)?.enrolments ?? 0;
    expect(enrolled((await metrics()).body)).toBe(enrolled(before.body) + 1);
    const payment = await t.app.services.db
      .selectFrom("payments")
      .select("id")
      .where("buyer_email", "=", email)
      .executeTakeFirstOrThrow();
    const refund = await t.app.inject({
      method: "POST",
      url: `/api/admin/payments/payment-${payment.id}/refund`,
      headers: bearer(admin.access_token),
      payload: {
        reason: "Metrics test",
        idempotency_key: "metrics-refund-1",
        amount_cents: 10_000,
      },
    });
    expect(refund.statusCode).toBe(200);

    const after = await metrics();
    const today = new Date().toISOString().slice(0, 10);
    expect(after.body.revenue).toContainEqual({
      period: today,
      product: "course:1",
      gross_cents: 99_700,
      refunds_cents: 10_000,
      net_cents: 89_700,
    });
    expect(after.body.revenue.find((row) => row.product === "discord_pro")?.gross_cents).toBe(
      19_700,
    );
    const pro = after.body.plans.find((plan) => plan.plan === "discord_pro");
    const proBefore = before.body.plans.find((plan) => plan.plan === "discord_pro");
    expect(pro?.paying).toBe((proBefore?.paying ?? 0) + 1);
    expect(pro?.mrr_cents).toBe((proBefore?.mrr_cents ?? 0) + 19_700);
    expect(pro?.new).toBe((proBefore?.new ?? 0) + 1);
    for (const plan of after.body.plans) {
      expect(Number.isFinite(plan.churn_voluntary)).toBe(true);
    }
    const steps = after.body.funnel.filter((step) => step.course_id === 1);
    expect(steps.map((step) => step.position)).toEqual(steps.map((_, index) => index + 1));
  });

  it("groups by week and month, and refuses a period that runs backwards or too long", async () => {
    const week = await metrics("?from=2026-01-01&to=2026-03-31&granularity=week");
    expect(week.status).toBe(200);
    expect(week.body).toMatchObject({ from: "2026-01-01", to: "2026-03-31" });
    expect((await metrics("?from=2026-03-01&to=2026-01-01")).status).toBe(422);
    expect((await metrics("?from=2020-01-01&to=2026-01-01")).status).toBe(422);
    expect((await metrics("?from=2026-02-31")).status).toBe(422);
  });
});
