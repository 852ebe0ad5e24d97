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

const idList = (ids: readonly number[]) => ids.join(",");

/**
 * The per-user part of GET /courses/{id} in one round trip: enrolments, completed lessons,
 * passed quizzes, video positions and the lesson to resume, each a subquery on its own index.
 * (The course itself comes from the in-memory catalogue.) Ids travel as one text parameter
 * split in SQL, which PGlite and PostgreSQL read alike.
 */
export async function loadLearnerCourse(
  db: Kysely<Database>,
  userId: number,
  course: CatalogueCourse,
): Promise<LearnerCourse> {
  const lessonIds = course.modules.flatMap((m) => m.lessons.map((l) => l.id));
  const quizIds = [
    ...(course.final_exam_id === null ? [] : [course.final_exam_id]),
    ...course.modules.flatMap((m) => (m.module_quiz_id === null ? [] : [m.module_quiz_id])),
  ];
  const lessons = sql`string_to_array(${idList(lessonIds)}, ',')::int[]`;
  const quizzes = sql`string_to_array(${idList(quizIds)}, ',')::int[]`;
  const { rows } = await sql<Row>`
    SELECT
      (SELECT json_agg(course_id) FROM enrollments WHERE user_id = ${userId}) AS enrolled,
      (SELECT json_agg(lesson_id) FROM lesson_completions
        WHERE user_id = ${userId} AND lesson_id = ANY(${lessons})) AS completed,
      (SELECT json_agg(DISTINCT quiz_id) FROM quiz_attempts
        WHERE user_id = ${userId} AND quiz_id = ANY(${quizzes})
          AND score_percentage >= ${PASS_MARK_PERCENT}) AS passed,
      (SELECT json_agg(json_build_array(lesson_id, seconds, updated_at)) FROM lesson_positions
        WHERE user_id = ${userId} AND lesson_id = ANY(${lessons})) AS positions,
      (SELECT lesson_id FROM course_resume
        WHERE user_id = ${userId} AND course_id = ${course.id}) AS resume
  `.execute(db);
  const row = rows[0];
  const completed = new Set(row?.completed ?? []);
  const passed = new Set(row?.passed ?? []);
  const resume = row?.resume ?? null;
  return {
    accessible: accessibleCourseIds(row?.enrolled ?? []),
    standing: standingOf(course, completed, passed),
    place: {
      positions: new Map(
        (row?.positions ?? []).map(([lessonId, seconds, updatedAt]) => [
          lessonId,
          { seconds, updatedAt: new Date(updatedAt) },
        ]),
      ),
      // A lesson moved to another course since is no place to resume in this one.
      resumeLessonId: resume !== null && lessonIds.includes(resume) ? resume : null,
    },
  };
}
