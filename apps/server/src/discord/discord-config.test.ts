import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { STAND_IN_IDS } from "./discord-config.ts";

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe("Discord configuration", () => {
  it("defaults to the stand-in with placeholder ids", () => {
    const { discord } = loadConfig({ PUBLIC_URL: "https://academy.example" });
    expect(discord).toEqual({
      botToken: undefined,
      guildId: STAND_IN_IDS.guildId,
      roles: { pro: STAND_IN_IDS.pro, community: STAND_IN_IDS.community },
      inviteChannelId: STAND_IN_IDS.inviteChannelId,
      apiUrl: undefined,
      clientId: STAND_IN_IDS.clientId,
      clientSecret: undefined,
      redirectUri: "https://academy.example/discord/linked",
      serverUrl: `https://discord.com/channels/${STAND_IN_IDS.guildId}`,
    });
  });

  it("links into the server through DISCORD_SERVER_URL when one is configured (issue 50)", () => {
    const { discord } = loadConfig({ DISCORD_SERVER_URL: "https://discord.gg/academy/" });
    expect(discord.serverUrl).toBe("https://discord.gg/academy");
    expect(problems({ DISCORD_SERVER_URL: "discord.gg/academy" })).toEqual([
      "DISCORD_SERVER_URL must be a http:// or https:// URL",
    ]);
  });

  it("requires the guild, roles, channel and OAuth2 application with a bot token", () => {
    expect(problems({ DISCORD_BOT_TOKEN: "token" })).toEqual([
      "DISCORD_GUILD_ID is required with DISCORD_BOT_TOKEN",
      "DISCORD_ROLE_PRO is required with DISCORD_BOT_TOKEN",
      "DISCORD_ROLE_COMMUNITY is required with DISCORD_BOT_TOKEN",
      "DISCORD_INVITE_CHANNEL_ID is required with DISCORD_BOT_TOKEN",
      "DISCORD_CLIENT_ID is required with DISCORD_BOT_TOKEN",
      "DISCORD_CLIENT_SECRET is required with DISCORD_BOT_TOKEN",
    ]);
  });

  it("checks ids and URLs, never echoing the token", () => {
    const found = problems({
      DISCORD_BOT_TOKEN: "s3cret-token",
      DISCORD_GUILD_ID: "guild",
      DISCORD_ROLE_PRO: "300000000000000002",
      DISCORD_ROLE_COMMUNITY: "300000000000000002",
      DISCORD_INVITE_CHANNEL_ID: "300000000000000004",
      DISCORD_CLIENT_ID: "300000000000000005",
      DISCORD_CLIENT_SECRET: "secret",
      DISCORD_API_URL: "ftp://discord",
    });
    expect(found).toEqual([
      "DISCORD_GUILD_ID must be a Discord id (17 to 20 digits)",
      "DISCORD_ROLE_PRO and DISCORD_ROLE_COMMUNITY must differ",
      "DISCORD_API_URL must be a http:// or https:// URL",
    ]);
    expect(found.join()).not.toContain("s3cret");
  });
});
