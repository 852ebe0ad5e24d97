import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, login, type TestApp } from "../test/app.ts";
import {
  advance,
  confirmCardSetup,
  joinDiscord,
  type DiscordRecord,
} from "../test/discord-membership.ts";
import {
  CARDS,
  confirmInBrowser,
  createIntent,
  enroll,
  mailTo,
  redeliverEveryEvent,
  settle,
  signInFromMail,
} from "../test/payments.ts";
import { pdfText, pdfTitle } from "../../../../tooling/pdf-text.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400;
const post = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: bearer(token), ...(payload ? { payload } : {}) });
const get = (token: string, url: string) =>
  t.app.inject({ method: "GET", url, headers: bearer(token) });

interface Payment {
  id: string;
  description: string;
  status: string;
  reference: string;
  receipt_emailed: boolean;
  receipt_pdf: boolean;
}

async function portal(token: string, userId: number) {
  return (await get(token, `/api/discord/subscription/${userId}`)).json<DiscordRecord>();
}

async function updateCard(token: string, id: number, card: string) {
  const setup = await post(token, `/api/account/subscriptions/${id}/setup-intent`);
  const confirmed = await confirmCardSetup(
    t.app,
    setup.json<{ client_secret: string }>().client_secret,
    card,
  );
  const updated = await post(token, `/api/account/subscriptions/${id}/payment-method`, {
    payment_method_id: confirmed.paymentMethod,
  });
  await settle(t.app);
  return updated;
}

const subjects = async (email: string) => (await mailTo(t.app, email)).map((m) => m.subject);

async function handleEveryEventAgain() {
  const statuses = await redeliverEveryEvent(t.app);
  expect(statuses.every((status) => status === 200)).toBe(true);
}

describe("the customer's billing mails and receipts", () => {
  it("mails each payment, failed renewal, card change, cancellation, reactivation and end once", async () => {
    const email = "notices@example.com";
    const { subscribed } = await joinDiscord(t.app, {
      email,
      tier: "pro",
      name: "Nia Notice",
    });
    const token = await signInFromMail(t.app, email);
    const id = subscribed.body.subscription.id;
    await settle(t.app);
    const userId = (await get(token, "/api/auth/me")).json<{ id: number }>().id;

    const receipts = (await mailTo(t.app, email)).filter((m) =>
      m.subject.startsWith("Your receipt"),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toBe("Your receipt: Discord Pro (monthly)");
    expect(receipts[0]?.text_body).toContain("Subscription: Discord Pro (monthly)");
    expect(receipts[0]?.text_body).toContain("Amount: $197.00");
    expect(receipts[0]?.text_body).toContain("Paid with: Card ending in 4242");
    expect(receipts[0]?.text_body).toMatch(/Reference: R-\d{6}/);

    // A card whose charges fail replaces the first one; the renewal fails with a way out.
    expect((await updateCard(token, id, CARDS.chargeFails)).statusCode).toBe(200);
    const joined = await portal(token, userId);
    const now = t.app.services.payments.standin?.now() ?? 0;
    await advance(t.app, Date.parse(joined.current_period_end) / 1000 - now + DAY);
    expect((await portal(token, userId)).status).toBe("past_due");
    const failed = (await mailTo(t.app, email)).find((m) => m.subject.includes("failed"));
    expect(failed?.subject).toBe("Your payment for Discord Pro (monthly) failed");
    expect(failed?.text_body).toMatch(
      /We could not charge \$197\.00 to your Visa card ending in \d{4}/,
    );
    expect(failed?.text_body).toMatch(/We will try the card again on \w+ \d{1,2}, \d{4}/);
    expect(failed?.text_body).toContain("/manage-subscription");

    // A good card: charged at once (a second receipt), and announced as a change.
    expect((await updateCard(token, id, CARDS.succeeds)).statusCode).toBe(200);
    expect((await portal(token, userId)).status).toBe("active");

    // Cancel at period end, reactivate, then cancel now.
    await post(token, `/api/account/subscriptions/${id}/cancel`);
    await settle(t.app);
    await post(token, `/api/account/subscriptions/${id}/reactivate`);
    await settle(t.app);
    await post(token, `/api/account/subscriptions/${id}/cancel?cancel_at_period_end=false`);
    await settle(t.app);

    const expected = [
      "Your receipt: Discord Pro (monthly)",
      "Your card for Discord Pro (monthly) was updated",
      "Your payment for Discord Pro (monthly) failed",
      "Your card for Discord Pro (monthly) was updated",
      "Your receipt: Discord Pro (monthly)",
      expect.stringMatching(
        /^Your Discord Pro \(monthly\) subscription will end on \w+ \d{1,2}, \d{4}$/,
      ),
      "Your Discord Pro (monthly) subscription continues",
      "Your Discord Pro (monthly) subscription has ended",
    ];
    const billing = (await subjects(email)).filter((s) => s.includes("Discord Pro (monthly)"));
    expect(billing).toEqual(expected);
    const reactivated = (await mailTo(t.app, email)).find((m) => m.subject.endsWith("continues"));
    expect(reactivated?.text_body).toMatch(/The next payment of \$197\.00 is due on/);

    // Every event handled again (a crash before each was marked processed): no second mail.
    const before = (await mailTo(t.app, email)).length;
    await handleEveryEventAgain();
    await settle(t.app);
    expect((await mailTo(t.app, email)).length).toBe(before);

    // The account page says a receipt was e-mailed only where one was.
    const payments = (await get(token, "/api/account/payments")).json<Payment[]>();
    const paid = payments.filter((p) => p.status === "paid");
    expect(paid).toHaveLength(2);
    for (const payment of paid)
      expect(payment).toMatchObject({ receipt_emailed: true, receipt_pdf: true });
  });

  it("ends a membership whose renewals all failed with the reason, and an unpaid start unmailed", async () => {
    const email = "ended.unpaid@example.com";
    const { subscribed } = await joinDiscord(t.app, { email, tier: "community" });
    const token = await signInFromMail(t.app, email);
    const id = subscribed.body.subscription.id;
    await updateCard(token, id, CARDS.chargeFails);
    const userId = (await get(token, "/api/auth/me")).json<{ id: number }>().id;
    const joined = await portal(token, userId);
    const now = t.app.services.payments.standin?.now() ?? 0;
    await advance(t.app, Date.parse(joined.current_period_end) / 1000 - now + DAY);
    for (let retry = 0; retry < 4; retry++) await advance(t.app, 3 * DAY + 60);
    const mails = await mailTo(t.app, email);
    const ended = mails.filter((m) => m.subject.endsWith("subscription has ended"));
    expect(ended).toHaveLength(1);
    expect(ended[0]?.text_body).toContain("because we could not charge your card");
    expect(ended[0]?.text_body).toContain("/discord");
    const lastTry = mails.filter((m) => m.subject.endsWith("failed")).at(-1);
    expect(lastTry?.text_body).toContain("This was the last attempt");

    // A start never paid, cancelled: no "has ended" for what never began.
    const { stripe } = t.app.services.payments;
    const other = "never.paid@example.com";
    const customer = await stripe.customers.create({ email: other, name: "Never Paid" });
    const price = (await stripe.prices.list({ lookup_keys: ["discord_pro_monthly_19700"] }))
      .data[0];
    const unpaid = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price?.id ?? "" }],
      payment_behavior: "default_incomplete",
      metadata: { product: "discord" },
    });
    await stripe.subscriptions.cancel(unpaid.id);
    await settle(t.app);
    expect(await subjects(other)).toEqual([]);
  });
});

describe("PDF receipts", () => {
  it("gives the owner a PDF of each paid payment, marked test mode, and nobody else", async () => {
    const email = "pdf.buyer@example.com";
    const course = await createIntent(t.app, { course_id: 1, name: "Pat Pdf", email });
    await confirmInBrowser(t.app, course.body.client_secret, CARDS.succeeds);
    const enrolled = await enroll(t.app, {
      course_id: 1,
      email,
      full_name: "Pat Pdf",
      client_secret: course.body.client_secret,
    });
    const token = enrolled.body.access_token ?? "";
    await settle(t.app);
    const [payment] = (await get(token, "/api/account/payments")).json<Payment[]>();
    expect(payment).toMatchObject({ status: "paid", receipt_emailed: true, receipt_pdf: true });
    const url = `/api/account/payments/${payment?.id}/receipt`;

    const pdf = await get(token, url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(
      `attachment; filename="receipt-${payment?.reference}.pdf"`,
    );
    const text = pdfText(pdf.rawPayload);
    for (const line of [
      "TEST MODE - no real money was charged",
      payment?.reference ?? "",
      "Pat Pdf <pdf.buyer@example.com>",
      "VISA ending in 4242",
      "Real Estate Developer Course",
      "Total paid: $997.00",
      "Paid",
    ])
      expect(text).toContain(line);
    expect(pdfTitle(pdf.rawPayload)).toBe(
      `Receipt ${payment?.reference}: Real Estate Developer Course`,
    );

    // Someone else's payment, an unknown id, a bad id, no session.
    const learner = await login(t.app, "learner");
    expect((await get(learner.access_token, url)).statusCode).toBe(404);
    expect((await get(token, "/api/account/payments/payment-999999/receipt")).statusCode).toBe(404);
    expect((await get(token, "/api/account/payments/a%20b/receipt")).statusCode).toBe(422);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });
});
