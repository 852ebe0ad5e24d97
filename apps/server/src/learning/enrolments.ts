import type { Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { coursesOpenedBy } from "../seed/catalogue.ts";
import type { Services } from "../services.ts";

/**
 * Enrols in a course, once however often it is called; All In One + Mentorship also gives
 * courses 1 and 2 (three course keys). The one place an enrolment is written.
 */
export async function enrolInCourse(
  services: Services,
  userId: number,
  courseId: number,
  /** The payment that gives it: of two payments racing for one course, the first to enrol. */
  paymentId: number | null = null,
  /** The payment plan that gives it (paused with the plan). */
  paymentPlanId: number | null = null,
): Promise<void> {
  await services.db
    .insertInto("enrollments")
    .values(
      coursesOpenedBy(courseId).map((course_id) => ({
        user_id: userId,
        course_id,
        payment_id: paymentId,
        payment_plan_id: paymentPlanId,
      })),
    )
    .onConflict((oc) => oc.columns(["user_id", "course_id"]).doNothing())
    .execute();
  services.learnerCourses.forget(userId);
}

/** Whether the user holds the course already (directly or through the bundle that opens it). */
export async function ownsCourse(
  services: Services,
  userId: number,
  courseId: number,
): Promise<boolean> {
  return (await enrolmentSource(services, userId, courseId)) !== undefined;
}

/**
 * How the user came to hold the course: `undefined` when they do not, else the payment that
 * gave it (null when an admin, test mode or a payment before migration 023 gave it).
 */
export async function enrolmentSource(
  services: Services,
  userId: number,
  courseId: number,
): Promise<{ paymentId: number | null } | undefined> {
  const row = await services.db
    .selectFrom("enrollments")
    .select("payment_id")
    .where("user_id", "=", userId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  return row && { paymentId: row.payment_id };
}

/**
 * Closes (paused) or reopens the courses a payment plan gave: nothing is deleted, so progress,
 * notes and certificates are all there again when it reopens. Idempotent. `recordChange` runs
 * in the same transaction when this call changed anything (of two at once, one does), so the
 * change and its record (the audit log) are made together or not at all.
 */
export async function pausePlanEnrolments(
  services: Services,
  paymentPlanId: number,
  paused: boolean,
  recordChange?: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  const changed = await services.db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable("enrollments")
      .set({ paused_at: paused ? new Date() : null })
      .where("payment_plan_id", "=", paymentPlanId)
      .where("paused_at", paused ? "is" : "is not", null)
      .returning("user_id")
      .execute();
    if (rows.length > 0 && recordChange) await recordChange(trx);
    return rows;
  });
  for (const userId of new Set(changed.map((row) => row.user_id)))
    services.learnerCourses.forget(userId);
}
