import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type TestApp } from "../test/app.ts";
import { joinDiscord } from "../test/discord-membership.ts";
import { mailTo, settle } from "../test/payments.ts";

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
    expect(mails.map((mail) => mail.subject)).toEqual(["Welcome to the Pro tier"]);
    const body = mails[0]?.text_body ?? "";
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
});
