import type { Kysely } from "kysely";
import type { CatalogueCourse, Module } from "../catalogue/catalogue.ts";
import type { Database } from "../db/schema.ts";
import { PASS_MARK_PERCENT } from "./rules.ts";

export interface ModuleStanding {
  module: Module;
  completedLessons: number;
  totalLessons: number;
  /** The spec's module completion (section 4): it has lessons and all are complete. */
  lessonsComplete: boolean;
  /** Null when the module has no quiz. */
  quizPassed: boolean | null;
  /** What the final exam waits for: lessons complete and the quiz, if any, passed. */
  complete: boolean;
}

/** A user's standing in one course: what they completed and passed, and what that unlocks. */
export interface CourseStanding {
  completedLessons: ReadonlySet<number>;
  modules: ModuleStanding[];
  finalExamPassed: boolean;
  /** A final exam exists and every module is complete (a course without modules never opens). */
  canTakeFinalExam: boolean;
}

/** Pure: the standing from the lesson ids completed and the quiz ids passed. */
export function standingOf(
  course: CatalogueCourse,
  completed: ReadonlySet<number>,
  passedQuizzes: ReadonlySet<number>,
): CourseStanding {
  const modules = course.modules.map((module): ModuleStanding => {
    const done = module.lessons.filter((l) => completed.has(l.id)).length;
    const lessonsComplete = module.lessons.length > 0 && done === module.lessons.length;
    const quizPassed =
      module.module_quiz_id === null ? null : passedQuizzes.has(module.module_quiz_id);
    return {
      module,
      completedLessons: done,
      totalLessons: module.lessons.length,
      lessonsComplete,
      quizPassed,
      complete: lessonsComplete && quizPassed !== false,
    };
  });
  return {
    completedLessons: completed,
    modules,
    finalExamPassed: course.final_exam_id !== null && passedQuizzes.has(course.final_exam_id),
    canTakeFinalExam:
      course.final_exam_id !== null && modules.length > 0 && modules.every((m) => m.complete),
  };
}

/** The user's standing in each of the courses, in two queries whatever their number. */
export async function loadStandings(
  db: Kysely<Database>,
  userId: number,
  courses: readonly CatalogueCourse[],
): Promise<Map<number, CourseStanding>> {
  const lessonIds = courses.flatMap((c) => c.modules.flatMap((m) => m.lessons.map((l) => l.id)));
  const quizIds = courses.flatMap((c) => [
    ...(c.final_exam_id === null ? [] : [c.final_exam_id]),
    ...c.modules.flatMap((m) => (m.module_quiz_id === null ? [] : [m.module_quiz_id])),
  ]);
  const [completions, passes] = await Promise.all([
    lessonIds.length === 0
      ? []
      : db
          .selectFrom("lesson_completions")
          .select("lesson_id")
          .where("user_id", "=", userId)
          .where("lesson_id", "in", lessonIds)
          .execute(),
    quizIds.length === 0
      ? []
      : db
          .selectFrom("quiz_attempts")
          .select("quiz_id")
          .distinct()
          .where("user_id", "=", userId)
          .where("quiz_id", "in", quizIds)
          .where("score_percentage", ">=", PASS_MARK_PERCENT)
          .execute(),
  ]);
  const completed = new Set(completions.map((r) => r.lesson_id));
  const passed = new Set(passes.map((r) => r.quiz_id));
  return new Map(courses.map((course) => [course.id, standingOf(course, completed, passed)]));
}

export async function loadStanding(
  db: Kysely<Database>,
  userId: number,
  course: CatalogueCourse,
): Promise<CourseStanding> {
  const standing = (await loadStandings(db, userId, [course])).get(course.id);
  if (!standing) throw new Error(`No standing computed for course ${course.id}`);
  return standing;
}
