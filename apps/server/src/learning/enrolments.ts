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
): Promise<void> {
  await services.db
    .insertInto("enrollments")
    .values(
      coursesOpenedBy(courseId).map((course_id) => ({
        user_id: userId,
        course_id,
        payment_id: paymentId,
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
