import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { forbidden, unauthorized } from "../http/errors.ts";
import type { AuthUser, OperationId } from "../http/types.ts";
import { accessibleCourseIds, enrolledCourseIds } from "../users/users.ts";
import { NOT_ENROLLED } from "../http/messages.ts";

/**
 * Operations on a course's content (its lessons, modules, quizzes, certificate): each answers
 * 403 `You are not enrolled in this course.` to a signed-in user who may not open that course.
 * The role matrix test checks every one of them, and that no learning operation is missing.
 */
export const ENROLMENT_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>([
  "getCourse",
  "listCourseModules",
  "getModuleVideo",
  "getLessonVideoUrl",
  "getLessonNotes",
  "saveLessonNotes",
  "saveLessonPosition",
  "completeLesson",
  "uncompleteLesson",
  "getQuiz",
  "submitQuiz",
  "getModuleQuiz",
  "submitModuleQuiz",
  "downloadCertificate",
]);

/** The caller, when they may open the course: enrolled (course 3 opens 1 and 2) or an admin. */
export async function assertCourseAccess(
  db: Kysely<Database>,
  caller: AuthUser | null,
  courseId: number,
): Promise<AuthUser> {
  if (!caller) throw unauthorized();
  if (caller.isAdmin) return caller;
  if (!accessibleCourseIds(await enrolledCourseIds(db, caller.id)).has(courseId))
    throw forbidden(NOT_ENROLLED);
  return caller;
}
