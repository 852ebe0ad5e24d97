import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { inviteUrl, type DiscordClient } from "./discord-client.ts";
import type { DiscordConfig } from "./discord-config.ts";
import { exchangeOAuthCode } from "./oauth.ts";
import type { DiscordOAuthStandIn } from "./oauth-stand-in.ts";

export interface StandInCall {
  operation:
    "createInvite" | "revokeInvite" | "exchangeOAuthCode" | "addMember" | "addRole" | "removeRole";
  detail: Record<string, unknown>;
}

export interface StandInDriver extends DiscordClient {
  /** What it would have done, oldest first (tests and the dev log read it). */
  readonly calls: readonly StandInCall[];
}

/**
 * The embedded default when no DISCORD_BOT_TOKEN is set: nothing leaves the machine. Every call
 * is logged and kept, invites are fake one-off links, and every role change succeeds. OAuth2
 * codes come from the offline consent page (oauth-stand-in.ts) and are exchanged over HTTP.
 */
export function createStandInDriver(
  log: FastifyBaseLogger,
  config: DiscordConfig,
  oauth: Pick<DiscordOAuthStandIn, "apiBase">,
): StandInDriver {
  const calls: StandInCall[] = [];
  const record = (operation: StandInCall["operation"], detail: Record<string, unknown>) => {
    calls.push({ operation, detail });
    log.info({ discord: operation, ...detail }, "Discord stand-in: would call Discord");
  };
  return {
    kind: "stand-in",
    calls,
    async createInvite(maxAgeSeconds) {
      const code = `standin-${randomBytes(5).toString("hex")}`;
      record("createInvite", { code, maxAgeSeconds, maxUses: 1, unique: true });
      return { code, url: inviteUrl(code) };
    },
    async revokeInvite(code) {
      record("revokeInvite", { code });
    },
    async exchangeOAuthCode(code) {
      // The same exchange as with Discord, against the offline consent page's API.
      const identity = await exchangeOAuthCode(await oauth.apiBase(), config, code);
      record("exchangeOAuthCode", { discordUserId: identity.discordUserId });
      return identity;
    },
    async addMember(discordUserId, _accessToken, roleIds) {
      record("addMember", { discordUserId, roleIds });
      return true;
    },
    async addRole(discordUserId, roleId) {
      record("addRole", { discordUserId, roleId });
    },
    async removeRole(discordUserId, roleId) {
      record("removeRole", { discordUserId, roleId });
    },
  };
}
