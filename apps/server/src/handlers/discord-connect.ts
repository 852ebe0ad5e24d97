import { createMemoryRateLimitStore, createRateLimiter } from "../auth/rate-limit.ts";
import { discordConnection } from "../discord/connection.ts";
import { INVITE_RESEND_RULE, resendInvite } from "../discord/invites.ts";
import {
  ACTION_NOT_RETRYABLE,
  NOT_CONNECTED,
  ROLE_ACTION_NOT_FOUND,
} from "../discord/connect-messages.ts";
import { listRoleActions, retryRoleAction } from "../discord/role-action-list.ts";
import { conflict, notFound, unauthorized } from "../http/errors.ts";
import type { HandlerMap } from "../http/types.ts";
import type { Services } from "../services.ts";

/** Connecting Discord from the site, the member's view of it, and an admin's retry (issue 27). */
export function discordConnectHandlers(services: Services): HandlerMap {
  const { discord, db, clock, mailer } = services;
  const limiter = createRateLimiter(
    INVITE_RESEND_RULE,
    createMemoryRateLimitStore(),
    clock,
    "discord-invite",
  );
  return {
    async resendDiscordInvite({ user, request }) {
      if (!user) throw unauthorized();
      const context = { db, discord, mailer, clock, log: request.log, limiter };
      return resendInvite(context, user.id);
    },
    async startDiscordConnect({ user }) {
      if (!user) throw unauthorized();
      const { authorizeUrl } = await discord.startConnect(user.id);
      return { authorize_url: authorizeUrl };
    },
    async getDiscordConnection({ user }) {
      if (!user) throw unauthorized();
      return discordConnection(db, user.id);
    },
    async disconnectDiscord({ user }) {
      if (!user) throw unauthorized();
      if (!(await discord.unlinkAccount(user.id))) throw conflict(NOT_CONNECTED);
      return discordConnection(db, user.id);
    },
    async retryDiscordRoleAction({ params }) {
      const retried = await retryRoleAction(db, params.actionId, clock());
      if (!retried) {
        const exists = await db
          .selectFrom("discord_role_actions")
          .select("id")
          .where("id", "=", params.actionId)
          .executeTakeFirst();
        throw exists ? conflict(ACTION_NOT_RETRYABLE) : notFound(ROLE_ACTION_NOT_FOUND);
      }
      await discord.refresh(retried.userId);
      const [row] = await listRoleActions(db, { id: params.actionId, limit: 1 });
      if (!row) throw notFound(ROLE_ACTION_NOT_FOUND);
      return row;
    },
  };
}
