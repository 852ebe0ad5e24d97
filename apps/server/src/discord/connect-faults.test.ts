import type { components } from "@academy/api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, login, type Session, type TestApp } from "../test/app.ts";
import { link, linkWithCode, startConnect } from "../test/discord-connect.ts";
import { FakeDiscord, MISSING_PERMISSIONS } from "../test/fake-discord.ts";
import { LINKED_ELSEWHERE, LINK_CODE_REFUSED, LINK_UNAVAILABLE } from "../http/messages.ts";
import {
  INVITE_NEEDS_MEMBERSHIP,
  STATE_EXPIRED,
  STATE_UNKNOWN,
  STATE_USED,
} from "./connect-messages.ts";
import { STATE_TTL_MS } from "./oauth.ts";
import { INVITE_RESEND_RULE } from "./invites.ts";

type Connection = components["schemas"]["DiscordConnection"];
type RoleAction = components["schemas"]["DiscordRoleAction"];

const TOKEN = "fake-bot-token";
const GUILD = "310000000000000001";
const PRO = "310000000000000002";
const DAY_MS = 86_400_000;

let fake: FakeDiscord;
let t: TestApp;
let admin: Session;
let next = 410000000000000001n;

beforeAll(async () => {
  fake = new FakeDiscord(TOKEN, GUILD);
  const api = await fake.start();
  t = await createTestApp({
    DISCORD_BOT_TOKEN: TOKEN,
    DISCORD_GUILD_ID: GUILD,
    DISCORD_ROLE_PRO: PRO,
    DISCORD_ROLE_COMMUNITY: "310000000000000003",
    DISCORD_INVITE_CHANNEL_ID: "310000000000000004",
    DISCORD_CLIENT_ID: "310000000000000005",
    DISCORD_CLIENT_SECRET: "fake-client-secret",
    DISCORD_API_URL: api,
  });
  admin = await login(t.app, "admin");
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});

/** A new account, in the guild, paying for Pro unless `paid` is false; its Discord id and code. */
async function member(options: { paid?: boolean } = {}) {
  const discordUserId = String(next++);
  const registered = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      email: `fault-${discordUserId}@example.com`,
      password: "Member123!",
      full_name: "M",
    },
    remoteAddress: `10.1.${next % 250n}.1`,
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const session = registered.json<Session>();
  fake.members.set(discordUserId, new Set());
  if (options.paid !== false)
    await t.app.services.discord.onSubscriptionChanged({
      userId: session.user.id,
      tier: "pro",
      status: "active",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(t.app.services.clock().getTime() + 30 * DAY_MS),
    });
  const code = `code-${discordUserId}`;
  fake.oauthCodes.set(code, discordUserId);
  return { token: session.access_token, userId: session.user.id, discordUserId, code };
}

async function connection(token: string): Promise<Connection> {
  const answer = await t.app.inject({
    method: "GET",
    url: "/api/discord/connection",
    headers: bearer(token),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<Connection>();
}

async function actionsOf(userId: number): Promise<RoleAction[]> {
  const answer = await t.app.inject({
    method: "GET",
    url: "/api/admin/discord/role-actions?limit=500",
    headers: bearer(admin.access_token),
  });
  return answer.json<RoleAction[]>().filter((a) => a.user_id === userId);
}

const tokenCalls = () => fake.requestsTo("POST", /^\/oauth2\/token$/).length;

describe("the OAuth2 state", () => {
  it("refuses a forged state, and another member's, before Discord is called", async () => {
    const m = await member();
    const other = await member();
    const { state: othersState } = await startConnect(t.app, other.token);
    const before = tokenCalls();
    for (const state of ["forged", othersState]) {
      const answer = await link(t.app, m.token, m.code, state);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ detail: STATE_UNKNOWN });
    }
    expect(tokenCalls()).toBe(before);
    expect((await connection(m.token)).connected).toBe(false);
  });

  it("refuses a replayed state and one older than 10 minutes", async () => {
    const m = await member();
    const { state } = await startConnect(t.app, m.token);
    expect((await link(t.app, m.token, m.code, state)).statusCode).toBe(200);
    const replayed = await link(t.app, m.token, m.code, state);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ detail: STATE_USED });

    const late = await startConnect(t.app, m.token);
    t.advance(STATE_TTL_MS + 1000);
    const expired = await link(t.app, m.token, m.code, late.state);
    expect(expired.json()).toEqual({ detail: STATE_EXPIRED });
  });
});

describe("faults at Discord", () => {
  it("refuses a code used twice with 422", async () => {
    const m = await member();
    expect((await linkWithCode(t.app, m.token, m.code)).statusCode).toBe(200);
    const again = await linkWithCode(t.app, m.token, m.code);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ detail: LINK_CODE_REFUSED });
  });

  it("answers 502 while Discord is down, links nothing, and works once it is back", async () => {
    const m = await member();
    fake.script("POST", /^\/oauth2\/token$/, { status: 503, body: { message: "down" } });
    const down = await linkWithCode(t.app, m.token, m.code);
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ detail: LINK_UNAVAILABLE });
    expect((await connection(m.token)).connected).toBe(false);
    expect(await actionsOf(m.userId)).toEqual([]);
    expect((await linkWithCode(t.app, m.token, m.code)).statusCode).toBe(200);
  });

  it("refuses a Discord account connected to another member; nothing is granted to the second", async () => {
    const first = await member();
    expect((await linkWithCode(t.app, first.token, first.code)).statusCode).toBe(200);
    const second = await member();
    fake.oauthCodes.set("second-try", first.discordUserId);
    const taken = await linkWithCode(t.app, second.token, "second-try");
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: LINKED_ELSEWHERE });
    expect(await actionsOf(second.userId)).toEqual([]);
  });

  it("grants nothing that is not paid: connected without a membership, no role", async () => {
    const m = await member({ paid: false });
    expect((await linkWithCode(t.app, m.token, m.code)).json()).toMatchObject({ tier: null });
    await t.app.services.discord.runNow();
    expect(await connection(m.token)).toMatchObject({ connected: true, role: null });
    expect(fake.rolesOf(m.discordUserId)).toEqual([]);
  });

  it("shows Missing Permissions to the member, retries with back-off, and an admin's retry heals it", async () => {
    const m = await member();
    const rolePath = new RegExp(`^/guilds/${GUILD}/members/${m.discordUserId}/roles/${PRO}$`);
    fake.script("PUT", rolePath, MISSING_PERMISSIONS, MISSING_PERMISSIONS);
    expect((await linkWithCode(t.app, m.token, m.code)).statusCode).toBe(200);
    await t.app.services.discord.runNow();
    const refused = await connection(m.token);
    expect(refused.role).toMatchObject({ action: "grant", state: "retrying" });
    expect(refused.role?.error).toMatch(/^Missing Permissions/);
    const [action] = await actionsOf(m.userId);
    expect(action).toMatchObject({ status: "pending", attempts: 1, last_error_code: 50013 });
    expect(Date.parse(action?.next_attempt_at ?? "")).toBeGreaterThan(
      t.app.services.clock().getTime(),
    );

    const learner = await login(t.app, "learner");
    const url = `/api/admin/discord/role-actions/${action?.id}/retry`;
    const forbidden = await t.app.inject({
      method: "POST",
      url,
      headers: bearer(learner.access_token),
    });
    expect(forbidden.statusCode).toBe(403);
    // The first retry meets the second scripted refusal; the next one is accepted.
    for (const expected of ["pending", "succeeded"]) {
      const retried = await t.app.inject({
        method: "POST",
        url,
        headers: bearer(admin.access_token),
      });
      expect(retried.statusCode, retried.body).toBe(200);
      await t.app.services.discord.runNow();
      expect((await actionsOf(m.userId))[0]?.status).toBe(expected);
    }
    expect((await connection(m.token)).role).toMatchObject({ state: "done", error: null });
    expect(fake.rolesOf(m.discordUserId)).toEqual([PRO]);
    const done = await t.app.inject({ method: "POST", url, headers: bearer(admin.access_token) });
    expect(done.statusCode).toBe(409);
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/admin/discord/role-actions/999999/retry",
      headers: bearer(admin.access_token),
    });
    expect(missing.statusCode).toBe(404);
  });

  it("disconnecting removes the role; a member who left the server counts as removed", async () => {
    const m = await member();
    expect((await linkWithCode(t.app, m.token, m.code)).statusCode).toBe(200);
    await t.app.services.discord.runNow();
    fake.members.delete(m.discordUserId);
    const gone = await t.app.inject({
      method: "DELETE",
      url: "/api/discord/connection",
      headers: bearer(m.token),
    });
    expect(gone.json()).toEqual({
      connected: false,
      discord_user_id: null,
      username: null,
      role: null,
    });
    await t.app.services.discord.runNow();
    expect((await actionsOf(m.userId)).map((a) => [a.action, a.status])).toEqual([
      ["remove", "succeeded"],
      ["grant", "succeeded"],
    ]);
    const again = await t.app.inject({
      method: "DELETE",
      url: "/api/discord/connection",
      headers: bearer(m.token),
    });
    expect(again.statusCode).toBe(409);
  });
});

describe("POST /discord/invite", () => {
  const resend = (token: string) =>
    t.app.inject({ method: "POST", url: "/api/discord/invite", headers: bearer(token) });

  it("makes a new one-use invite, mails it, revokes the old one, and is rate-limited", async () => {
    const m = await member();
    const first = await resend(m.token);
    expect(first.statusCode, first.body).toBe(200);
    const firstCode = first.json<{ url: string }>().url.replace("https://discord.gg/", "");
    expect(fake.invites.has(firstCode)).toBe(true);
    const second = await resend(m.token);
    const secondCode = second.json<{ url: string }>().url.replace("https://discord.gg/", "");
    expect(fake.invites.has(firstCode)).toBe(false);
    expect(fake.invites.has(secondCode)).toBe(true);
    const invite = JSON.parse(
      fake.requestsTo("POST", new RegExp("^/channels/\\d+/invites$")).at(-1)?.body ?? "{}",
    ) as Record<string, unknown>;
    expect(invite).toMatchObject({ max_uses: 1, unique: true });
    const mail = await t.database.db
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("subject", "=", "Your new Discord invite")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`https://discord.gg/${secondCode}`);
    for (let i = 2; i < INVITE_RESEND_RULE.limit; i += 1)
      expect((await resend(m.token)).statusCode).toBe(200);
    const limited = await resend(m.token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("is only for a membership that gives a role now", async () => {
    const m = await member({ paid: false });
    const refused = await resend(m.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: INVITE_NEEDS_MEMBERSHIP });
  });
});
