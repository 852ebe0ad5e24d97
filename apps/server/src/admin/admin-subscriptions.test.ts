import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, login, type Session, type TestApp } from "../test/app.ts";
import { connectThroughStandIn, roleActionsOf } from "../test/discord-connect.ts";
import { joinDiscord } from "../test/discord-membership.ts";
import { mailTo, settle } from "../test/payments.ts";

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const why = () => ({ reason: "Member asked by e-mail", idempotency_key: `sub-test-${++n}-key` });
const post = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api${url}`, headers: bearer(admin.access_token), payload });
const get = (url: string) =>
  t.app.inject({ method: "GET", url: `/api${url}`, headers: bearer(admin.access_token) });

interface Page {
  subscriptions: {
    id: number;
    status: string;
    cancel_at_period_end: boolean;
    current_period_end: string;
  }[];
  payments: { id: string; status: string; refundable: boolean }[];
  discord: { connected: boolean };
}

/** A Discord Pro member with a linked account and the role granted. */
async function member(label: string) {
  const email = `console-${label}@example.com`;
  const { subscribed } = await joinDiscord(t.app, { email, tier: "pro" });
  const token = subscribed.body.access_token ?? "";
  expect((await connectThroughStandIn(t.app, token, `console_${label}`)).statusCode).toBe(200);
  await settle(t.app);
  const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
  const userId = me.json<{ id: number }>().id;
  expect(await roleActionsOf(t.app, userId)).toEqual(["grant pro succeeded"]);
  return { email, userId };
}

describe("subscriptions in the console", () => {
  it("refunds a subscription payment: cancelled now, role removed, one mail, audited", async () => {
    const { email, userId } = await member("refund");
    const page = (await get(`/admin/people/${userId}`)).json<Page>();
    const invoice = page.payments.find((payment) => payment.id.startsWith("in_"));
    expect(invoice).toMatchObject({ status: "paid", refundable: true });
    const refund = await post(`/admin/payments/${invoice?.id ?? ""}/refund`, why());
    expect(refund.statusCode).toBe(200);
    await settle(t.app);
    const after = (await get(`/admin/people/${userId}`)).json<Page>();
    expect(after.subscriptions[0]?.status).toBe("canceled");
    expect(after.payments.find((p) => p.id === invoice?.id)).toMatchObject({
      status: "refunded",
      refundable: false,
    });
    expect(await roleActionsOf(t.app, userId)).toEqual([
      "grant pro succeeded",
      "remove pro succeeded",
    ]);
    const mails = (await mailTo(t.app, email)).filter((m) => m.subject.includes("was refunded"));
    expect(mails).toHaveLength(1);
    const audit = await get(`/admin/audit?person_id=${userId}`);
    const actions = audit
      .json<{ action: string; actor: string }[]>()
      .map((e) => `${e.actor} ${e.action}`);
    expect(actions).toContain("admin payment.refund");
    expect(actions).toContain("role-worker discord.role-remove");
    expect(actions).toContain("role-worker discord.role-grant");
  });

  it("cancels at the period's end, reactivates and adds free days", async () => {
    const { userId } = await member("manage");
    const [row] = (await get(`/admin/people/${userId}`)).json<Page>().subscriptions;
    if (!row) throw new Error("a subscription");
    const cancel = await post(`/admin/subscriptions/${row.id}/cancel`, {
      ...why(),
      at_period_end: true,
    });
    expect(cancel.statusCode).toBe(200);
    const cancelling = (await get(`/admin/people/${userId}`)).json<Page>().subscriptions[0];
    expect(cancelling?.cancel_at_period_end).toBe(true);
    expect((await post(`/admin/subscriptions/${row.id}/reactivate`, why())).statusCode).toBe(200);
    const extended = await post(`/admin/subscriptions/${row.id}/extend`, { ...why(), days: 10 });
    expect(extended.statusCode).toBe(200);
    const later = (await get(`/admin/people/${userId}`)).json<Page>().subscriptions[0];
    expect(later?.cancel_at_period_end).toBe(false);
    expect(
      new Date(later?.current_period_end ?? 0).getTime() -
        new Date(row.current_period_end).getTime(),
    ).toBe(10 * 86_400_000);
  });

  it("re-syncs a member's role, and refuses one without a linked Discord account", async () => {
    const { userId } = await member("resync");
    // The role went missing at Discord: the queue's record says granted, the console sends it again.
    await t.app.services.db
      .updateTable("discord_role_actions")
      .set({ status: "failed" })
      .where("user_id", "=", userId)
      .execute();
    expect((await post(`/admin/people/${userId}/discord/resync`, why())).statusCode).toBe(200);
    const actions = await roleActionsOf(t.app, userId);
    expect(actions.at(-1)).toBe("grant pro succeeded");
    const learner = await login(t.app, "learner");
    const refused = await post(`/admin/people/${learner.user.id}/discord/resync`, why());
    expect(refused.statusCode).toBe(409);
  });
});
