import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, demoAccount, login, type TestApp } from "../test/app.ts";
import { createDiscordIntent, joinDiscord, subscribeDiscord } from "../test/discord-membership.ts";
import { CARDS, confirmInBrowser, mailTo, settle } from "../test/payments.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("joining the Discord community", () => {
  it("a guest pays Pro yearly with 4242: account, welcome mail with password and invite, session", async () => {
    const email = "new.member@example.com";
    const { paid, subscribed } = await joinDiscord(t.app, {
      email: "New.Member@Example.com",
      tier: "pro",
      billing_cycle: "yearly",
      name: "Nina Member",
    });
    expect(paid.body.status).toBe("succeeded");
    expect(subscribed.status).toBe(200);
    expect(subscribed.body.existing_account).toBe(false);
    expect(subscribed.body.access_token).toBeTruthy();
    expect(subscribed.body.subscription).toMatchObject({
      tier: "pro",
      status: "active",
      amount_cents: 199_700,
      billing_cycle: "yearly",
      cancel_at_period_end: false,
    });
    await settle(t.app);
    const mails = await mailTo(t.app, email);
    // The welcome and the payment's receipt (billing-notices.ts), in either order.
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      "Welcome to the Pro tier",
      "Your receipt: Discord Pro (yearly)",
    ]);
    const body = mails.find((mail) => mail.subject.startsWith("Welcome"))?.text_body ?? "";
    expect(body).toContain("Payment successful! Welcome to the Pro tier ($1,997.00 per year).");
    expect(body).toMatch(/Password: \S{14}/);
    expect(body).toMatch(/https:\/\/discord\.gg\/\S+/);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: bearer(subscribed.body.access_token ?? ""),
    });
    expect(me.json<{ email: string }>().email).toBe(email);
  });

  it("an existing account joins: no session from an e-mail alone, a welcome mail without a password", async () => {
    const learner = demoAccount("learner");
    const { subscribed } = await joinDiscord(t.app, {
      email: learner.email,
      tier: "community",
      billing_cycle: "monthly",
    });
    expect(subscribed.status).toBe(200);
    expect(subscribed.body.existing_account).toBe(true);
    expect(subscribed.body.access_token).toBeUndefined();
    expect(subscribed.body.subscription).toMatchObject({ tier: "community", amount_cents: 9_700 });
    await settle(t.app);
    const mails = await mailTo(t.app, learner.email);
    const welcome = mails.filter((mail) => mail.subject === "Welcome to the Community tier");
    expect(welcome).toHaveLength(1);
    expect(welcome[0]?.text_body).toContain("your existing password");
    expect(welcome[0]?.text_body).not.toContain("Password:");
    const session = await login(t.app, "learner");
    const portal = await t.app.inject({
      method: "GET",
      url: `/api/discord/subscription/${session.user.id}`,
      headers: bearer(session.access_token),
    });
    expect(portal.json()).toMatchObject({ tier: "community", status: "active" });
  });

  it("is idempotent: one subscription per attempt, one welcome mail however often subscribe and the webhook come", async () => {
    const email = "twice@example.com";
    const input = { email, attempt_id: "attempt-twice-1" };
    const first = await createDiscordIntent(t.app, input);
    const again = await createDiscordIntent(t.app, input);
    expect(again.body.client_secret).toBe(first.body.client_secret);
    await confirmInBrowser(t.app, first.body.client_secret, CARDS.succeeds);
    const client_secret = first.body.client_secret;
    const answers = await Promise.all([
      subscribeDiscord(t.app, { ...input, client_secret }),
      subscribeDiscord(t.app, { ...input, client_secret }),
    ]);
    await settle(t.app);
    const third = await subscribeDiscord(t.app, { ...input, client_secret });
    expect([...answers, third].map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set([...answers, third].map((a) => a.body.subscription.id)).size).toBe(1);
    expect((await mailTo(t.app, email)).map((mail) => mail.subject).sort()).toEqual([
      "Welcome to the Pro tier",
      "Your receipt: Discord Pro (monthly)",
    ]);
    const charges = await t.app.services.payments.stripe.invoices.list({
      customer: first.body.customer_id,
    });
    expect(charges.data.filter((invoice) => invoice.status === "paid")).toHaveLength(1);
    // A signed-in member with a live membership cannot start a second one (a guest typing the
    // e-mail is answered as any e-mail is: the route tells nobody who is a member).
    const token = answers.find((a) => a.body.access_token)?.body.access_token ?? "";
    const second = await createDiscordIntent(
      t.app,
      { email, tier: "community" },
      { authorization: `Bearer ${token}` },
    );
    expect(second.status).toBe(409);
  });

  it("welcomes the member from the webhook when the browser never calls subscribe", async () => {
    const email = "closed.tab@example.com";
    const intent = await createDiscordIntent(t.app, {
      email,
      tier: "pro",
      billing_cycle: "monthly",
    });
    await confirmInBrowser(t.app, intent.body.client_secret, CARDS.succeeds);
    await settle(t.app);
    const mails = await mailTo(t.app, email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      "Welcome to the Pro tier",
      "Your receipt: Discord Pro (monthly)",
    ]);
    const welcome = mails.find((mail) => mail.subject.startsWith("Welcome"));
    expect(welcome?.text_body).toMatch(/Password: \S{14}/);
    const later = await subscribeDiscord(t.app, {
      email,
      client_secret: intent.body.client_secret,
    });
    // The account was made for this payment: the paying browser may still sign in.
    expect(later.body.access_token).toBeTruthy();
    expect(await mailTo(t.app, email)).toHaveLength(2);
  });

  it("charges the server's price and validates the form", async () => {
    const cheap = await createDiscordIntent(t.app, { email: "cheap@example.com", amount: 100 });
    expect(cheap.status).toBe(422);
    expect(cheap.body.detail).toEqual([
      "The price of this tier has changed. Please reload the page to see the current price.",
    ]);
    const blank = await createDiscordIntent(t.app, { email: "blank@example.com", name: "   " });
    expect(blank.status).toBe(422);
    expect(blank.body.detail).toEqual(["Please fill in all required fields"]);
    const yearly = await createDiscordIntent(t.app, {
      email: "price@example.com",
      tier: "community",
      billing_cycle: "yearly",
    });
    const invoice = await t.app.services.payments.stripe.invoices.list({
      customer: yearly.body.customer_id,
    });
    expect(invoice.data[0]?.amount_due).toBe(99_700);
  });

  it("refuses a declined card (402) and a payment id it did not start (404)", async () => {
    const email = "declined@example.com";
    const intent = await createDiscordIntent(t.app, { email });
    const declined = await confirmInBrowser(t.app, intent.body.client_secret, CARDS.declined);
    expect(declined.status).toBe(402);
    const answer = await subscribeDiscord(t.app, {
      email,
      client_secret: intent.body.client_secret,
    });
    expect(answer.status).toBe(402);
    expect(answer.body.detail).toBe("Payment was not successful");
    const unknown = await subscribeDiscord(t.app, { email, client_secret: "pi_unknown_secret_x" });
    expect(unknown.status).toBe(404);
    const foreign = await subscribeDiscord(t.app, {
      email: "someone.else@example.com",
      client_secret: intent.body.client_secret,
    });
    expect(foreign.status).toBe(404);
    expect(await mailTo(t.app, email)).toHaveLength(0);
  });
});

describe("Discord sales closed", () => {
  it("refuses to start a payment on the server too", async () => {
    const closed = await createTestApp({ SALES_DISCORD: "false" });
    try {
      const refused = await createDiscordIntent(closed.app, { email: "early@example.com" });
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toBe("Discord memberships are not available yet. Coming Soon.");
      const config = await closed.app.inject({ method: "GET", url: "/api/payments/config" });
      expect(config.json<{ sales: { discord: boolean } }>().sales.discord).toBe(false);
    } finally {
      await closed.close();
    }
  });
});
