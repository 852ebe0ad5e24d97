import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_QUIZ_ATTEMPT_RULES } from "../learning/quiz-attempts.ts";
import { createTestApp, login, type Session, type TestApp } from "../test/app.ts";
import {
  answersFor,
  call,
  completeModule,
  getCourse,
  passModuleQuiz,
  type CourseBody,
  type QuizResultBody,
} from "../test/learning.ts";
import { FINAL_EXAM_LOCKED, MODULE_QUIZ_LOCKED } from "../http/messages.ts";

const { attemptsPerDay, retryAfterSeconds } = DEFAULT_QUIZ_ATTEMPT_RULES;
const SPACING_MS = retryAfterSeconds * 1000 + 1;
const DAY_MS = 24 * 60 * 60 * 1000;

describe("quiz integrity with the default rules", () => {
  let t: TestApp;
  let learner: Session;
  let course: CourseBody;
  beforeAll(async () => {
    t = await createTestApp();
    learner = await login(t.app, "learner");
    course = await getCourse(t.app, learner, 2);
  });
  afterAll(async () => {
    await t.close();
  });

  const moduleAt = (index: number) => {
    const module = course.modules[index];
    if (!module?.module_quiz_id) throw new Error(`module ${index} has a quiz in the seed`);
    return { module, quizId: module.module_quiz_id };
  };
  const submit = async (quizId: number, pick: () => "right" | "wrong") =>
    call(t.app, learner, "POST", `/api/assessments/${quizId}/submit`, {
      answers: await answersFor(t.database.db, quizId, pick),
    });

  it("serves and scores a module quiz only once the module's lessons are complete", async () => {
    const { module, quizId } = moduleAt(0);
    const calls = [
      ["GET", `/api/assessments/${quizId}/quiz`],
      ["POST", `/api/assessments/${quizId}/submit`],
      ["GET", `/api/modules/${module.id}/quiz`],
      ["POST", `/api/modules/${module.id}/quiz/submit`],
    ] as const;
    const answers = await answersFor(t.database.db, quizId);
    for (const [method, url] of calls) {
      const refused = await call(
        t.app,
        learner,
        method,
        url,
        method === "POST" ? { answers } : undefined,
      );
      expect({ url, status: refused.statusCode, body: refused.json() }).toEqual({
        url,
        status: 403,
        body: { detail: MODULE_QUIZ_LOCKED },
      });
    }
    const stored = await t.database.db
      .selectFrom("quiz_attempts")
      .select("id")
      .where("user_id", "=", learner.user.id)
      .execute();
    expect(stored).toEqual([]);
    await completeModule(t.app, learner, module);
    expect((await call(t.app, learner, "GET", `/api/modules/${module.id}/quiz`)).statusCode).toBe(
      200,
    );
    expect((await passModuleQuiz(t.app, t.database.db, learner, module)).passed).toBe(true);
  });

  it("shows the answer key only for a passed attempt", async () => {
    const { module, quizId } = moduleAt(1);
    await completeModule(t.app, learner, module);
    const failed = await submit(quizId, () => "wrong");
    const failedResult = failed.json<QuizResultBody>();
    expect(failedResult).toMatchObject({ score_percentage: 0, passed: false });
    for (const detail of failedResult.detailed_results)
      expect(detail).toMatchObject({ is_correct: false, correct_answer: null, explanation: null });

    t.advance(SPACING_MS);
    const passed = (await submit(quizId, () => "right")).json<QuizResultBody>();
    expect(passed.passed).toBe(true);
    for (const detail of passed.detailed_results) {
      expect(detail.correct_answer).toEqual(expect.any(String));
      expect(detail.correct_answer).toBe(detail.selected_answer);
    }
  });

  it("spaces attempts: a resubmission at once waits, even sent in parallel", async () => {
    const { module, quizId } = moduleAt(2);
    await completeModule(t.app, learner, module);
    t.advance(SPACING_MS);
    const answers = await answersFor(t.database.db, quizId, () => "wrong");
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t.app, learner, "POST", `/api/assessments/${quizId}/submit`, { answers }),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = burst.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(9);
    expect(Number(refused[0]?.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused[0]?.headers["retry-after"])).toBeLessThanOrEqual(retryAfterSeconds);
    expect(refused[0]?.json<{ detail: string }>().detail).toMatch(/^Please wait \d+ seconds/);
    t.advance(SPACING_MS);
    expect((await submit(quizId, () => "wrong")).statusCode).toBe(200);
  });

  it(`allows ${attemptsPerDay} attempts of a quiz in 24 hours`, async () => {
    const { module, quizId } = moduleAt(3);
    await completeModule(t.app, learner, module);
    for (let attempt = 1; attempt <= attemptsPerDay; attempt++) {
      t.advance(SPACING_MS);
      expect((await submit(quizId, () => "wrong")).statusCode).toBe(200);
    }
    t.advance(SPACING_MS);
    const refused = await submit(quizId, () => "right");
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ detail: string }>().detail).toMatch(
      `You have used your ${attemptsPerDay} attempts at this quiz for today.`,
    );
    t.advance(DAY_MS);
    expect((await submit(quizId, () => "right")).json<QuizResultBody>().passed).toBe(true);
  });

  it("keeps the final exam closed until every module is complete", async () => {
    const examId = course.final_exam_id ?? 0;
    const refused = await submit(examId, () => "right");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: FINAL_EXAM_LOCKED });
  });
});

describe("quiz integrity with QUIZ_REVEAL_AFTER_ATTEMPTS", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ QUIZ_REVEAL_AFTER_ATTEMPTS: "2", QUIZ_RETRY_AFTER_SECONDS: "0" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows the answer key on a failed attempt from the configured attempt on", async () => {
    const learner = await login(t.app, "learner");
    const module = (await getCourse(t.app, learner, 2)).modules[0];
    const quizId = module?.module_quiz_id ?? 0;
    if (module) await completeModule(t.app, learner, module);
    const wrong = async () =>
      (
        await call(t.app, learner, "POST", `/api/assessments/${quizId}/submit`, {
          answers: await answersFor(t.database.db, quizId, () => "wrong"),
        })
      ).json<QuizResultBody>();
    expect((await wrong()).detailed_results[0]?.correct_answer).toBeNull();
    expect((await wrong()).detailed_results[0]?.correct_answer).toBe("True");
  });
});
