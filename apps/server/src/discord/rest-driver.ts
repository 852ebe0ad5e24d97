import { DiscordAPIError, HTTPError, REST, RateLimitError } from "@discordjs/rest";
import { Routes } from "discord-api-types/v10";
import type { DiscordConfig } from "./discord-config.ts";
import {
  DISCORD_ERROR,
  DiscordCallError,
  inviteUrl,
  type DiscordClient,
} from "./discord-client.ts";
import { exchangeOAuthCode, stringField } from "./oauth.ts";

/** Any failure of the REST client, as the one error type the role queue records. */
function asCallError(error: unknown): DiscordCallError {
  if (error instanceof DiscordCallError) return error;
  if (error instanceof DiscordAPIError) {
    const code = typeof error.code === "number" ? error.code : null;
    return new DiscordCallError(error.message, error.status, code);
  }
  if (error instanceof HTTPError) return new DiscordCallError(error.message, error.status, null);
  if (error instanceof RateLimitError)
    return new DiscordCallError(`Rate limited for ${error.retryAfter} ms`, 429, null);
  return new DiscordCallError(error instanceof Error ? error.message : String(error), null, null);
}

async function call<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw asCallError(error);
  }
}

export interface RestDriver extends DiscordClient {
  /** Stops the REST client's sweeper timers. */
  close(): void;
}

/**
 * The real driver: Discord's REST API through `@discordjs/rest`, which queues calls per rate
 * limit bucket and, on a 429, waits the `Retry-After` before repeating the call.
 */
export function createRestDriver(config: DiscordConfig & { botToken: string }): RestDriver {
  const api = config.apiUrl ?? "https://discord.com/api";
  const bot = new REST({ api, timeout: 15_000 }).setToken(config.botToken);
  const { guildId, inviteChannelId } = config;
  return {
    kind: "rest",
    async createInvite(maxAgeSeconds) {
      const answer = await call(() =>
        bot.post(Routes.channelInvites(inviteChannelId), {
          body: { max_age: maxAgeSeconds, max_uses: 1, unique: true, temporary: false },
          reason: "One-off invite for a new paying member",
        }),
      );
      const code = stringField(answer, "code");
      return { code, url: inviteUrl(code) };
    },
    async revokeInvite(code) {
      try {
        await call(() => bot.delete(Routes.invite(code), { reason: "Replaced by a new invite" }));
      } catch (error) {
        // Already used up, expired or deleted: nothing is left to revoke.
        if (error instanceof DiscordCallError && error.code === DISCORD_ERROR.unknownInvite) return;
        throw error;
      }
    },
    exchangeOAuthCode(code) {
      return exchangeOAuthCode(`${api}/v10`, config, code);
    },
    async addMember(discordUserId, accessToken, roleIds) {
      // 201 with the member when added, 204 without a body when already a member.
      const answer = await call(() =>
        bot.put(Routes.guildMember(guildId, discordUserId), {
          body: { access_token: accessToken, roles: roleIds },
        }),
      );
      return typeof answer === "object" && answer !== null;
    },
    async addRole(discordUserId, roleId) {
      await call(() =>
        bot.put(Routes.guildMemberRole(guildId, discordUserId, roleId), {
          reason: "Paid membership",
        }),
      );
    },
    async removeRole(discordUserId, roleId) {
      await call(() =>
        bot.delete(Routes.guildMemberRole(guildId, discordUserId, roleId), {
          reason: "Membership ended or changed",
        }),
      );
    },
    close() {
      bot.clearHashSweeper();
      bot.clearHandlerSweeper();
    },
  };
}
