import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { standInUserId } from "../discord/oauth-stand-in.ts";

/** The Discord account the demo member starts connected with (the stand-in's id for the name). */
export const DEMO_DISCORD_USERNAME = "dana_discord";

/**
 * The demo Pro member starts with Discord connected: the account on the user and the
 * membership's state for role delivery, due at once, so the worker grants the Pro role on the
 * server's first run (through whichever driver is configured) and the portal shows it granted.
 */
export async function connectDemoDiscord(
  trx: Kysely<Database>,
  userId: number,
  periodEnd: Date,
  now: Date,
): Promise<void> {
  await linkDemoDiscordAccount(trx, userId);
  await trx
    .insertInto("discord_memberships")
    .values({
      user_id: userId,
      tier: "pro",
      status: "active",
      cancel_at_period_end: false,
      current_period_end: periodEnd,
      recheck_at: now,
      updated_at: now,
    })
    .execute();
}

/** The demo member's Discord account on the user, as the OAuth2 link leaves it. */
export async function linkDemoDiscordAccount(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable("users")
    .set({
      discord_user_id: standInUserId(DEMO_DISCORD_USERNAME),
      discord_username: DEMO_DISCORD_USERNAME,
    })
    .where("id", "=", userId)
    .execute();
}
