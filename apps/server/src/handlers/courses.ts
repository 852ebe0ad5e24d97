import type { CatalogueCourse, Course } from "../catalogue/catalogue.ts";
import { forbidden, notFound, unauthorized } from "../http/errors.ts";
import { REPLIED, type AuthUser, type HandlerMap } from "../http/types.ts";
import type { Services } from "../services.ts";
import { accessibleCourseIds, enrolledCourseIds } from "../users/users.ts";

/** Messages the course player shows (academy spec, section 8). */
export const COURSE_NOT_FOUND = "Course not found";
export const NOT_ENROLLED = "You are not enrolled in this course.";

export function courseHandlers(services: Services): HandlerMap {
  const { db, catalogue } = services;
  // The serialised list for anonymous readers, rebuilt when the catalogue is reloaded.
  let listCache: { version: number; json: string } | undefined;

  /** The course as the caller sees it: their lesson completion and final-exam eligibility. */
  async function courseFor(caller: AuthUser | null, id: number): Promise<Course> {
    if (!caller) throw unauthorized();
    const course = await catalogue.course(id);
    if (!course) throw notFound(COURSE_NOT_FOUND);
    if (!caller.isAdmin && !accessibleCourseIds(await enrolledCourseIds(db, caller.id)).has(id)) {
      throw forbidden(NOT_ENROLLED);
    }
    return personalise(course, await completedLessonIds(caller.id, course));
  }

  async function completedLessonIds(userId: number, course: CatalogueCourse): Promise<Set<number>> {
    const lessonIds = course.modules.flatMap((m) => m.lessons.map((l) => l.id));
    if (lessonIds.length === 0) return new Set();
    const rows = await db
      .selectFrom("lesson_completions")
      .select("lesson_id")
      .where("user_id", "=", userId)
      .where("lesson_id", "in", lessonIds)
      .execute();
    return new Set(rows.map((r) => r.lesson_id));
  }

  return {
    async listCourses({ reply }) {
      const courses = await catalogue.courses();
      const version = catalogue.version();
      if (!listCache || listCache.version !== version) {
        // Serialised through the operation's response schema, once per catalogue version.
        const input = courses as unknown as { [key: string]: unknown };
        listCache = {
          version,
          json: reply.serializeInput(input, "200", "application/json") as string,
        };
      }
      reply.code(200).type("application/json; charset=utf-8").send(listCache.json);
      return REPLIED;
    },

    async getCourse({ user, params }) {
      return courseFor(user, params.id);
    },

    async listCourseModules({ user, params }) {
      return (await courseFor(user, params.id)).modules;
    },
  };
}

function personalise(course: CatalogueCourse, completed: Set<number>): Course {
  const modules = course.modules.map((m) => ({
    ...m,
    lessons: m.lessons.map((l) => ({ ...l, is_completed: completed.has(l.id) })),
  }));
  const lessons = modules.flatMap((m) => m.lessons);
  return {
    id: course.id,
    name: course.name,
    final_exam_id: course.final_exam_id,
    modules,
    can_take_final_exam:
      course.final_exam_id !== null && lessons.length > 0 && lessons.every((l) => l.is_completed),
  };
}
