import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type TestApp } from "../test/app.ts";
import { connectThroughStandIn, roleActionsOf } from "../test/discord-connect.ts";
import { advance, joinDiscord } from "../test/discord-membership.ts";
import { mailTo, redeliverEveryEvent, settle, signInFromMail } from "../test/payments.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let member = 0;
type Plan = { tier: string; billing_cycle: string };
interface Preview {
  due_now_cents: number;
  credit_cents: number;
  next_charge_date: string;
  next_charge_cents: number;
  amount_cents: number;
  cancellation_lifted: boolean;
}

/** A new member on `tier` monthly with their Discord account connected. */
async function newMember(tier: "pro" | "community") {
  member += 1;
  const email = `plan-change-${member}@example.com`;
  const { subscribed } = await joinDiscord(t.app, { email, tier });
  const purchaseToken = subscribed.body.access_token ?? "";
  expect((await connectThroughStandIn(t.app, purchaseToken, `plan_${member}`)).statusCode).toBe(
    200,
  );
  await settle(t.app);
  // Plan changes need the password (issue 45), which only the member's mailbox has.
  const token = await signInFromMail(t.app, email);
  const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
  const row = await t.app.services.db
    .selectFrom("subscriptions")
    .selectAll()
    .where("id", "=", subscribed.body.subscription.id)
    .executeTakeFirstOrThrow();
  return { email, token, userId: me.json<{ id: number }>().id, id: row.id, row };
}

const call = (token: string, url: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api${url}`, headers: bearer(token), payload });
const preview = (token: string, id: number, plan: object) =>
  call(token, `/discord/change-plan/${id}/preview`, plan);
const change = (token: string, id: number, plan: object) =>
  call(token, `/discord/change-plan/${id}`, plan);

/** The invoices a plan change made for the subscription. */
async function changeInvoices(providerId: string) {
  const invoices = await t.app.services.payments.stripe.invoices.list({ subscription: providerId });
  return invoices.data.filter((invoice) => invoice.billing_reason === "subscription_update");
}

const roleActions = (userId: number) => roleActionsOf(t.app, userId);

const planMails = async (email: string) =>
  (await mailTo(t.app, email)).filter((mail) => mail.subject.startsWith("Your plan is now"));

describe("plan changes in the portal", () => {
  it("an upgrade previews and charges the prorated difference once, even when sent four times at once", async () => {
    const { token, id, row, userId, email } = await newMember("community");
    const pro: Plan = { tier: "pro", billing_cycle: "monthly" };
    const shown = await preview(token, id, pro);
    expect(shown.statusCode).toBe(200);
    const body = shown.json<Preview>();
    // Just joined: nearly the whole month is unused, so nearly the whole difference is due.
    expect(body.due_now_cents).toBeGreaterThan(9_900);
    expect(body.due_now_cents).toBeLessThanOrEqual(10_000);
    expect(body.credit_cents).toBe(0);
    expect(body.next_charge_cents).toBe(19_700);
    expect(new Date(body.next_charge_date).getTime()).toBe(row.current_period_end.getTime());
    expect(body.cancellation_lifted).toBe(false);

    const answers = await Promise.all([1, 2, 3, 4].map(() => change(token, id, pro)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses).toContain(200);
    const invoices = await changeInvoices(row.provider_subscription_id ?? "");
    expect(invoices).toHaveLength(1);
    expect(Math.abs((invoices[0]?.amount_paid ?? 0) - body.due_now_cents)).toBeLessThanOrEqual(2);

    await settle(t.app);
    const stored = await t.app.services.db
      .selectFrom("subscriptions")
      .select(["tier", "amount_cents", "billing_cycle"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ tier: "pro", amount_cents: 19_700, billing_cycle: "monthly" });
    expect((await roleActions(userId)).at(-1)).toBe("grant pro succeeded");
    expect(await planMails(email)).toHaveLength(1);
    // The same plan again is refused, without a charge.
    expect((await change(token, id, pro)).statusCode).toBe(409);
    expect(await changeInvoices(row.provider_subscription_id ?? "")).toHaveLength(1);
  });

  it("an upgrade of a membership set to end renews it, and the preview and the result say so", async () => {
    const { token, id, row } = await newMember("community");
    const providerId = row.provider_subscription_id ?? "";
    const cancelled = await call(token, `/discord/cancel/${id}?cancel_at_period_end=true`, {});
    expect(cancelled.statusCode).toBe(200);
    await settle(t.app);
    const pro: Plan = { tier: "pro", billing_cycle: "monthly" };
    const shown = await preview(token, id, pro);
    expect(shown.json<Preview>().cancellation_lifted).toBe(true);

    const changed = await change(token, id, pro);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      message:
        "Your plan is now Discord Pro (monthly). Your membership was set to end with this period; it now renews instead.",
      cancellation_lifted: true,
      subscription: { tier: "pro", cancel_at_period_end: false },
    });
    const provider = await t.app.services.payments.stripe.subscriptions.retrieve(providerId);
    expect(provider.cancel_at_period_end).toBe(false);
    // Past the period's end it renews (charged), instead of ending.
    await advance(t.app, 32 * 24 * 3600);
    const stored = await t.app.services.db
      .selectFrom("subscriptions")
      .select(["status", "tier", "cancel_at_period_end"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: "active", tier: "pro", cancel_at_period_end: false });
    // Nothing scheduled any more: a further change says nothing of a cancellation.
    const again = await preview(token, id, { tier: "community", billing_cycle: "monthly" });
    expect(again.json<Preview>().cancellation_lifted).toBe(false);
  });

  it("a downgrade credits the unused time, moves the role to Community and mails once, replays included", async () => {
    const { token, id, row, userId, email } = await newMember("pro");
    const community: Plan = { tier: "community", billing_cycle: "monthly" };
    const body = (await preview(token, id, community)).json<Preview>();
    expect(body.due_now_cents).toBe(0);
    expect(body.credit_cents).toBeGreaterThan(9_900);
    expect(body.next_charge_cents).toBe(0);

    const changed = await change(token, id, community);
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ credited_cents: number }>().credited_cents).toBeGreaterThan(9_900);
    const customer = await t.app.services.payments.stripe.customers.retrieve(
      (
        await t.app.services.payments.stripe.subscriptions.retrieve(
          row.provider_subscription_id ?? "",
        )
      ).customer as string,
    );
    expect(customer.deleted ? 0 : customer.balance).toBeLessThan(-9_900);
    const actions = await roleActions(userId);
    expect(actions).toContain("grant pro succeeded");
    expect(actions.at(-1)).toBe("grant community succeeded");
    expect(await planMails(email)).toHaveLength(1);

    // Every event delivered again, as after a crash before it was marked processed: no second mail.
    expect(new Set(await redeliverEveryEvent(t.app))).toEqual(new Set([200]));
    await settle(t.app);
    expect(await planMails(email)).toHaveLength(1);
  });

  it("monthly to yearly starts a new yearly period now, charged less the unused month", async () => {
    const { token, id } = await newMember("community");
    const body = (
      await preview(token, id, { tier: "community", billing_cycle: "yearly" })
    ).json<Preview>();
    expect(body.amount_cents).toBe(99_700);
    expect(body.due_now_cents).toBeGreaterThanOrEqual(99_700 - 9_700);
    expect(body.due_now_cents).toBeLessThanOrEqual(99_700 - 9_500);
    const days = (new Date(body.next_charge_date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(360);
  });

  it("refuses bad requests with a clear 4xx and changes nothing", async () => {
    const { token, id, row } = await newMember("community");
    const other = await newMember("community");
    const pro = { tier: "pro", billing_cycle: "monthly" };
    const cases: [object, number][] = [
      [{ tier: "gold", billing_cycle: "monthly" }, 422],
      [{ tier: "pro", billing_cycle: "weekly" }, 422],
      [{ tier: "pro" }, 422],
      [{ tier: "community", billing_cycle: "monthly" }, 409],
    ];
    for (const [payload, status] of cases) {
      expect((await preview(token, id, payload)).statusCode).toBe(status);
      expect((await change(token, id, payload)).statusCode).toBe(status);
    }
    // An amount in the request is not ours to use: the catalogue's price is previewed.
    const priced = await preview(token, id, { ...pro, amount: 1 });
    expect(priced.json<Preview>().amount_cents).toBe(19_700);
    expect((await change(other.token, id, pro)).statusCode).toBe(403);
    expect((await change(token, 2_000_000_000, pro)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/discord/change-plan/${id}`,
      payload: pro,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await changeInvoices(row.provider_subscription_id ?? "")).toHaveLength(0);

    const cancelled = await call(token, `/discord/cancel/${id}?cancel_at_period_end=false`, {});
    expect(cancelled.statusCode).toBe(200);
    const refused = await change(token, id, pro);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ detail: string }>().detail).toBe("This subscription has already ended.");
  });

  it("the credit of a downgrade pays the next renewal", async () => {
    const { token, id, row } = await newMember("pro");
    expect(
      (await change(token, id, { tier: "community", billing_cycle: "monthly" })).statusCode,
    ).toBe(200);
    const { stripe } = t.app.services.payments;
    const providerId = row.provider_subscription_id ?? "";
    const customerId = String((await stripe.subscriptions.retrieve(providerId)).customer);
    const balance = async () => {
      const customer = await stripe.customers.retrieve(customerId);
      return customer.deleted ? 0 : customer.balance;
    };
    const credit = await balance();
    expect(credit).toBeLessThan(-9_700);
    await advance(t.app, 32 * 86_400);
    const renewal = (await stripe.invoices.list({ subscription: providerId })).data.find(
      (invoice) => invoice.billing_reason === "subscription_cycle",
    );
    expect(renewal?.status).toBe("paid");
    expect(renewal?.amount_paid).toBe(0);
    expect(await balance()).toBe(credit + 9_700);
    expect((await stripe.subscriptions.retrieve(providerId)).status).toBe("active");
  });
});
