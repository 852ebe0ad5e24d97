import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { AuditActor } from "./tables.ts";

export interface AuditRecord {
  actor: AuditActor;
  actorId?: number | null;
  action: string;
  personId?: number | null;
  target?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
  /**
   * The entry's natural key: a repeat (a replayed webhook, a retried worker run) with the same
   * key writes nothing. Omit only for entries that can never repeat.
   */
  key?: string;
}

/**
 * Appends one entry (inside the caller's transaction when given one) and answers its id, or
 * undefined when an entry with the key exists already. The table refuses UPDATE and DELETE.
 */
export async function appendAudit(
  db: Kysely<Database>,
  record: AuditRecord,
): Promise<number | undefined> {
  const row = await db
    .insertInto("audit_log")
    .values({
      actor: record.actor,
      actor_id: record.actorId ?? null,
      action: record.action,
      person_id: record.personId ?? null,
      target: record.target ?? null,
      reason: record.reason ?? null,
      details: JSON.stringify(record.details ?? {}),
      idempotency_key: record.key ?? null,
    })
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}
