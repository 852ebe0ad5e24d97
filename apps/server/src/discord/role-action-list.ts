import type { components } from "@academy/api/contract";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { RoleActionStatus } from "./tables.ts";

type RoleActionView = components["schemas"]["DiscordRoleAction"];

/** The admin view of role delivery, newest first, optionally one status only. */
export async function listRoleActions(
  db: Kysely<Database>,
  filter: { status?: RoleActionStatus | undefined; id?: number; limit: number },
): Promise<RoleActionView[]> {
  let query = db
    .selectFrom("discord_role_actions as a")
    .innerJoin("users as u", "u.id", "a.user_id")
    .selectAll("a")
    .select("u.email as user_email")
    .orderBy("a.id", "desc")
    .limit(filter.limit);
  if (filter.status !== undefined) query = query.where("a.status", "=", filter.status);
  if (filter.id !== undefined) query = query.where("a.id", "=", filter.id);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    user_id: row.user_id,
    user_email: row.user_email,
    discord_user_id: row.discord_user_id,
    tier: row.tier,
    role_id: row.role_id,
    action: row.action,
    status: row.status,
    attempts: row.attempts,
    last_error: row.last_error,
    last_error_code: row.last_error_code,
    next_attempt_at: row.next_attempt_at.toISOString(),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  }));
}

/**
 * An admin's retry: a pending or failed action that is still the latest for its role runs
 * again now, its attempts counted afresh (a fixed role order in Discord heals it at once).
 * Answers the user whose queue to run, or null when the action cannot be retried.
 */
export async function retryRoleAction(
  db: Kysely<Database>,
  actionId: number,
  now: Date,
): Promise<{ userId: number } | null> {
  const row = await db
    .updateTable("discord_role_actions")
    .set({
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      completed_at: null,
      updated_at: now,
    })
    .where("id", "=", actionId)
    .where("status", "in", ["pending", "failed"])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("discord_role_actions as later")
            .select("later.id")
            .whereRef("later.user_id", "=", "discord_role_actions.user_id")
            .whereRef("later.discord_user_id", "=", "discord_role_actions.discord_user_id")
            .whereRef("later.role_id", "=", "discord_role_actions.role_id")
            .whereRef("later.id", ">", "discord_role_actions.id")
            .where("later.status", "<>", "superseded"),
        ),
      ),
    )
    .returning("user_id")
    .executeTakeFirst();
  return row ? { userId: row.user_id } : null;
}
