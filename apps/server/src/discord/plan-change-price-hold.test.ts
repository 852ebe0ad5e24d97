import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatUsd } from "../payments/prices.ts";
import { bearer, createTestApp, type TestApp } from "../test/app.ts";
import { advance, joinDiscord } from "../test/discord-membership.ts";
import { mailTo, settle, signInFromMail } from "../test/payments.ts";

// Its own app: the stand-in's clock moves here, and the other plan-change tests keep theirs.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Preview {
  due_now_cents: number;
  credit_cents: number;
  priced_at?: number;
}
interface Result {
  charged_cents?: number;
  credited_cents?: number;
}

async function newMember(email: string) {
  const { subscribed } = await joinDiscord(t.app, { email, tier: "pro" });
  await settle(t.app);
  const token = await signInFromMail(t.app, email);
  return { token, id: subscribed.body.subscription.id };
}

const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api${url}`, headers: bearer(token), payload });

describe("one figure, one value: the preview's cents are the change's (issue #50)", () => {
  it("a downgrade confirmed ten minutes after its preview credits, mails and records the preview's amount", async () => {
    const email = "price-hold@example.com";
    const { token, id } = await newMember(email);
    const community = { tier: "community", billing_cycle: "monthly" };
    const shown = (
      await post(token, `/discord/change-plan/${id}/preview`, community)
    ).json<Preview>();
    expect(shown.priced_at).toEqual(expect.any(Number));
    expect(shown.credit_cents).toBeGreaterThan(0);

    // Ten minutes of a month move the proration by about 4.6 cents: without the preview's
    // instant the credit would differ from what the member was shown.
    await advance(t.app, 600);
    const changed = await post(token, `/discord/change-plan/${id}`, {
      ...community,
      priced_at: shown.priced_at,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Result>().credited_cents).toBe(shown.credit_cents);

    await settle(t.app);
    const mail = (await mailTo(t.app, email)).find((each) =>
      each.subject.startsWith("Your plan is now"),
    );
    expect(mail?.text_body).toContain(formatUsd(shown.credit_cents));
  });

  it("a preview instant that is too old or in another period is not honoured", async () => {
    const { token, id } = await newMember("price-stale@example.com");
    const community = { tier: "community", billing_cycle: "monthly" };
    const shown = (
      await post(token, `/discord/change-plan/${id}/preview`, community)
    ).json<Preview>();
    await advance(t.app, 600);
    // A day before the preview (and before this period began): priced now instead.
    const changed = await post(token, `/discord/change-plan/${id}`, {
      ...community,
      priced_at: (shown.priced_at ?? 0) - 86_400,
    });
    expect(changed.statusCode).toBe(200);
    const credited = changed.json<Result>().credited_cents ?? 0;
    expect(credited).toBeGreaterThan(0);
    expect(credited).toBeLessThan(shown.credit_cents);
  });
});
