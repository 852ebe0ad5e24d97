import { sql, type Kysely, type Transaction } from "kysely";
import { hashPassword } from "../auth/passwords.ts";
import type { Database } from "../db/schema.ts";
import { CATALOGUE } from "./catalogue.ts";
import { DEMO_ACCOUNTS, DISCORD_PRO_MONTHLY_CENTS } from "./demo-accounts.ts";
import { connectDemoDiscord } from "./demo-discord.ts";
import { assignDemoMedia } from "./demo-media.ts";
import { seedDemoImages } from "../images/demo-images.ts";
import type { SeedQuestion } from "./types.ts";

export interface SeedOptions {
  demoAccounts: boolean;
  /**
   * Demo clips, slide decks and Vimeo ids for the catalogue's lessons, and the site's demo
   * images (once per database).
   */
  demoMedia: boolean;
  /**
   * The demo accounts' courses and Discord Pro are bought through the payments stand-in once
   * the app is up (demo-history.ts), so the seed makes the accounts only.
   */
  demoHistory?: boolean;
}

/**
 * Loads the catalogue into an empty database, then the demo media and any missing demo
 * account. Idempotent.
 */
export async function seed(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  const existing = await db.selectFrom("courses").select("id").limit(1).executeTakeFirst();
  if (!existing) await db.transaction().execute(seedCatalogue);
  if (options.demoMedia) {
    await assignDemoMedia(db);
    await seedDemoImages(db);
  }
  if (options.demoAccounts) await seedDemoAccounts(db, options.demoHistory ?? false);
}

async function seedCatalogue(trx: Transaction<Database>): Promise<void> {
  for (const course of CATALOGUE) {
    await trx
      .insertInto("courses")
      .values({
        id: course.id,
        key: course.key,
        name: course.name,
        description: course.description,
        price_cents: course.priceCents,
        original_price_cents: course.originalPriceCents,
      })
      .execute();
    for (const [moduleIndex, module] of course.modules.entries()) {
      const { id: moduleId } = await trx
        .insertInto("modules")
        .values({
          course_id: course.id,
          title: module.title,
          description: module.description,
          order: moduleIndex + 1,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("lessons")
        .values(
          module.lessons.map((lesson, i) => ({
            module_id: moduleId,
            title: lesson.title,
            type: lesson.type,
            order: i + 1,
            video_duration: lesson.minutes,
            pdf_url: null,
            video_s3_key: null,
            vimeo_video_id: null,
            document_s3_key: null,
          })),
        )
        .execute();
      await insertQuiz(trx, course.id, moduleId, "module", `${module.title} Quiz`, module.quiz);
    }
    await insertQuiz(trx, course.id, null, "final", `${course.name} Final Exam`, course.finalExam);
  }
  // Explicit ids leave the identity sequence behind; the next admin-created course gets id 4.
  await sql`SELECT setval(pg_get_serial_sequence('courses', 'id'), (SELECT max(id) FROM courses))`.execute(
    trx,
  );
}

async function insertQuiz(
  trx: Transaction<Database>,
  courseId: number,
  moduleId: number | null,
  kind: "module" | "final",
  title: string,
  questions: SeedQuestion[],
): Promise<void> {
  const { id: quizId } = await trx
    .insertInto("quizzes")
    .values({ course_id: courseId, module_id: moduleId, kind, title })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const [i, question] of questions.entries()) {
    const { id: questionId } = await trx
      .insertInto("questions")
      .values({
        quiz_id: quizId,
        text: question.text,
        type: question.type,
        order: i + 1,
        explanation: question.explanation,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("answers")
      .values(
        question.answers.map((a, j) => ({
          question_id: questionId,
          text: a.text,
          is_correct: a.correct,
          order: j + 1,
        })),
      )
      .execute();
  }
}

async function seedDemoAccounts(db: Kysely<Database>, boughtLater: boolean): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const found = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", account.email)
      .executeTakeFirst();
    if (found) continue;
    const passwordHash = await hashPassword(account.password);
    await db.transaction().execute(async (trx) => {
      const { id: userId } = await trx
        .insertInto("users")
        .values({
          email: account.email,
          full_name: account.fullName,
          password_hash: passwordHash,
          is_admin: account.isAdmin,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (boughtLater) return;
      if (account.courseIds.length > 0) {
        await trx
          .insertInto("enrollments")
          .values(account.courseIds.map((courseId) => ({ user_id: userId, course_id: courseId })))
          .execute();
      }
      if (account.discordPro) {
        const start = new Date();
        const end = new Date(start);
        end.setUTCMonth(end.getUTCMonth() + 1);
        await trx
          .insertInto("subscriptions")
          .values({
            user_id: userId,
            product: "discord",
            tier: "pro",
            status: "active",
            amount_cents: DISCORD_PRO_MONTHLY_CENTS,
            billing_cycle: "monthly",
            current_period_start: start,
            current_period_end: end,
            next_billing_date: end,
          })
          .execute();
        await connectDemoDiscord(trx, userId, end, start);
      }
    });
  }
}
