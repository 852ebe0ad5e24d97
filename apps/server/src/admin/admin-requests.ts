import { setTimeout as delay } from "node:timers/promises";
import type { components } from "@academy/api/contract";
import { appendAudit } from "../audit/audit-log.ts";
import { conflict, HttpError } from "../http/errors.ts";
import type { AuthUser } from "../http/types.ts";
import type { Services } from "../services.ts";
import { ACTION_INTERRUPTED, ACTION_UNDER_WAY, KEY_REUSED, REASON_REQUIRED } from "./messages.ts";

type AdminActionResult = components["schemas"]["AdminActionResult"];

export interface AdminRequest {
  admin: AuthUser;
  idempotencyKey: string;
  reason: string;
  /** e.g. payment.refund */
  action: string;
  /** What it acts on: payment-12, course:2, subscription:4, user:7. */
  target: string;
  personId: number | null;
}

export interface ActionOutcome {
  message: string;
  details?: Record<string, unknown>;
}

/** How long a repeated request waits for the first one with its key to finish. */
const WAIT_FOR_FIRST_MS = 20_000;
const POLL_MS = 50;
/**
 * A claim this old without a result was cut off (the server stopped mid-action). It is not run
 * again in its place, since the provider may have done its part: the admin is told to look.
 */
const INTERRUPTED_AFTER_MS = 2 * 60_000;

/**
 * Runs an admin action once per idempotency key, and writes its audit entry in the transaction
 * that marks the key done. A second request with the key (a double click, a retry after a lost
 * answer) waits for the first and answers its result, replayed; the same key for another
 * action is refused. A failed action frees its key, so the admin can try again.
 */
export async function runAdminAction(
  services: Services,
  request: AdminRequest,
  perform: () => Promise<ActionOutcome>,
): Promise<AdminActionResult> {
  const { db } = services;
  if (request.reason.trim().length < 3) throw new HttpError(422, [REASON_REQUIRED]);
  const claimed = await db
    .insertInto("admin_requests")
    .values({
      idempotency_key: request.idempotencyKey,
      actor_id: request.admin.id,
      action: request.action,
      target: request.target,
      // By the app's clock, which judges the claim's age below.
      started_at: services.clock(),
    })
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .returning("idempotency_key")
    .executeTakeFirst();
  if (!claimed) return replay(services, request);
  let outcome: ActionOutcome;
  try {
    outcome = await perform();
  } catch (error) {
    await db
      .deleteFrom("admin_requests")
      .where("idempotency_key", "=", request.idempotencyKey)
      .execute();
    throw error;
  }
  const auditId = await db.transaction().execute(async (trx) => {
    const id = await appendAudit(trx, {
      actor: "admin",
      actorId: request.admin.id,
      action: request.action,
      personId: request.personId,
      target: request.target,
      reason: request.reason.trim(),
      details: outcome.details ?? {},
      key: `admin:${request.idempotencyKey}`,
    });
    if (id === undefined) throw new Error(`audit entry for ${request.idempotencyKey} exists`);
    await trx
      .updateTable("admin_requests")
      .set({ audit_id: id, message: outcome.message })
      .where("idempotency_key", "=", request.idempotencyKey)
      .execute();
    return id;
  });
  return { audit_id: auditId, action: request.action, message: outcome.message, replayed: false };
}

async function replay(services: Services, request: AdminRequest): Promise<AdminActionResult> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const first = await services.db
      .selectFrom("admin_requests")
      .selectAll()
      .where("idempotency_key", "=", request.idempotencyKey)
      .executeTakeFirst();
    if (first && (first.action !== request.action || first.target !== request.target))
      throw conflict(KEY_REUSED);
    if (first && first.audit_id === null) {
      const age = services.clock().getTime() - first.started_at.getTime();
      if (age > INTERRUPTED_AFTER_MS) throw conflict(ACTION_INTERRUPTED);
    }
    if (first?.audit_id != null)
      return {
        audit_id: first.audit_id,
        action: first.action,
        message: first.message ?? "",
        replayed: true,
      };
    // The first one failed and freed the key: this request is not run in its place, since the
    // admin saw (or will see) the failure and decides again.
    if (!first || Date.now() > deadline) throw conflict(ACTION_UNDER_WAY);
    await delay(POLL_MS);
  }
}
