import { sql, type Kysely } from "kysely";
import type { CatalogueCourse } from "../catalogue/catalogue.ts";
import type { Database } from "../db/schema.ts";
import { accessibleCourseIds } from "../users/users.ts";
import type { CoursePlace } from "./positions.ts";
import { PASS_MARK_PERCENT } from "./rules.ts";
import { standingOf, type CourseStanding } from "./standing.ts";

/** Everything personal in a learner's read of a course. */
export interface LearnerCourse {
  /** Courses the learner may open (enrolments, course 3 opening 1 and 2). */
  accessible: ReadonlySet<number>;
  standing: CourseStanding;
  place: CoursePlace;
}

interface Row {
  enrolled: number[] | null;
  completed: number[] | null;
  passed: number[] | null;
  positions: [number, number, string][] | null;
  resume: number | null;
}

/**
 * The per-user part of GET /courses/{id} in one round trip: enrolments, completed lessons,
 * passed quizzes, video positions and the lesson to resume, each a subquery on the learner's
 * rows of one index (the primary keys and quiz_attempts_user_quiz all lead with user_id). The
 * statement text never changes, so it stays prepared (src/db/pglite-prepared.ts, node-postgres
 * named statements); the learner's rows of other courses are dropped here, against the
 * in-memory catalogue course.
 */
export async function loadLearnerCourse(
  db: Kysely<Database>,
  userId: number,
  course: CatalogueCourse,
): Promise<LearnerCourse> {
  const { rows } = await sql<Row>`
    SELECT
      (SELECT json_agg(course_id) FROM enrollments
        WHERE user_id = ${userId} AND paused_at IS NULL) AS enrolled,
      (SELECT json_agg(lesson_id) FROM lesson_completions WHERE user_id = ${userId}) AS completed,
      (SELECT json_agg(DISTINCT quiz_id) FROM quiz_attempts
        WHERE user_id = ${userId} AND score_percentage >= ${PASS_MARK_PERCENT}) AS passed,
      (SELECT json_agg(json_build_array(lesson_id, seconds, updated_at)) FROM lesson_positions
        WHERE user_id = ${userId}) AS positions,
      (SELECT lesson_id FROM course_resume
        WHERE user_id = ${userId} AND course_id = ${course.id}) AS resume
  `.execute(db);
  const row = rows[0];
  const inCourse = new Set(course.modules.flatMap((m) => m.lessons.map((l) => l.id)));
  const completed = new Set((row?.completed ?? []).filter((id) => inCourse.has(id)));
  const passed = new Set(row?.passed ?? []);
  const resume = row?.resume ?? null;
  return {
    accessible: accessibleCourseIds(row?.enrolled ?? []),
    standing: standingOf(course, completed, passed),
    place: {
      positions: new Map(
        (row?.positions ?? [])
          .filter(([lessonId]) => inCourse.has(lessonId))
          .map(([lessonId, seconds, updatedAt]) => [
            lessonId,
            { seconds, updatedAt: new Date(updatedAt) },
          ]),
      ),
      // A lesson moved to another course since is no place to resume in this one.
      resumeLessonId: resume !== null && inCourse.has(resume) ? resume : null,
    },
  };
}
