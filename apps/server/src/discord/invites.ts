import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Clock } from "../auth/clock.ts";
import type { RateLimiter, RateLimitRule } from "../auth/rate-limit.ts";
import type { Database } from "../db/schema.ts";
import { conflict, HttpError, tooManyRequests } from "../http/errors.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { DiscordAccess } from "./discord-access.ts";
import { DiscordCallError } from "./discord-client.ts";
import { INVITE_NEEDS_MEMBERSHIP, INVITE_UNAVAILABLE } from "./connect-messages.ts";
import { entitledTier } from "./entitlement.ts";
import { mailDate } from "../mail/dates.ts";

/** Each new invite is a call to Discord and a mail: 3 per member per hour. */
export const INVITE_RESEND_RULE: RateLimitRule = { limit: 3, windowMs: 60 * 60 * 1000 };

interface InviteContext {
  db: Kysely<Database>;
  discord: DiscordAccess;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
}

/**
 * A new one-use invite for a member whose membership gives a role now, mailed to them and
 * answered; the invites handed out before are deleted at Discord so only the newest works.
 */
export async function resendInvite(
  context: InviteContext,
  userId: number,
): Promise<{ url: string; expires_at: string }> {
  const { db, discord, mailer, clock, log, limiter } = context;
  const membership = await db
    .selectFrom("discord_memberships")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const tier =
    membership &&
    entitledTier(
      {
        userId,
        tier: membership.tier,
        status: membership.status,
        cancelAtPeriodEnd: membership.cancel_at_period_end,
        currentPeriodEnd: membership.current_period_end,
      },
      clock(),
    );
  if (!tier) throw conflict(INVITE_NEEDS_MEMBERSHIP);
  const wait = await limiter.consume(String(userId));
  if (wait > 0) throw tooManyRequests(wait);

  const older = await db
    .selectFrom("discord_invites")
    .select(["id", "code"])
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", clock())
    .execute();
  let invite: { url: string; expiresAt: Date };
  try {
    invite = await discord.createInvite(userId);
  } catch (error) {
    if (!(error instanceof DiscordCallError)) throw error;
    log.warn({ err: error, userId }, "Discord invite failed");
    throw new HttpError(502, INVITE_UNAVAILABLE);
  }
  for (const old of older) {
    try {
      await discord.client.revokeInvite(old.code);
      await db
        .updateTable("discord_invites")
        .set({ revoked_at: clock() })
        .where("id", "=", old.id)
        .execute();
    } catch (error) {
      // The new link works either way; the old one stays one-use and expires by itself.
      log.warn({ err: error, userId }, "Discord invite could not be revoked");
    }
  }
  const user = await db
    .selectFrom("users")
    .select(["email", "full_name"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  await mailer.send({
    to: user.email,
    subject: "Your new Discord invite",
    text: [
      `Hello ${user.full_name},`,
      "",
      `Here is your new invite to the Discord server (it works once, until ${mailDate(invite.expiresAt)}):`,
      "",
      invite.url,
      "",
      "Earlier invite links no longer work.",
    ].join("\n"),
  });
  return { url: invite.url, expires_at: invite.expiresAt.toISOString() };
}
