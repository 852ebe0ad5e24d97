import type { components } from "@academy/api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, login, type Session, type TestApp } from "../test/app.ts";
import { linkWithCode } from "../test/discord-connect.ts";
import { FakeDiscord, MISSING_PERMISSIONS, rateLimited } from "../test/fake-discord.ts";
import type { MembershipState } from "./entitlement.ts";
import { INVITE_MAX_AGE_SECONDS } from "./discord-access.ts";
import { RETRY_BASE_MS } from "./role-actions.ts";
import { LINKED_ELSEWHERE, LINK_CODE_REFUSED } from "../http/messages.ts";

type RoleAction = components["schemas"]["DiscordRoleAction"];

const TOKEN = "fake-bot-token";
const GUILD = "300000000000000001";
const PRO = "300000000000000002";
const COMMUNITY = "300000000000000003";
const CHANNEL = "300000000000000004";
const DAY_MS = 24 * 60 * 60 * 1000;

let fake: FakeDiscord;
let t: TestApp;
let admin: Session;
let nextDiscordId = 400000000000000001n;

beforeAll(async () => {
  fake = new FakeDiscord(TOKEN, GUILD);
  const api = await fake.start();
  t = await createTestApp({
    DISCORD_BOT_TOKEN: TOKEN,
    DISCORD_GUILD_ID: GUILD,
    DISCORD_ROLE_PRO: PRO,
    DISCORD_ROLE_COMMUNITY: COMMUNITY,
    DISCORD_INVITE_CHANNEL_ID: CHANNEL,
    DISCORD_CLIENT_ID: "300000000000000005",
    DISCORD_CLIENT_SECRET: "fake-client-secret",
    DISCORD_API_URL: api,
  });
  admin = await login(t.app, "admin");
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});

const discord = () => t.app.services.discord;

interface Member {
  session: Session;
  userId: number;
  discordUserId: string;
}

/** A new account whose owner joins the guild with their invite and links Discord by OAuth2. */
async function newMember(options: { joined?: boolean; link?: boolean } = {}): Promise<Member> {
  const discordUserId = String(nextDiscordId++);
  const email = `member-${discordUserId}@example.com`;
  const registered = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, password: "Member123!", full_name: "Member" },
    // One address per member: registrations are rate-limited per IP.
    remoteAddress: `10.0.${nextDiscordId % 250n}.1`,
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const session = registered.json<Session>();
  if (options.joined !== false) fake.members.set(discordUserId, new Set());
  const member = { session, userId: session.user.id, discordUserId };
  if (options.link !== false) {
    const linked = await link(member, `code-${discordUserId}`);
    expect(linked.statusCode, linked.body).toBe(200);
  }
  return member;
}

function link(member: Member, code: string) {
  fake.oauthCodes.set(`code-${member.discordUserId}`, member.discordUserId);
  return linkWithCode(t.app, member.session.access_token, code);
}

function subscription(member: Member, changes: Partial<MembershipState> = {}): MembershipState {
  return {
    userId: member.userId,
    tier: "pro",
    status: "active",
    cancelAtPeriodEnd: false,
    currentPeriodEnd: new Date(t.app.services.clock().getTime() + 30 * DAY_MS),
    ...changes,
  };
}

/** Reports the state and waits for the queue to run what it queued. */
async function report(state: MembershipState): Promise<void> {
  await discord().onSubscriptionChanged(state);
  await discord().runNow();
}

async function actionsOf(member: Member): Promise<RoleAction[]> {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/admin/discord/role-actions?limit=500",
    headers: bearer(admin.access_token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<RoleAction[]>().filter((a) => a.user_id === member.userId);
}

const summary = (actions: RoleAction[]) =>
  actions.map((a) => `${a.action} ${a.tier} ${a.status}`).reverse();

describe("Discord role delivery through the REST driver", () => {
  it("hands out a one-off invite after the first payment", async () => {
    const member = await newMember({ joined: false, link: false });
    const before = t.app.services.clock().getTime();
    const invite = await discord().createInvite(member.userId);
    const after = t.app.services.clock().getTime();
    const [request] = fake.requestsTo("POST", new RegExp(`^/channels/${CHANNEL}/invites$`));
    expect(JSON.parse(request?.body ?? "{}")).toMatchObject({
      max_age: INVITE_MAX_AGE_SECONDS,
      max_uses: 1,
      unique: true,
    });
    expect(invite.url).toMatch(/^https:\/\/discord\.gg\/inv\d+$/);
    expect(invite.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 604_800_000);
    expect(invite.expiresAt.getTime()).toBeLessThanOrEqual(after + 604_800_000);
  });

  it("grants the tier's role once the member links Discord, and not before", async () => {
    const member = await newMember({ link: false });
    await report(subscription(member));
    expect(fake.rolesOf(member.discordUserId)).toEqual([]);
    expect(await actionsOf(member)).toEqual([]);

    const linked = await link(member, `code-${member.discordUserId}`);
    expect(linked.json()).toEqual({
      discord_user_id: member.discordUserId,
      username: `member${member.discordUserId}`,
      tier: "pro",
      // DISCORD_SERVER_URL unset: the guild's own address (issue 50: /discord/linked links in).
      server_url: `https://discord.com/channels/${GUILD}`,
    });
    await discord().runNow();
    expect(fake.rolesOf(member.discordUserId)).toEqual([PRO]);
    const [grant] = await actionsOf(member);
    expect(grant).toMatchObject({
      action: "grant",
      tier: "pro",
      role_id: PRO,
      discord_user_id: member.discordUserId,
      status: "succeeded",
      attempts: 1,
      last_error: null,
    });
  });

  it("adds a member who never used the invite to the guild with the role (guilds.join)", async () => {
    const member = await newMember({ joined: false, link: false });
    await report(subscription(member, { tier: "community" }));
    await link(member, `code-${member.discordUserId}`);
    const [join] = fake.requestsTo(
      "PUT",
      new RegExp(`^/guilds/${GUILD}/members/${member.discordUserId}$`),
    );
    expect(JSON.parse(join?.body ?? "{}")).toEqual({
      access_token: `user-token-${member.discordUserId}`,
      roles: [COMMUNITY],
    });
    await discord().runNow();
    expect(fake.rolesOf(member.discordUserId)).toEqual([COMMUNITY]);
  });

  it("ignores replayed states: the same state twice queues nothing new", async () => {
    const member = await newMember();
    const state = subscription(member);
    await report(state);
    const calls = fake.requests.length;
    await report(state);
    await report({ ...state });
    expect(summary(await actionsOf(member))).toEqual(["grant pro succeeded"]);
    expect(fake.requests.length).toBe(calls);
  });

  it("keeps the role until a cancellation at period end reaches the period's end", async () => {
    const member = await newMember();
    const end = new Date(t.app.services.clock().getTime() + 60 * 60 * 1000);
    await report(subscription(member, { cancelAtPeriodEnd: true, currentPeriodEnd: end }));
    expect(fake.rolesOf(member.discordUserId)).toEqual([PRO]);

    t.advance(60 * 60 * 1000 - 1000);
    await discord().runNow();
    expect(fake.rolesOf(member.discordUserId)).toEqual([PRO]);

    // No event needed: the worker looks again when the period ends.
    t.advance(2000);
    await discord().runNow();
    expect(fake.rolesOf(member.discordUserId)).toEqual([]);
    expect(summary(await actionsOf(member))).toEqual([
      "grant pro succeeded",
      "remove pro succeeded",
    ]);
  });

  it("moves the role on a tier change", async () => {
    const member = await newMember();
    await report(subscription(member));
    await report(subscription(member, { tier: "community" }));
    expect(fake.rolesOf(member.discordUserId)).toEqual([COMMUNITY]);
    expect(summary(await actionsOf(member))).toEqual([
      "grant pro succeeded",
      "remove pro succeeded",
      "grant community succeeded",
    ]);
  });

  it("keeps the role while a failed renewal is retried, removes it past the retry window", async () => {
    const member = await newMember();
    await report(subscription(member));
    await report(subscription(member, { status: "past_due" }));
    expect(fake.rolesOf(member.discordUserId)).toEqual([PRO]);
    await report(subscription(member, { status: "unpaid" }));
    expect(fake.rolesOf(member.discordUserId)).toEqual([]);
    // Paid again: the role comes back.
    await report(subscription(member));
    expect(fake.rolesOf(member.discordUserId)).toEqual([PRO]);
  });

  it("removes the role at once on an immediate cancellation", async () => {
    const member = await newMember();
    await report(subscription(member));
    await report(subscription(member, { status: "canceled" }));
    expect(fake.rolesOf(member.discordUserId)).toEqual([]);
    expect(summary(await actionsOf(member)).at(-1)).toBe("remove pro succeeded");
  });

  it("surfaces Missing Permissions in the record and retries until Discord accepts", async () => {
    const member = await newMember();
    const rolePath = new RegExp(`^/guilds/${GUILD}/members/${member.discordUserId}/roles/${PRO}$`);
    fake.script("PUT", rolePath, MISSING_PERMISSIONS, MISSING_PERMISSIONS);
    await report(subscription(member));
    let [grant] = await actionsOf(member);
    expect(grant).toMatchObject({ status: "pending", attempts: 1, last_error_code: 50013 });
    expect(grant?.last_error).toContain("Missing Permissions");
    expect(Date.parse(grant?.next_attempt_at ?? "") - Date.parse(grant?.updated_at ?? "")).toBe(
      RETRY_BASE_MS,
    );

    // Not due yet: nothing is sent.
    await discord().runNow();
    expect(fake.requestsTo("PUT", rolePath)).toHaveLength(1);

    t.advance(RETRY_BASE_MS);
    await discord().runNow();
    [grant] = await actionsOf(member);
    expect(grant).toMatchObject({ status: "pending", attempts: 2, last_error_code: 50013 });

    t.advance(2 * RETRY_BASE_MS);
    await discord().runNow();
    [grant] = await actionsOf(member);
    expect(grant).toMatchObject({ status: "succeeded", attempts: 3 });
    expect(fake.rolesOf(member.discordUserId)).toEqual([PRO]);
    expect(fake.requestsTo("PUT", rolePath)).toHaveLength(3);
  });

  it("honours a rate limit: the call is repeated after Retry-After", async () => {
    const member = await newMember();
    const rolePath = new RegExp(`^/guilds/${GUILD}/members/${member.discordUserId}/roles/${PRO}$`);
    fake.script("PUT", rolePath, rateLimited(1));
    await report(subscription(member));
    const [first, second] = fake.requestsTo("PUT", rolePath);
    expect(second, "the call was repeated").toBeDefined();
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(1000);
    expect(fake.rolesOf(member.discordUserId)).toEqual([PRO]);
    expect(await actionsOf(member)).toMatchObject([{ status: "succeeded", attempts: 1 }]);
  });

  it("moves the role when the member links another Discord account", async () => {
    const member = await newMember();
    await report(subscription(member));
    const old = member.discordUserId;
    const moved = { ...member, discordUserId: String(nextDiscordId++) };
    fake.members.set(moved.discordUserId, new Set());
    expect((await link(moved, `code-${moved.discordUserId}`)).statusCode).toBe(200);
    await discord().runNow();
    expect(fake.rolesOf(old)).toEqual([]);
    expect(fake.rolesOf(moved.discordUserId)).toEqual([PRO]);
  });
});

describe("POST /discord/link", () => {
  it("refuses a code Discord does not accept with 422", async () => {
    const member = await newMember({ link: false });
    const response = await linkWithCode(t.app, member.session.access_token, "not-a-code");
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: LINK_CODE_REFUSED });
  });

  it("refuses a Discord account linked to another member with 409", async () => {
    const first = await newMember();
    const second = await newMember({ link: false });
    const response = await link(
      { ...second, discordUserId: first.discordUserId },
      `code-${first.discordUserId}`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: LINKED_ELSEWHERE });
  });

  it("needs a signed-in user", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/discord/link",
      payload: { code: "x", state: "y" },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /admin/discord/role-actions", () => {
  it("is for admins only", async () => {
    const url = "/api/admin/discord/role-actions";
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const learner = await login(t.app, "learner");
    const refused = await t.app.inject({
      method: "GET",
      url,
      headers: bearer(learner.access_token),
    });
    expect(refused.statusCode).toBe(403);
  });

  it("filters by status", async () => {
    const member = await newMember();
    const rolePath = new RegExp(`^/guilds/${GUILD}/members/${member.discordUserId}/roles/${PRO}$`);
    fake.script("PUT", rolePath, MISSING_PERMISSIONS);
    await report(subscription(member));
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/discord/role-actions?status=pending",
      headers: bearer(admin.access_token),
    });
    const pending = response.json<RoleAction[]>();
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((a) => a.status === "pending")).toBe(true);
    expect(
      pending.some((a) => a.user_id === member.userId && a.user_email.startsWith("member-")),
    ).toBe(true);
  });
});
