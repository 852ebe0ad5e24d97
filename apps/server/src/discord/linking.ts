import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Clock } from "../auth/clock.ts";
import type { Database } from "../db/schema.ts";
import { conflict, HttpError } from "../http/errors.ts";
import type { DiscordConfig } from "./discord-config.ts";
import { DiscordCallError, type DiscordClient, type OAuthIdentity } from "./discord-client.ts";
import { consumeState } from "./oauth.ts";
import { entitledTier } from "./entitlement.ts";
import type { DiscordTier } from "./tables.ts";
import { LINKED_ELSEWHERE, LINK_CODE_REFUSED, LINK_UNAVAILABLE } from "../http/messages.ts";

export interface LinkResult {
  discordUserId: string;
  username: string;
  /** The tier whose role is on its way, or null without a subscription that grants one. */
  tier: DiscordTier | null;
}

interface LinkContext {
  db: Kysely<Database>;
  client: DiscordClient;
  config: DiscordConfig;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Links the member's Discord account from an OAuth2 code and the `state` it came back with (one
 * this member started, unused, unexpired): the code is exchanged through the
 * driver, the Discord user id stored on the user and, when their subscription grants a role,
 * they are added to the guild with it at once (`guilds.join`). The role itself is granted by
 * the queue either way (a member who joined with their invite is not added again).
 */
export async function linkDiscordAccount(
  context: LinkContext,
  userId: number,
  code: string,
  state: string,
): Promise<LinkResult> {
  const { db, client, config, clock, log } = context;
  // The state first: a forged, foreign or replayed return never reaches Discord.
  await consumeState(db, userId, state, clock());
  let linked: OAuthIdentity;
  try {
    linked = await client.exchangeOAuthCode(code);
  } catch (error) {
    const status = error instanceof DiscordCallError ? error.status : null;
    if (status !== null && status >= 400 && status < 500)
      throw new HttpError(422, LINK_CODE_REFUSED);
    log.warn({ err: error }, "Discord OAuth2 exchange failed");
    throw new HttpError(502, LINK_UNAVAILABLE);
  }
  const { discordUserId, username, accessToken } = linked;
  const owner = await db
    .selectFrom("users")
    .select("id")
    .where("discord_user_id", "=", discordUserId)
    .executeTakeFirst();
  if (owner && owner.id !== userId) throw conflict(LINKED_ELSEWHERE);
  try {
    await db
      .updateTable("users")
      .set({ discord_user_id: discordUserId, discord_username: username })
      .where("id", "=", userId)
      .execute();
  } catch (error) {
    // Another member linked the same account a moment ago (unique index).
    if ((error as { code?: string }).code === "23505") throw conflict(LINKED_ELSEWHERE);
    throw error;
  }

  const membership = await db
    .selectFrom("discord_memberships")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const tier = membership
    ? entitledTier(
        {
          userId,
          tier: membership.tier,
          status: membership.status,
          cancelAtPeriodEnd: membership.cancel_at_period_end,
          currentPeriodEnd: membership.current_period_end,
        },
        clock(),
      )
    : null;
  if (tier) {
    try {
      await client.addMember(discordUserId, accessToken, [config.roles[tier]]);
    } catch (error) {
      // Not fatal: the invite still gets them in, and the queued grant retries until they are.
      log.warn({ err: error, userId }, "Discord guild join failed");
    }
  }
  return { discordUserId, username, tier };
}

/** Forgets the member's Discord account; answers false when none was connected. */
export async function unlinkDiscordAccount(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .updateTable("users")
    .set({ discord_user_id: null, discord_username: null })
    .where("id", "=", userId)
    .where("discord_user_id", "is not", null)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}
