import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/** A learner's place in one lesson: whose notes on which lesson. */
export interface NotesPlace {
  userId: number;
  lessonId: number;
}

/** The learner's notes on a lesson; empty when they never wrote any. */
export async function readLessonNotes(db: Kysely<Database>, place: NotesPlace): Promise<string> {
  const row = await db
    .selectFrom("lesson_notes")
    .select("content")
    .where("user_id", "=", place.userId)
    .where("lesson_id", "=", place.lessonId)
    .executeTakeFirst();
  return row?.content ?? "";
}

/** Replaces the learner's notes on a lesson (one note per learner and lesson). */
export async function saveLessonNotes(
  db: Kysely<Database>,
  place: NotesPlace,
  content: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto("lesson_notes")
    .values({ user_id: place.userId, lesson_id: place.lessonId, content, updated_at: now })
    .onConflict((oc) =>
      oc.columns(["user_id", "lesson_id"]).doUpdateSet({ content, updated_at: now }),
    )
    .execute();
}
