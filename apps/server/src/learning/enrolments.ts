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
): Promise<void> {
  await services.db
    .insertInto("enrollments")
    .values(coursesOpenedBy(courseId).map((course_id) => ({ user_id: userId, course_id })))
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
  const row = await services.db
    .selectFrom("enrollments")
    .select("course_id")
    .where("user_id", "=", userId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  return row !== undefined;
}
