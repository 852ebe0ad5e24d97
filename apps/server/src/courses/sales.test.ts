import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, login, type TestApp } from "../test/app.ts";
import { createIntent, mailTo } from "../test/payments.ts";
import { PAYMENTS_DISABLED, TEST_MODE_OFF } from "../http/messages.ts";

describe("with everything on sale in test mode (the embedded default)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEV_ROUTES: "true" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("enrols through /enroll/test without payment, creating the account", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/enroll/test",
      payload: { course_id: 2, email: "tester@example.com", full_name: "  Test Er " },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      access_token: string;
      temp_password: string;
      user: { full_name: string; courses: string[] };
    }>();
    expect(body.user).toMatchObject({ full_name: "Test Er", courses: ["nascla"] });
    expect(body.temp_password).toEqual(expect.any(String));
    expect(body.access_token).toEqual(expect.any(String));
    expect((await mailTo(t.app, "tester@example.com")).map((m) => m.subject)).toEqual([
      "Your Academy account",
    ]);
  });

  it("answers the spec's message for a blank name", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/payments/create-intent",
      payload: { course_id: 1, name: "   ", email: "blank@example.com" },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: ["Please fill in all required fields"] });
  });

  it("records a manual payment for an admin only, with who recorded it", async () => {
    const payload = {
      email: "cash.buyer@example.com",
      full_name: "Cash Buyer",
      course_id: 3,
      amount_cents: 499_700,
      note: "Bank transfer",
    };
    const anonymous = await t.app.inject({ method: "POST", url: "/api/payments/manual", payload });
    expect(anonymous.statusCode).toBe(401);
    const learner = await login(t.app, "learner");
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/payments/manual",
      payload,
      headers: bearer(learner.access_token),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: "Admin access required" });
    const admin = await login(t.app, "admin");
    const recorded = await t.app.inject({
      method: "POST",
      url: "/api/payments/manual",
      payload,
      headers: bearer(admin.access_token),
    });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toMatchObject({
      method: "manual",
      course_id: 3,
      amount_cents: 499_700,
      recorded_by: admin.user.id,
      status: "succeeded",
    });
    const mails = await mailTo(t.app, "cash.buyer@example.com");
    expect(mails.map((m) => m.subject)).toEqual([
      "Your Academy account",
      "Your receipt: All In One + Mentorship",
    ]);
    expect(mails[1]?.text_body).toContain("Amount: $4,997.00");
  });

  it("sends a welcome mail on sign-up", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: "signup@example.com", password: "Str0ng!pass", full_name: "Sign Up" },
    });
    expect(response.statusCode).toBe(201);
    expect((await mailTo(t.app, "signup@example.com")).map((m) => m.subject)).toEqual([
      "Welcome to the Academy",
    ]);
  });

  it("serves the Stripe.js stand-in as JavaScript, revalidated", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/stripe-standin/stripe.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain('Stripe.version = "endive"');
  });

  it("lists purchase attempts and charges for end-to-end tests, and moves the stand-in's clock", async () => {
    const { confirmInBrowser, CARDS, settle } = await import("../test/payments.ts");
    const intent = await createIntent(t.app, {
      course_id: 1,
      name: "Counted",
      email: "counted@example.com",
    });
    await confirmInBrowser(t.app, intent.body.client_secret, CARDS.succeeds);
    await settle(t.app);
    const listed = await t.app.inject({
      method: "GET",
      url: "/api/dev/payments?email=counted@example.com",
    });
    const body = listed.json<{
      payments: { status: string; amount_cents: number }[];
      charges: { payment_intent: string; status: string }[];
    }>();
    expect(body.payments).toMatchObject([{ status: "succeeded", amount_cents: 99_700 }]);
    expect(
      body.charges.filter((c) => c.payment_intent === intent.body.payment_intent_id),
    ).toMatchObject([{ status: "succeeded" }]);
    const before = t.app.services.payments.standin?.now() ?? 0;
    const moved = await t.app.inject({
      method: "POST",
      url: "/api/dev/payments/clock",
      payload: { seconds: 3600 },
    });
    expect(moved.statusCode).toBe(200);
    expect(t.app.services.payments.standin?.now() ?? 0).toBeGreaterThanOrEqual(before + 3600);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/dev/payments/clock",
          payload: { seconds: -5 },
        })
      ).statusCode,
    ).toBe(422);
  });

  it("refuses the secret key on the browser side of the stand-in", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/stripe-standin/v1/customers",
      headers: { authorization: `Bearer ${t.app.services.payments.standin?.keys.secretKey}` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("with course sales closed and test mode off", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      DEV_ROUTES: "true",
      SALES_COURSES: "false",
      PAYMENTS_TEST_MODE: "false",
      SALES_CALCULATOR: "admin_only",
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers the spec's payments-disabled message and refuses test enrolment", async () => {
    const intent = await createIntent(t.app, {
      course_id: 1,
      name: "Too Early",
      email: "early@example.com",
    });
    expect(intent.status).toBe(403);
    expect(intent.body.detail).toBe(PAYMENTS_DISABLED);
    const test = await t.app.inject({
      method: "POST",
      url: "/api/enroll/test",
      payload: { course_id: 1, email: "early@example.com", full_name: "Too Early" },
    });
    expect(test.statusCode).toBe(403);
    expect(test.json()).toEqual({ detail: TEST_MODE_OFF });
    const config = await t.app.inject({ method: "GET", url: "/api/payments/config" });
    expect(config.json()).toMatchObject({
      test_mode: false,
      sales: { courses: false, calculator: "admin_only", discord: true },
    });
  });
});

describe("with real Stripe keys", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      DEV_ROUTES: "true",
      STRIPE_SECRET_KEY: "sk_test_unused",
      STRIPE_PUBLISHABLE_KEY: "pk_test_unused",
      STRIPE_WEBHOOK_SECRET: "whsec_unused",
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("never serves the stand-in and tells the site to load real Stripe.js", async () => {
    expect(
      (await t.app.inject({ method: "GET", url: "/api/stripe-standin/stripe.js" })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/payments/config" })).json(),
    ).toMatchObject({ publishable_key: "pk_test_unused", stripe_js_url: null });
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/dev/payments/clock",
          payload: { seconds: 60 },
        })
      ).statusCode,
    ).toBe(404);
  });
});
