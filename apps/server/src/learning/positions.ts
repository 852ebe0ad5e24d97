import type { Kysely } from "kysely";
import type { CatalogueCourse } from "../catalogue/catalogue.ts";
import type { Database } from "../db/schema.ts";

/** A learner's saved place in one lesson. */
export interface SavedPosition {
  seconds: number;
  updatedAt: Date;
}

/** Where a learner left a course: each lesson's position and the lesson last open. */
export interface CoursePlace {
  positions: ReadonlyMap<number, SavedPosition>;
  resumeLessonId: number | null;
}

/**
 * Stores a position and makes its lesson the course's last-open one, in one transaction so a
 * reader never sees one without the other. Last write wins: a later save simply overwrites.
 */
export async function savePosition(
  db: Kysely<Database>,
  place: { userId: number; courseId: number; lessonId: number },
  seconds: number,
  now: Date,
): Promise<void> {
  // Whole seconds: sub-second precision means nothing to a learner and keeps the column exact.
  const whole = Math.floor(seconds);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("lesson_positions")
      .values({ user_id: place.userId, lesson_id: place.lessonId, seconds: whole, updated_at: now })
      .onConflict((oc) =>
        oc.columns(["user_id", "lesson_id"]).doUpdateSet({ seconds: whole, updated_at: now }),
      )
      .execute();
    await trx
      .insertInto("course_resume")
      .values({
        user_id: place.userId,
        course_id: place.courseId,
        lesson_id: place.lessonId,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(["user_id", "course_id"])
          .doUpdateSet({ lesson_id: place.lessonId, updated_at: now }),
      )
      .execute();
  });
}

/** The learner's positions in the course's lessons and the lesson they last had open. */
export async function loadCoursePlace(
  db: Kysely<Database>,
  userId: number,
  course: CatalogueCourse,
): Promise<CoursePlace> {
  const lessonIds = course.modules.flatMap((m) => m.lessons.map((l) => l.id));
  const [rows, resume] = await Promise.all([
    lessonIds.length === 0
      ? []
      : db
          .selectFrom("lesson_positions")
          .select(["lesson_id", "seconds", "updated_at"])
          .where("user_id", "=", userId)
          .where("lesson_id", "in", lessonIds)
          .execute(),
    db
      .selectFrom("course_resume")
      .select("lesson_id")
      .where("user_id", "=", userId)
      .where("course_id", "=", course.id)
      .executeTakeFirst(),
  ]);
  return {
    positions: new Map(
      rows.map((r) => [r.lesson_id, { seconds: r.seconds, updatedAt: r.updated_at }]),
    ),
    // A lesson moved to another course since is no place to resume in this one.
    resumeLessonId: resume && lessonIds.includes(resume.lesson_id) ? resume.lesson_id : null,
  };
}
