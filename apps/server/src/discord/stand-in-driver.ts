import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import {
  DISCORD_ERROR,
  DiscordCallError,
  inviteUrl,
  type DiscordClient,
} from "./discord-client.ts";

/**
 * The OAuth2 code the stand-in accepts, alone (the default Discord user below) or followed by
 * `:<discord user id>` to link a chosen id: there is no Discord to send anyone to offline.
 */
export const STAND_IN_OAUTH_CODE = "stand-in-oauth-code";
export const STAND_IN_DISCORD_USER_ID = "200000000000000001";

export interface StandInCall {
  operation: "createInvite" | "exchangeOAuthCode" | "addMember" | "addRole" | "removeRole";
  detail: Record<string, unknown>;
}

export interface StandInDriver extends DiscordClient {
  /** What it would have done, oldest first (tests and the dev log read it). */
  readonly calls: readonly StandInCall[];
}

/**
 * The embedded default when no DISCORD_BOT_TOKEN is set: nothing leaves the machine. Every call
 * is logged and kept, invites are fake one-off links, and every role change succeeds.
 */
export function createStandInDriver(log: FastifyBaseLogger): StandInDriver {
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
    async exchangeOAuthCode(code) {
      const [fixed, chosenId] = code.split(":");
      if (
        fixed !== STAND_IN_OAUTH_CODE ||
        (chosenId !== undefined && !/^\d{17,20}$/.test(chosenId))
      )
        throw new DiscordCallError(
          'Invalid "code" in request.',
          400,
          DISCORD_ERROR.invalidOAuthCode,
        );
      const discordUserId = chosenId ?? STAND_IN_DISCORD_USER_ID;
      record("exchangeOAuthCode", { discordUserId });
      return { discordUserId, accessToken: `stand-in-token-${discordUserId}` };
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
