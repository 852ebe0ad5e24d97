import { sql, type Kysely, type Selectable } from "kysely";
import type { Database } from "../db/schema.ts";
import type { DiscordRoleActionsTable, DiscordTier, RoleActionKind } from "./tables.ts";

export type RoleAction = Selectable<DiscordRoleActionsTable>;

/** The role a member should hold: on which Discord account, which role, for which tier. */
export interface DesiredRole {
  discordUserId: string;
  roleId: string;
  tier: DiscordTier;
}

/** Retries: 30 s, 1 min, 2 min, ... up to an hour apart, 20 attempts (about 14 hours) in all. */
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_DELAY_MS = 60 * 60 * 1000;
export const MAX_ATTEMPTS = 20;
/** How long a worker holds an action it is running before another may take it. */
export const LEASE_MS = 5 * 60 * 1000;

export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_MAX_DELAY_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

const key = (discordUserId: string, roleId: string) => `${discordUserId}:${roleId}`;

/**
 * Queues what brings the user's roles to `desired` (null: no role at all), judged against the
 * latest grant or removal recorded for each Discord account and role. Idempotent: called twice
 * with the same state it queues nothing the second time.
 */
export async function planRoleActions(
  db: Kysely<Database>,
  userId: number,
  desired: DesiredRole | null,
  now: Date,
): Promise<RoleAction[]> {
  const latest = await db
    .selectFrom("discord_role_actions")
    .select(["discord_user_id", "role_id", "tier", "action"])
    .distinctOn(["discord_user_id", "role_id"])
    .where("user_id", "=", userId)
    .where("status", "<>", "superseded")
    .orderBy("discord_user_id")
    .orderBy("role_id")
    .orderBy("id", "desc")
    .execute();
  const queued: RoleAction[] = [];
  const wanted = desired && key(desired.discordUserId, desired.roleId);
  for (const row of latest) {
    if (row.action === "grant" && key(row.discord_user_id, row.role_id) !== wanted) {
      queued.push(
        await enqueue(
          db,
          userId,
          "remove",
          {
            discordUserId: row.discord_user_id,
            roleId: row.role_id,
            tier: row.tier,
          },
          now,
        ),
      );
    }
  }
  if (desired) {
    const current = latest.find((row) => key(row.discord_user_id, row.role_id) === wanted);
    if (current?.action !== "grant") queued.push(await enqueue(db, userId, "grant", desired, now));
  }
  return queued;
}

/**
 * An admin's re-sync ("my role vanished"): the latest finished grant or removal of each of the
 * user's roles is queued again, since Discord may no longer match what was recorded (a
 * moderator removed the role by hand). Adding or removing a role twice is harmless at Discord.
 */
export async function requeueLatest(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<RoleAction[]> {
  const latest = await db
    .selectFrom("discord_role_actions")
    .selectAll()
    .distinctOn(["discord_user_id", "role_id"])
    .where("user_id", "=", userId)
    .where("status", "<>", "superseded")
    .orderBy("discord_user_id")
    .orderBy("role_id")
    .orderBy("id", "desc")
    .execute();
  const queued: RoleAction[] = [];
  for (const row of latest.filter((each) => each.status !== "pending"))
    queued.push(
      await enqueue(
        db,
        userId,
        row.action,
        { discordUserId: row.discord_user_id, roleId: row.role_id, tier: row.tier },
        now,
      ),
    );
  return queued;
}

/** Records a new action; an older one for the same role that no worker has started is dropped. */
async function enqueue(
  db: Kysely<Database>,
  userId: number,
  action: RoleActionKind,
  role: DesiredRole,
  now: Date,
): Promise<RoleAction> {
  await db
    .updateTable("discord_role_actions")
    .set({ status: "superseded", updated_at: now })
    .where("user_id", "=", userId)
    .where("discord_user_id", "=", role.discordUserId)
    .where("role_id", "=", role.roleId)
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
    .execute();
  return db
    .insertInto("discord_role_actions")
    .values({
      user_id: userId,
      discord_user_id: role.discordUserId,
      role_id: role.roleId,
      tier: role.tier,
      action,
      status: "pending",
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Takes up to `limit` due actions for this worker (a lease of LEASE_MS), oldest first, skipping
 * any whose earlier action on the same role is still pending, so a removal never overtakes
 * the grant before it.
 */
export async function claimDueActions(
  db: Kysely<Database>,
  now: Date,
  limit: number,
): Promise<RoleAction[]> {
  const leaseEnd = new Date(now.getTime() + LEASE_MS);
  const result = await sql<RoleAction>`
    UPDATE discord_role_actions SET locked_until = ${leaseEnd}
    WHERE id IN (
      SELECT a.id FROM discord_role_actions a
      WHERE a.status = 'pending' AND a.next_attempt_at <= ${now}
        AND (a.locked_until IS NULL OR a.locked_until <= ${now})
        AND NOT EXISTS (
          SELECT 1 FROM discord_role_actions earlier
          WHERE earlier.user_id = a.user_id AND earlier.discord_user_id = a.discord_user_id
            AND earlier.role_id = a.role_id AND earlier.status = 'pending' AND earlier.id < a.id
        )
      ORDER BY a.id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING *`.execute(db);
  return [...result.rows].sort((a, b) => a.id - b.id);
}

export async function recordSuccess(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db
    .updateTable("discord_role_actions")
    .set((eb) => ({
      status: "succeeded",
      attempts: eb("attempts", "+", 1),
      locked_until: null,
      updated_at: now,
      completed_at: now,
    }))
    .where("id", "=", id)
    .execute();
}

/** Records a failed attempt: retried after an exponential delay, until MAX_ATTEMPTS. */
export async function recordFailure(
  db: Kysely<Database>,
  action: RoleAction,
  error: { message: string; code: number | null },
  now: Date,
): Promise<void> {
  const attempts = action.attempts + 1;
  const exhausted = attempts >= MAX_ATTEMPTS;
  await db
    .updateTable("discord_role_actions")
    .set({
      status: exhausted ? "failed" : "pending",
      attempts,
      last_error: error.message.slice(0, 1000),
      last_error_code: error.code,
      next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)),
      locked_until: null,
      updated_at: now,
      completed_at: exhausted ? now : null,
    })
    .where("id", "=", action.id)
    .execute();
}
