import type { components } from "@academy/api/contract";
import type { Services } from "../services.ts";

type AuditEntry = components["schemas"]["AuditEntry"];

/** GET /admin/audit: newest first, by person and action, paged back with `before`. */
export async function auditEntries(
  services: Services,
  filter: { person_id?: number; action?: string; before?: number; limit?: number },
): Promise<AuditEntry[]> {
  let query = services.db
    .selectFrom("audit_log")
    .leftJoin("users as actor", "actor.id", "audit_log.actor_id")
    .leftJoin("users as person", "person.id", "audit_log.person_id")
    .select([
      "audit_log.id",
      "audit_log.at",
      "audit_log.actor",
      "audit_log.actor_id",
      "actor.email as actor_email",
      "audit_log.action",
      "audit_log.person_id",
      "person.email as person_email",
      "audit_log.target",
      "audit_log.reason",
      "audit_log.details",
    ])
    .orderBy("audit_log.id", "desc")
    .limit(filter.limit ?? 50);
  if (filter.person_id !== undefined)
    query = query.where("audit_log.person_id", "=", filter.person_id);
  if (filter.action !== undefined) query = query.where("audit_log.action", "=", filter.action);
  // Ids beyond the column's range name no entry: every entry is before them.
  if (filter.before !== undefined && filter.before <= 2_147_483_647)
    query = query.where("audit_log.id", "<", filter.before);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
