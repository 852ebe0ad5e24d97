import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { appendAudit } from "../audit/audit-log.ts";
import type { Database } from "../db/schema.ts";
import { DISCORD_ERROR, DiscordCallError, type DiscordClient } from "./discord-client.ts";
import { claimDueActions, recordFailure, recordSuccess, type RoleAction } from "./role-actions.ts";

/** Actions taken per claim, and claims per run, so one run stays short. */
const BATCH_SIZE = 20;
const MAX_BATCHES_PER_RUN = 10;

/** What the admin list shows for the failures a paid community meets most. */
function describeFailure(error: DiscordCallError, action: RoleAction): string {
  if (error.code === DISCORD_ERROR.missingPermissions)
    return "Missing Permissions: the bot needs Manage Roles and a role above the tier's role";
  if (error.code === DISCORD_ERROR.unknownMember && action.action === "grant")
    return "Unknown Member: not in the server yet (waiting for them to join with their invite)";
  return error.message;
}

/** A role given or taken at Discord: the worker's entry in the audit log, once per action. */
async function auditRoleChange(db: Kysely<Database>, action: RoleAction): Promise<void> {
  await appendAudit(db, {
    actor: "role-worker",
    action: `discord.role-${action.action}`,
    personId: action.user_id,
    target: `discord:${action.discord_user_id}`,
    details: { tier: action.tier, role_id: action.role_id },
    key: `role-action:${action.id}`,
  });
}

/** Runs one action against Discord and records the outcome. */
async function runAction(
  db: Kysely<Database>,
  client: DiscordClient,
  action: RoleAction,
  now: () => Date,
): Promise<void> {
  try {
    if (action.action === "grant") await client.addRole(action.discord_user_id, action.role_id);
    else await client.removeRole(action.discord_user_id, action.role_id);
    await recordSuccess(db, action.id, now());
    await auditRoleChange(db, action);
  } catch (caught) {
    const error =
      caught instanceof DiscordCallError
        ? caught
        : new DiscordCallError(
            caught instanceof Error ? caught.message : String(caught),
            null,
            null,
          );
    // Someone who left the server holds no role: the removal has nothing left to do.
    if (action.action === "remove" && error.code === DISCORD_ERROR.unknownMember) {
      await recordSuccess(db, action.id, now());
      return;
    }
    await recordFailure(
      db,
      action,
      { message: describeFailure(error, action), code: error.code },
      now(),
    );
  }
}

/**
 * Drains the due part of the queue: claims batches of due actions and runs them one by one,
 * in the order they were queued. Answers how many actions it ran.
 */
export async function processDueRoleActions(
  db: Kysely<Database>,
  client: DiscordClient,
  now: () => Date,
  log: FastifyBaseLogger,
): Promise<number> {
  let ran = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
    const actions = await claimDueActions(db, now(), BATCH_SIZE);
    if (actions.length === 0) break;
    for (const action of actions) {
      await runAction(db, client, action, now);
      ran += 1;
    }
  }
  if (ran > 0) log.info({ discordRoleActions: ran }, "Discord role actions run");
  return ran;
}
