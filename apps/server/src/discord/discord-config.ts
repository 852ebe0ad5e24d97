/** How the server reaches Discord; read from the environment by `loadConfig`. */
export interface DiscordConfig {
  /**
   * The bot's token. Without it the server uses the logging stand-in (the embedded default):
   * nothing reaches Discord, every would-be call is recorded and logged. Never logged.
   */
  botToken: string | undefined;
  guildId: string;
  /** The role each tier's members hold. */
  roles: { pro: string; community: string };
  /** The channel one-off invites are created on. */
  inviteChannelId: string;
  /** REST base (`https://discord.com/api` by default); tests point it at a local stand-in. */
  apiUrl: string | undefined;
  /** OAuth2 application, for linking a member's Discord account (`POST /discord/link`). */
  clientId: string;
  clientSecret: string | undefined;
  redirectUri: string;
  /**
   * Where "Open the Discord server" goes once an account is linked (issue 50): DISCORD_SERVER_URL
   * (a permanent invite or vanity URL) or the guild's own address on discord.com.
   */
  serverUrl: string;
}

/** Ids the stand-in uses when none are configured (snowflake-shaped, so they look real in logs). */
export const STAND_IN_IDS = {
  guildId: "100000000000000001",
  pro: "100000000000000002",
  community: "100000000000000003",
  inviteChannelId: "100000000000000004",
  clientId: "100000000000000005",
} as const;

const SNOWFLAKE = /^\d{17,20}$/;

/**
 * Reads the DISCORD_* variables. With a bot token the guild, both roles, the invite channel and
 * the OAuth2 application are required, each a Discord id; problems are pushed to `problems`.
 */
export function readDiscordConfig(
  value: (name: string) => string | undefined,
  publicUrl: string,
  problems: string[],
): DiscordConfig {
  const botToken = value("DISCORD_BOT_TOKEN");
  const id = (name: string, fallback: string): string => {
    const raw = value(name);
    if (raw === undefined) {
      if (botToken !== undefined) problems.push(`${name} is required with DISCORD_BOT_TOKEN`);
      return fallback;
    }
    if (!SNOWFLAKE.test(raw)) problems.push(`${name} must be a Discord id (17 to 20 digits)`);
    return raw;
  };
  const guildId = id("DISCORD_GUILD_ID", STAND_IN_IDS.guildId);
  const pro = id("DISCORD_ROLE_PRO", STAND_IN_IDS.pro);
  const community = id("DISCORD_ROLE_COMMUNITY", STAND_IN_IDS.community);
  if (pro === community) problems.push("DISCORD_ROLE_PRO and DISCORD_ROLE_COMMUNITY must differ");
  const inviteChannelId = id("DISCORD_INVITE_CHANNEL_ID", STAND_IN_IDS.inviteChannelId);
  const clientId = id("DISCORD_CLIENT_ID", STAND_IN_IDS.clientId);
  const clientSecret = value("DISCORD_CLIENT_SECRET");
  if (botToken !== undefined && clientSecret === undefined)
    problems.push("DISCORD_CLIENT_SECRET is required with DISCORD_BOT_TOKEN");

  const httpUrl = (name: string): string | undefined => {
    const raw = value(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (parsed.protocol === "http:" || parsed.protocol === "https:")
        return raw.replace(/\/+$/, "");
    } catch {
      // reported below
    }
    problems.push(`${name} must be a http:// or https:// URL`);
    return undefined;
  };
  const apiUrl = httpUrl("DISCORD_API_URL");
  const redirectUri = httpUrl("DISCORD_REDIRECT_URI") ?? `${publicUrl}/discord/linked`;
  const serverUrl = httpUrl("DISCORD_SERVER_URL") ?? `https://discord.com/channels/${guildId}`;
  return {
    botToken,
    guildId,
    roles: { pro, community },
    inviteChannelId,
    apiUrl,
    clientId,
    clientSecret,
    redirectUri,
    serverUrl,
  };
}
