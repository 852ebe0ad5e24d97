import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, login, type Session, type TestApp } from "../test/app.ts";
import { connectThroughStandIn, consent, link, startConnect } from "../test/discord-connect.ts";
import { LINK_ATTEMPT_RULE } from "./discord-access.ts";
import { STAND_IN_IDS } from "./discord-config.ts";
import { standInUserId } from "./oauth-stand-in.ts";
import type { StandInDriver } from "./stand-in-driver.ts";

let t: TestApp;
let member: Session;
beforeAll(async () => {
  t = await createTestApp();
  member = await login(t.app, "learner");
});
afterAll(async () => {
  await t.close();
});

function standIn(): StandInDriver {
  const client = t.app.services.discord.client;
  if (client.kind !== "stand-in" || !("calls" in client)) throw new Error("not the stand-in");
  return client as StandInDriver;
}

describe("the logging Discord stand-in (no DISCORD_BOT_TOKEN)", () => {
  it("is the embedded default and hands out fake one-off invite links", async () => {
    const invite = await t.app.services.discord.createInvite(member.user.id);
    expect(invite.url).toMatch(/^https:\/\/discord\.gg\/standin-[0-9a-f]{10}$/);
    expect(standIn().calls.at(-1)).toMatchObject({
      operation: "createInvite",
      detail: { maxAgeSeconds: 604800, maxUses: 1, unique: true },
    });
  });

  it("serves a consent page with Authorize and Cancel and a user name to pick", async () => {
    const { authorizeUrl } = await startConnect(t.app, member.access_token);
    expect(authorizeUrl).toMatch(/^\/api\/discord-standin\/oauth2\/authorize\?/);
    const query = new URL(authorizeUrl, "http://localhost").searchParams;
    expect(query.get("scope")).toBe("identify guilds.join");
    expect(query.get("redirect_uri")).toMatch(/\/discord\/linked$/);
    const page = await t.app.inject({ method: "GET", url: authorizeUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(">Authorize</button>");
    expect(page.body).toContain(">Cancel</button>");
    expect(page.body).toContain('<label for="username">Discord user name</label>');
    const cancelled = await consent(t.app, authorizeUrl, "cancel");
    expect(cancelled.searchParams.get("error")).toBe("access_denied");
    expect(cancelled.searchParams.get("state")).toBe(query.get("state"));
  });

  it("connects through the consent page and records the role it would grant", async () => {
    await t.app.services.discord.onSubscriptionChanged({
      userId: member.user.id,
      tier: "pro",
      status: "active",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
    const linked = await connectThroughStandIn(t.app, member.access_token, "stand_in_member");
    const discordUserId = standInUserId("stand_in_member");
    expect(linked.json()).toEqual({
      discord_user_id: discordUserId,
      username: "stand_in_member",
      tier: "pro",
      server_url: expect.stringMatching(/^https:\/\/discord\.com\/channels\/\d+$/),
    });
    await t.app.services.discord.runNow();
    // The seeded demo member's grant may run first: look for this member's.
    const grants = standIn().calls.filter((c) => c.operation === "addRole");
    expect(grants.find((c) => c.detail.discordUserId === discordUserId)?.detail).toEqual({
      discordUserId,
      roleId: STAND_IN_IDS.pro,
    });
    const connection = await t.app.inject({
      method: "GET",
      url: "/api/discord/connection",
      headers: bearer(member.access_token),
    });
    expect(connection.json()).toEqual({
      connected: true,
      discord_user_id: discordUserId,
      username: "stand_in_member",
      role: { tier: "pro", action: "grant", state: "done", error: null },
    });
  });

  it("limits link attempts per member, each one costing a call to Discord", async () => {
    const learner = await login(t.app, "admin");
    const attempt = async () => {
      const { state } = await startConnect(t.app, learner.access_token);
      return link(t.app, learner.access_token, "wrong", state);
    };
    for (let i = 0; i < LINK_ATTEMPT_RULE.limit; i += 1)
      expect((await attempt()).statusCode).toBe(422);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    t.advance(LINK_ATTEMPT_RULE.windowMs);
    expect((await attempt()).statusCode).toBe(422);
  });
});
