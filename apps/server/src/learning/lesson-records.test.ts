import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import type { Database } from "../db/schema.ts";
import { createTestDatabase } from "../test/database.ts";
import { setLessonCompleted } from "./completions.ts";
import { readLessonNotes, saveLessonNotes } from "./notes.ts";

let handle: DatabaseHandle;
let db: Kysely<Database>;
let place: { userId: number; lessonId: number };

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  const user = await db.selectFrom("users").select("id").orderBy("id").executeTakeFirstOrThrow();
  const lesson = await db
    .selectFrom("lessons")
    .select("id")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  place = { userId: user.id, lessonId: lesson.id };
  await db.deleteFrom("lesson_completions").where("user_id", "=", user.id).execute();
  await db.deleteFrom("lesson_notes").where("user_id", "=", user.id).execute();
});

afterAll(() => handle.close());

const completions = () =>
  db
    .selectFrom("lesson_completions")
    .select("completed_at")
    .where("user_id", "=", place.userId)
    .where("lesson_id", "=", place.lessonId)
    .execute();

describe("lesson completion (learning module)", () => {
  it("completes once, keeps the first completion's time, and uncompletes", async () => {
    const first = new Date("2026-01-02T03:04:05Z");
    await setLessonCompleted(db, place, true, first);
    await setLessonCompleted(db, place, true, new Date("2026-02-01T00:00:00Z"));
    expect((await completions()).map((row) => new Date(row.completed_at).toISOString())).toEqual([
      first.toISOString(),
    ]);
    await setLessonCompleted(db, place, false, new Date());
    expect(await completions()).toEqual([]);
    // Uncompleting an incomplete lesson is no error and changes nothing.
    await setLessonCompleted(db, place, false, new Date());
    expect(await completions()).toEqual([]);
  });
});

describe("lesson notes (learning module)", () => {
  it("reads empty notes, then the latest saved text", async () => {
    expect(await readLessonNotes(db, place)).toBe("");
    await saveLessonNotes(db, place, "First thoughts", new Date("2026-01-01T00:00:00Z"));
    await saveLessonNotes(db, place, "Second thoughts", new Date("2026-01-02T00:00:00Z"));
    expect(await readLessonNotes(db, place)).toBe("Second thoughts");
    const rows = await db
      .selectFrom("lesson_notes")
      .select(["content", "updated_at"])
      .where("user_id", "=", place.userId)
      .where("lesson_id", "=", place.lessonId)
      .execute();
    expect(rows.map((row) => [row.content, new Date(row.updated_at).toISOString()])).toEqual([
      ["Second thoughts", "2026-01-02T00:00:00.000Z"],
    ]);
  });

  it("keeps each learner's notes to themselves", async () => {
    const other = await db
      .selectFrom("users")
      .select("id")
      .where("id", "!=", place.userId)
      .executeTakeFirstOrThrow();
    expect(await readLessonNotes(db, { ...place, userId: other.id })).toBe("");
  });
});
