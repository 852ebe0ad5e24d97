import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { intentBody } from "../calculator/calculator-test-helpers.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { CARDS, confirmInBrowser, createIntent, settle } from "../test/payments.ts";

// Issue 25 item 5, as the attacks: rapid calls on every purchase route, card testing, and
// probing e-mails. The counters use the rate-limit store the server is configured with (the
// database store shares them between instances; handlers/login-limits.test.ts runs both).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Each purchase route with a body it refuses quickly once past the limits (no provider call). */
const ROUTES: [string, (email: string) => Record<string, unknown>][] = [
  ["/api/payments/create-intent", (email) => ({ course_id: 999, name: "Rapid", email })],
  [
    "/api/enroll",
    (email) => ({ course_id: 1, email, full_name: "Rapid", client_secret: "not-a-secret" }),
  ],
  [
    "/api/payments/create-checkout-session",
    (email) => ({
      course_id: 999,
      email,
      success_url: "http://academy.test/done",
      cancel_url: "http://academy.test/",
    }),
  ],
  ["/api/calculator/create-subscription-intent", (email) => ({ ...intentBody(email), name: " " })],
  [
    "/api/calculator/subscribe",
    (email) => ({
      email,
      full_name: "Rapid",
      billing_cycle: "monthly",
      payment_intent_id: "pi_x",
      client_secret: "not-a-secret",
      test_mode: false,
    }),
  ],
  [
    "/api/discord/create-subscription-intent",
    (email) => ({ tier: "pro", billing_cycle: "monthly", amount: 1, email, name: "Rapid" }),
  ],
  [
    "/api/discord/subscribe",
    (email) => ({
      payment_intent_id: "pi_x",
      client_secret: "not-a-secret",
      tier: "pro",
      billing_cycle: "monthly",
      email,
      full_name: "Rapid",
    }),
  ],
];

const call = (url: string, payload: Record<string, unknown>, ip: string) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress: ip });

describe("purchase routes are rate-limited", () => {
  it("answers 429 with Retry-After to 20 of 120 rapid calls from one IP, on each of the seven routes", async () => {
    await t.app.services.limits.purchase.clear();
    for (const [index, [url, body]] of ROUTES.entries()) {
      const answers = await Promise.all(
        Array.from({ length: 120 }, (_, i) =>
          call(url, body(`rapid${i}@example.com`), `10.20.0.${index}`),
        ),
      );
      const limited = answers.filter((answer) => answer.statusCode === 429);
      expect(limited, url).toHaveLength(20);
      expect(
        answers.filter((answer) => answer.statusCode >= 500),
        url,
      ).toHaveLength(0);
      expect(Number(limited[0]?.headers["retry-after"])).toBeGreaterThan(0);
      expect(limited[0]?.json()).toEqual({
        detail: "Too many payment requests from here. Please wait a few minutes and try again.",
      });
    }
    // 840 requests: within the project's ceiling for a hang (vitest.config.ts), not a speed check.
  });

  it("limits one e-mail to 20 calls whatever IPs they come from", async () => {
    await t.app.services.limits.purchase.clear();
    const [url, body] = ROUTES[0] ?? ["", () => ({})];
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        call(url, body("one.target@example.com"), `10.21.${i >> 8}.${i & 255}`),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(100);
  });
});

describe("card testing", () => {
  it("refuses the intent, the client's IP and its e-mail after 5 declines: 30 declines, then a valid card, do not pass", async () => {
    await t.app.services.limits.purchase.clear();
    const email = "card.tester@example.com";
    const ip = "10.30.0.1";
    const intent = await t.app.inject({
      method: "POST",
      url: "/api/payments/create-intent",
      payload: { course_id: 1, name: "Card Tester", email },
      remoteAddress: ip,
    });
    expect(intent.statusCode).toBe(200);
    const secret = intent.json<{ client_secret: string }>().client_secret;
    const outcomes: number[] = [];
    for (let i = 0; i < 30; i++) {
      outcomes.push((await confirmInBrowser(t.app, secret, CARDS.declined)).status);
      await settle(t.app);
    }
    // Five declines, then the intent is cancelled and every confirmation is refused.
    expect(outcomes.slice(0, 5)).toEqual([402, 402, 402, 402, 402]);
    expect(outcomes.slice(5).every((status) => status === 400)).toBe(true);
    const valid = await confirmInBrowser(t.app, secret, CARDS.succeeds);
    expect(valid.body.status).not.toBe("succeeded");
    expect(valid.status).toBe(400);

    const sameIp = await call(
      "/api/payments/create-intent",
      { course_id: 1, name: "Card Tester", email: "fresh.mail@example.com" },
      ip,
    );
    const sameEmail = await call(
      "/api/discord/create-subscription-intent",
      { tier: "pro", billing_cycle: "monthly", amount: 19_700, email, name: "Card Tester" },
      "10.30.0.2",
    );
    for (const refused of [sameIp, sameEmail]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ detail: string }>().detail).toMatch(/Too many declined payments/);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
    const someoneElse = await createIntent(t.app, {
      course_id: 1,
      name: "Honest Buyer",
      email: "honest@example.com",
    });
    expect(someoneElse.status).toBe(200);
  });
});

describe("purchase routes and what they tell about e-mails", () => {
  it("refuse a member's e-mail before any charge, and only as often as the e-mail's limit allows", async () => {
    await t.app.services.limits.purchase.clear();
    const join = (email: string, ip = "10.40.0.1") =>
      call(
        "/api/discord/create-subscription-intent",
        { tier: "pro", billing_cycle: "monthly", amount: 19_700, email, name: "Probe" },
        ip,
      );
    // Issue 45: a guest typing a member's e-mail is told so before paying (no charge, no
    // refund, no provider fee), with a way to sign in.
    const member = await join("discord@example.com");
    expect(member.statusCode).toBe(409);
    expect(member.json()).toMatchObject({ action: "log_in" });
    expect((await join("nobody.member@example.com")).statusCode).toBe(200);
    // Asking about one e-mail is bounded by its limit (20 in 10 minutes), from any IP.
    const probes = await Promise.all(
      Array.from({ length: 25 }, (_, i) => join("discord@example.com", `10.41.0.${i + 1}`)),
    );
    const statuses = probes.map((probe) => probe.statusCode);
    expect(statuses.filter((status) => status === 409).length).toBeLessThanOrEqual(19);
    expect(statuses).toContain(429);

    // An admin's free pass is not a paid subscription: answered as any other e-mail.
    const calc = (email: string) =>
      call("/api/calculator/create-subscription-intent", intentBody(email), "10.40.0.2");
    const admin = await calc("admin@example.com");
    const unknown = await calc("nobody.calc@example.com");
    expect(admin.statusCode).toBe(unknown.statusCode);
  });
});
