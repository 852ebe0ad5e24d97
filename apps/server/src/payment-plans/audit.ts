import type { Kysely } from "kysely";
import { appendAudit } from "../audit/audit-log.ts";
import type { Database } from "../db/schema.ts";
import type { PlanRow } from "./tables.ts";

/**
 * A plan's course closed (retries ran out) or opened again (the outstanding payment made),
 * written to the audit log as the other access changes are (in the enrolments' transaction). The key is the change itself (the
 * plan, which way, after how many payments), so a replayed event or two syncs at once write
 * it once, and a later pause of the same plan is an entry of its own.
 */
export async function auditPlanAccess(
  db: Kysely<Database>,
  plan: PlanRow,
  paused: boolean,
): Promise<void> {
  const paid = await db
    .selectFrom("course_plan_instalments")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("plan_id", "=", plan.id)
    .executeTakeFirstOrThrow();
  const payments = Number(paid.n);
  const action = paused ? "course.pause" : "course.reopen";
  await appendAudit(db, {
    actor: "system",
    action,
    personId: plan.user_id,
    target: `payment-plan:${plan.id}`,
    details: {
      course_id: plan.course_id,
      payments_made: payments,
      instalments: plan.instalments,
      reason: paused ? "payment plan retries ran out" : "outstanding payment made",
    },
    key: `plan:${plan.id}:${action}:${payments}`,
  });
}
