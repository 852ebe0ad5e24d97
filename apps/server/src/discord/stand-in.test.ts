import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, login, type Session, type TestApp } from "../test/app.ts";
import { LINK_ATTEMPT_RULE } from "./discord-access.ts";
import { STAND_IN_IDS } from "./discord-config.ts";
import {
  STAND_IN_DISCORD_USER_ID,
  STAND_IN_OAUTH_CODE,
  type StandInDriver,
} from "./stand-in-driver.ts";

let t: TestApp;
let member: Session;
beforeAll(async () => {
  t = await createTestApp();
  member = await login(t.app, "discord");
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

  it("accepts the fixed test code, and records the role it would grant", async () => {
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/discord/link",
      headers: bearer(member.access_token),
      payload: { code: "anything-else" },
    });
    expect(refused.statusCode).toBe(422);

    await t.app.services.discord.onSubscriptionChanged({
      userId: member.user.id,
      tier: "pro",
      status: "active",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
    const linked = await t.app.inject({
      method: "POST",
      url: "/api/discord/link",
      headers: bearer(member.access_token),
      payload: { code: STAND_IN_OAUTH_CODE },
    });
    expect(linked.json()).toEqual({ discord_user_id: STAND_IN_DISCORD_USER_ID, tier: "pro" });
    await t.app.services.discord.runNow();
    expect(standIn().calls.map((c) => c.operation)).toContain("addRole");
    expect(standIn().calls.find((c) => c.operation === "addRole")?.detail).toEqual({
      discordUserId: STAND_IN_DISCORD_USER_ID,
      roleId: STAND_IN_IDS.pro,
    });
    const actions = await t.database.db
      .selectFrom("discord_role_actions")
      .select(["action", "status"])
      .where("user_id", "=", member.user.id)
      .execute();
    expect(actions).toEqual([{ action: "grant", status: "succeeded" }]);
  });

  it("limits link attempts per member, each one costing a call to Discord", async () => {
    const learner = await login(t.app, "learner");
    const attempt = () =>
      t.app.inject({
        method: "POST",
        url: "/api/discord/link",
        headers: bearer(learner.access_token),
        payload: { code: "wrong" },
      });
    for (let i = 0; i < LINK_ATTEMPT_RULE.limit; i += 1)
      expect((await attempt()).statusCode).toBe(422);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    t.advance(LINK_ATTEMPT_RULE.windowMs);
    expect((await attempt()).statusCode).toBe(422);
  });
});
