import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calculatorPlan,
  findOrCreateCustomer,
  startSubscription,
} from "../payments/subscriptions.ts";
import { bearer, createTestApp, login, type TestApp } from "../test/app.ts";
import { confirmCardSetup, joinDiscord } from "../test/discord-membership.ts";
import {
  CARDS,
  confirmInBrowser,
  createIntent,
  enroll,
  settle,
  signInFromMail,
} from "../test/payments.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Row {
  id: number;
  product: string;
  name: string;
  tier: string | null;
  status: string;
  amount_cents: number;
  billing_cycle: string;
  next_billing_date: string | null;
  cancel_at_period_end: boolean;
  card: { brand: string; last4: string; exp_month: number | null; exp_year: number | null } | null;
}

const get = async <T>(token: string, url: string) => {
  const response = await t.app.inject({ method: "GET", url, headers: bearer(token) });
  return { status: response.statusCode, body: response.json<T>() };
};
const post = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A calculator subscription started the way the calculator code does (payments helpers). */
async function payCalculator(email: string) {
  const { payments } = t.app.services;
  const customerId = await findOrCreateCustomer(payments, { email, name: "Casey Calc" });
  const started = await startSubscription(payments, {
    customerId,
    plan: calculatorPlan("yearly"),
    attempt: "calc-account-1",
    metadata: { product: "calculator" },
  });
  await confirmInBrowser(t.app, started.clientSecret, CARDS.succeeds);
  await settle(t.app);
}

describe("the account page's subscriptions and payments", () => {
  it("lists the Discord membership and the calculator subscription with card and next payment, and manages each", async () => {
    const email = "account.owner@example.com";
    const { subscribed } = await joinDiscord(t.app, {
      email,
      tier: "pro",
      billing_cycle: "monthly",
    });
    await payCalculator(email);
    // Managing needs the password (issue 45), which only the owner's mailbox has.
    const token = await signInFromMail(t.app, email);
    // A course bought with the same e-mail.
    const course = await createIntent(t.app, { course_id: 1, name: "Casey", email });
    await confirmInBrowser(t.app, course.body.client_secret, CARDS.succeeds);
    await enroll(t.app, {
      course_id: 1,
      email,
      full_name: "Casey",
      client_secret: course.body.client_secret,
    });

    const listed = await get<Row[]>(token, "/api/account/subscriptions");
    expect(listed.status).toBe(200);
    expect(
      listed.body.map((row) => [
        row.product,
        row.name,
        row.tier,
        row.amount_cents,
        row.billing_cycle,
      ]),
    ).toEqual([
      ["calculator", "Deal Analyzer Calculator", null, 9_000, "yearly"],
      ["discord", "Discord Pro", "pro", 19_700, "monthly"],
    ]);
    for (const row of listed.body) {
      expect(row.status).toBe("active");
      expect(row.card).toEqual({ brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 });
      expect(row.next_billing_date).not.toBeNull();
    }
    const calculator = listed.body[0];
    const discord = listed.body[1];
    if (!calculator || !discord) throw new Error("rows");
    expect(discord.id).toBe(subscribed.body.subscription.id);

    // Cancel the calculator at period end (the default), reactivate it, update its card.
    const cancelled = await post(token, `/api/account/subscriptions/${calculator.id}/cancel`);
    expect(cancelled.json()).toMatchObject({
      message: "Subscription will be cancelled at the end of the billing period.",
    });
    const afterCancel = await get<Row[]>(token, "/api/account/subscriptions");
    expect(afterCancel.body[0]).toMatchObject({
      cancel_at_period_end: true,
      next_billing_date: null,
    });
    expect(
      (await post(token, `/api/account/subscriptions/${calculator.id}/reactivate`)).statusCode,
    ).toBe(200);
    const setup = await post(token, `/api/account/subscriptions/${calculator.id}/setup-intent`);
    const card = await confirmCardSetup(
      t.app,
      setup.json<{ client_secret: string }>().client_secret,
      "5555555555554444",
    );
    const updated = await post(
      token,
      `/api/account/subscriptions/${calculator.id}/payment-method`,
      {
        payment_method_id: card.paymentMethod,
      },
    );
    expect(updated.json()).toEqual({ message: "Payment method updated successfully!" });
    const afterCard = await get<Row[]>(token, "/api/account/subscriptions");
    expect(afterCard.body[0]?.card?.last4).toBe("4444");
    expect(afterCard.body[0]?.cancel_at_period_end).toBe(false);

    // Cancel Discord now from the account page: the portal agrees.
    await post(token, `/api/account/subscriptions/${discord.id}/cancel?cancel_at_period_end=false`);
    const ended = await get<Row[]>(token, "/api/account/subscriptions");
    expect(ended.body[1]).toMatchObject({
      product: "discord",
      status: "canceled",
      next_billing_date: null,
    });

    // Payment history: the two first invoices and the course, newest first.
    const payments = await get<
      { description: string; amount_cents: number; status: string; reference: string }[]
    >(token, "/api/account/payments");
    expect(payments.status).toBe(200);
    expect(payments.body.map((p) => [p.description, p.amount_cents, p.status]).sort()).toEqual([
      ["Deal Analyzer Calculator (yearly)", 9_000, "paid"],
      ["Discord Pro (monthly)", 19_700, "paid"],
      ["Real Estate Developer Course", 99_700, "paid"],
    ]);
    // Our own receipt numbers, never the provider's ids (a payment id is no credential, but it
    // is the provider's business).
    for (const payment of payments.body) expect(payment.reference).toMatch(/^R-\d{6}$/);
    expect(new Set(payments.body.map((p) => p.reference)).size).toBe(3);
    const again = await get<{ reference: string }[]>(token, "/api/account/payments");
    expect(again.body.map((p) => p.reference)).toEqual(payments.body.map((p) => p.reference));
  });

  it("shows and changes only the caller's own subscriptions", async () => {
    const owner = await joinDiscord(t.app, { email: "owner.only@example.com", tier: "community" });
    const ownerToken = owner.subscribed.body.access_token ?? "";
    const learner = await login(t.app, "learner");
    const theirs = await get<Row[]>(learner.access_token, "/api/account/subscriptions");
    expect(theirs.body.map((row) => row.id)).not.toContain(owner.subscribed.body.subscription.id);
    const id = owner.subscribed.body.subscription.id;
    for (const url of [
      `/api/account/subscriptions/${id}/cancel`,
      `/api/account/subscriptions/${id}/reactivate`,
      `/api/account/subscriptions/${id}/setup-intent`,
    ])
      expect((await post(learner.access_token, url)).statusCode).toBe(403);
    const card = await post(
      learner.access_token,
      `/api/account/subscriptions/${id}/payment-method`,
      {
        payment_method_id: "pm_123",
      },
    );
    expect(card.statusCode).toBe(403);
    expect(
      (await post(learner.access_token, "/api/account/subscriptions/999999/cancel")).statusCode,
    ).toBe(404);
    expect((await get<Row[]>(ownerToken, "/api/account/subscriptions")).body[0]?.status).toBe(
      "active",
    );
    const anonymous = await t.app.inject({ method: "GET", url: "/api/account/payments" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 409 for the seeded membership that the team manages", async () => {
    const member = await login(t.app, "discord");
    const listed = await get<Row[]>(member.access_token, "/api/account/subscriptions");
    const seeded = listed.body.find((row) => row.product === "discord");
    expect(seeded).toMatchObject({ tier: "pro", status: "active" });
    const refused = await post(
      member.access_token,
      `/api/discord/cancel/${seeded?.id}?cancel_at_period_end=true`,
    );
    expect(refused.statusCode).toBe(409);
  });
});
