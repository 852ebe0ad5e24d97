import { unauthorized } from "../http/errors.ts";
import type { HandlerMap } from "../http/types.ts";
import type { Services } from "../services.ts";
import { listRoleActions } from "../discord/role-action-list.ts";

/** Discord account linking and the admin record of role delivery (issue 16). */
export function discordHandlers(services: Services): HandlerMap {
  const { discord, db } = services;
  return {
    async linkDiscordAccount({ user, body }) {
      if (!user) throw unauthorized();
      const linked = await discord.linkAccount(user.id, body.code);
      return { discord_user_id: linked.discordUserId, tier: linked.tier };
    },
    async listDiscordRoleActions({ query }) {
      return listRoleActions(db, { status: query.status, limit: query.limit ?? 100 });
    },
  };
}
