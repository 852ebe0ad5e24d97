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

describe("GET /admin/people?figure=… (a figure's click-through)", () => {
  const people = async (query: string) => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/people?limit=100&${query}`,
      headers: bearer(admin.access_token),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const emails = async (query: string) =>
    ((await people(query)).body as { email: string }[]).map((person) => person.email);

  it("lists exactly the people each figure counts, and refunds move a buyer to refunded", async () => {
    const email = "behind.buyer@example.com";
    const intent = await createIntent(t.app, { course_id: 2, name: "Bea Behind", email });
    await confirmInBrowser(t.app, intent.body.client_secret, CARDS.succeeds);
    await enroll(t.app, {
      course_id: 2,
      email,
      full_name: "Bea Behind",
      client_secret: intent.body.client_secret,
    });
    await joinDiscord(t.app, { email: "behind.member@example.com", tier: "community" });
    await settle(t.app);
    const figures = (await metrics()).body;

    const enrolled = await emails("figure=enrolled&course_id=2");
    expect(enrolled).toContain(email);
    expect(enrolled).toHaveLength(figures.courses.find((c) => c.course_id === 2)?.enrolments ?? -1);
    expect(await emails("figure=enrolled&course_id=3")).not.toContain(email);
    const paying = await emails("figure=paying&plan=discord_community");
    expect(paying).toContain("behind.member@example.com");
    expect(paying).toHaveLength(
      figures.plans.find((plan) => plan.plan === "discord_community")?.paying ?? -1,
    );
    expect(await emails("figure=paying&plan=discord_pro")).not.toContain(
      "behind.member@example.com",
    );
    expect(await emails("figure=paid&product=course:2")).toContain(email);
    expect(await emails("figure=refunded&product=course:2")).not.toContain(email);

    const payment = await t.app.services.db
      .selectFrom("payments")
      .select("id")
      .where("buyer_email", "=", email)
      .executeTakeFirstOrThrow();
    const refund = await t.app.inject({
      method: "POST",
      url: `/api/admin/payments/payment-${payment.id}/refund`,
      headers: bearer(admin.access_token),
      payload: { reason: "Click-through test", idempotency_key: "behind-refund-1" },
    });
    expect(refund.statusCode).toBe(200);
    expect(await emails("figure=refunded&product=course:2")).toContain(email);
    // The search still narrows a figure's people by e-mail or name.
    expect(await emails("figure=paid&product=course:2&q=bea")).toEqual([email]);
    // Outside the period, nobody.
    expect(await emails("figure=paid&product=course:2&from=2026-01-01&to=2026-01-31")).toEqual([]);
  });

  it("lists who reactivated a plan, as the numbers page counts them from the audit log", async () => {
    const learner = await t.app.services.db
      .selectFrom("users")
      .select(["id", "email"])
      .where("email", "=", "learner@example.com")
      .executeTakeFirstOrThrow();
    // What the webhook writes when a member undoes a cancellation: cancelling, then active.
    for (const state of ["active", "active (cancelling)", "active"])
      await t.app.services.db
        .insertInto("audit_log")
        .values({
          actor: "webhook",
          action: "subscription.active",
          person_id: learner.id,
          target: "subscription:990001",
          details: JSON.stringify({ product: "calculator", state }),
        })
        .execute();
    const reactivated = await emails("figure=reactivated&plan=calculator");
    expect(reactivated).toContain(learner.email);
    const figures = (await metrics()).body as unknown as {
      plans: { plan: string; reactivated: number }[];
    };
    expect(reactivated).toHaveLength(
      figures.plans.find((plan) => plan.plan === "calculator")?.reactivated ?? -1,
    );
    expect(await emails("figure=reactivated&plan=discord_pro")).not.toContain(learner.email);
  });

  it("answers 422 naming the key a figure lacks, and refuses learners", async () => {
    const missing = await people("figure=enrolled");
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toBe('course_id: the figure "enrolled" needs it.');
    expect((await people("figure=paying")).body.detail).toBe('plan: the figure "paying" needs it.');
    expect((await people("figure=everyone")).status).toBe(422);
    const learner = await login(t.app, "learner");
    const refused = await t.app.inject({
      method: "GET",
      url: "/api/admin/people?figure=enrolled&course_id=1",
      headers: bearer(learner.access_token),
    });
    expect(refused.statusCode).toBe(403);
  });
});
