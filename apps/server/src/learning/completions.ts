import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/**
 * Marks a lesson complete for a learner, or not. Completing twice keeps the first completion's
 * time (the certificate and the progress report date from it); uncompleting an incomplete lesson
 * changes nothing.
 */
export async function setLessonCompleted(
  db: Kysely<Database>,
  place: { userId: number; lessonId: number },
  completed: boolean,
  now: Date,
): Promise<void> {
  if (completed) {
    await db
      .insertInto("lesson_completions")
      .values({ user_id: place.userId, lesson_id: place.lessonId, completed_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return;
  }
  await db
    .deleteFrom("lesson_completions")
    .where("user_id", "=", place.userId)
    .where("lesson_id", "=", place.lessonId)
    .execute();
}
