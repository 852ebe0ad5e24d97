import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./connect.ts";
import { migrateToLatest } from "./migrate.ts";
import { createTestDatabase } from "../test/database.ts";
import { seed } from "../seed/seed.ts";
import { CATALOGUE } from "../seed/catalogue.ts";
import { DEMO_ACCOUNTS } from "../seed/demo-accounts.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe("database", () => {
  it("runs on the configured engine", () => {
    expect(handle.kind).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
  });

  it("migrations and the seed are idempotent", async () => {
    expect(await migrateToLatest(handle.db, handle.schema)).toEqual([]);
    await seed(handle.db, { demoAccounts: true, demoMedia: true });
    const courses = await handle.db
      .selectFrom("courses")
      .select(["id", "name"])
      .orderBy("id")
      .execute();
    expect(courses).toEqual([
      { id: 1, name: "Real Estate Developer Course" },
      { id: 2, name: "General Contractor Licensing Course" },
      { id: 3, name: "All In One + Mentorship" },
    ]);
    const users = await handle.db.selectFrom("users").select("email").execute();
    expect(users).toHaveLength(DEMO_ACCOUNTS.length);
  });

  it("seeds 9 modules for courses 1 and 2, each with lessons and a quiz, and a final exam per course", async () => {
    for (const courseId of [1, 2]) {
      const modules = await handle.db
        .selectFrom("modules")
        .selectAll()
        .where("course_id", "=", courseId)
        .orderBy("order")
        .execute();
      expect(modules).toHaveLength(9);
      for (const module of modules) {
        const lessons = await handle.db
          .selectFrom("lessons")
          .selectAll()
          .where("module_id", "=", module.id)
          .execute();
        expect(lessons.length).toBeGreaterThan(0);
        for (const lesson of lessons) {
          expect(["video", "slides"]).toContain(lesson.type);
          expect(lesson.video_duration).toBeGreaterThan(0);
        }
        const quiz = await handle.db
          .selectFrom("quizzes")
          .select("id")
          .where("module_id", "=", module.id)
          .executeTakeFirst();
        expect(quiz).toBeDefined();
      }
    }
    const finals = await handle.db
      .selectFrom("quizzes")
      .select("course_id")
      .where("kind", "=", "final")
      .orderBy("course_id")
      .execute();
    expect(finals.map((f) => f.course_id)).toEqual([1, 2, 3]);
  });

  it("gives every question 2 to 5 answers, exactly one correct, and an explanation", async () => {
    const questions = await handle.db
      .selectFrom("questions")
      .select(["id", "explanation"])
      .execute();
    expect(questions.length).toBe(
      CATALOGUE.reduce(
        (n, c) => n + c.finalExam.length + c.modules.reduce((m, x) => m + x.quiz.length, 0),
        0,
      ),
    );
    const answers = await handle.db
      .selectFrom("answers")
      .select(["question_id", "is_correct"])
      .execute();
    for (const question of questions) {
      const own = answers.filter((a) => a.question_id === question.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(5);
      expect(own.filter((a) => a.is_correct)).toHaveLength(1);
      expect(question.explanation.length).toBeGreaterThan(10);
    }
  });

  it("gives the next created course id 4", async () => {
    const row = await handle.db
      .insertInto("courses")
      .values({
        key: "extra",
        name: "Extra",
        description: "",
        price_cents: 0,
        original_price_cents: 0,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(row.id).toBe(4);
    await handle.db.deleteFrom("courses").where("id", "=", 4).execute();
  });

  it("serialises concurrent transactions on one database", async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        handle.db.transaction().execute(async (trx) => {
          await trx
            .insertInto("mail_outbox")
            .values({ to_address: `t${i}@x`, subject: "s", text_body: "b" })
            .execute();
          return trx
            .selectFrom("mail_outbox")
            .select("id")
            .where("to_address", "=", `t${i}@x`)
            .execute();
        }),
      ),
    );
    for (const rows of results) expect(rows).toHaveLength(1);
  });
});
