/** Who connected, from Discord's `users/@me`, and their OAuth2 access token (`guilds.join`). */
export interface OAuthIdentity {
  discordUserId: string;
  /** The display name when set, else the unique user name. */
  username: string;
  accessToken: string;
}

/**
 * What the server asks of Discord, whichever driver answers: the REST driver on
 * `@discordjs/rest` (a bot token is configured) or the logging stand-in (the embedded default).
 */
export interface DiscordClient {
  /** "rest" talks to Discord (or DISCORD_API_URL); "stand-in" only records and logs. */
  readonly kind: "rest" | "stand-in";
  /** A one-off invite to the configured channel: one use, `maxAgeSeconds`, never reused. */
  createInvite(maxAgeSeconds: number): Promise<{ code: string; url: string }>;
  /** Deletes an invite so it no longer works (an unknown one counts as done). */
  revokeInvite(code: string): Promise<void>;
  /** Trades an OAuth2 authorization code for who the member is and their access token. */
  exchangeOAuthCode(code: string): Promise<OAuthIdentity>;
  /**
   * Adds the user to the guild with their OAuth2 token (`guilds.join`). Answers false when they
   * were already a member, in which case Discord ignores `roleIds`.
   */
  addMember(discordUserId: string, accessToken: string, roleIds: string[]): Promise<boolean>;
  addRole(discordUserId: string, roleId: string): Promise<void>;
  removeRole(discordUserId: string, roleId: string): Promise<void>;
}

/** Discord's JSON error codes the server treats specially. */
export const DISCORD_ERROR = {
  unknownInvite: 10006,
  unknownMember: 10007,
  unknownUser: 10013,
  missingPermissions: 50013,
  invalidOAuthCode: 50025,
} as const;

/** A call Discord refused: its HTTP status, Discord's error code (when any) and message. */
export class DiscordCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: number | null,
  ) {
    super(message);
    this.name = "DiscordCallError";
  }
}

/** `https://discord.gg/<code>`: the link members open. */
export const inviteUrl = (code: string) => `https://discord.gg/${code}`;
