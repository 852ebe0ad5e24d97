import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_QUIZ_ATTEMPT_RULES } from "../learning/quiz-attempts.ts";
import { PASS_MARK_PERCENT } from "../learning/rules.ts";
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

let t: TestApp;
let learner: Session;
let course: CourseBody;
beforeAll(async () => {
  t = await createTestApp();
  learner = await login(t.app, "learner");
  course = await getCourse(t.app, learner, 2);
  // A module quiz opens once the module's lessons are complete (quiz-integrity.test.ts checks
  // the gate); every quiz here is taken by a learner past it.
  for (const module of course.modules) await completeModule(t.app, learner, module);
});

/** Attempts of one quiz are spaced: move the clock past the wait before trying again. */
const nextAttempt = () => t.advance(DEFAULT_QUIZ_ATTEMPT_RULES.retryAfterSeconds * 1000 + 1);
afterAll(async () => {
  await t.close();
});

const firstModule = () => {
  const module = course.modules[0];
  if (!module?.module_quiz_id) throw new Error("the seed gives module 1 a quiz");
  return { ...module, quizId: module.module_quiz_id };
};

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): Set<string> {
  const keys = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object")
      for (const [k, inner] of Object.entries(v)) {
        keys.add(k);
        walk(inner);
      }
  };
  walk(value);
  return keys;
}

describe("GET a quiz", () => {
  it("sends questions and answers without the answer key or the explanations", async () => {
    const { id, quizId } = firstModule();
    const explanations = await t.database.db
      .selectFrom("questions")
      .select("explanation")
      .where("quiz_id", "=", quizId)
      .execute();
    expect(explanations.length).toBeGreaterThan(0);
    for (const url of [`/api/assessments/${quizId}/quiz`, `/api/modules/${id}/quiz`]) {
      const response = await call(t.app, learner, "GET", url);
      expect(response.statusCode).toBe(200);
      const quiz = response.json<{
        id: number;
        questions: {
          id: number;
          text: string;
          type: string;
          answers: { id: number; text: string }[];
        }[];
      }>();
      expect(quiz.id).toBe(quizId);
      expect(quiz.questions.length).toBe(explanations.length);
      expect([...keysOf(quiz)].sort()).toEqual(["answers", "id", "questions", "text", "type"]);
      for (const question of quiz.questions) {
        expect(question.answers.length).toBeGreaterThanOrEqual(2);
        expect(question.answers.length).toBeLessThanOrEqual(5);
      }
      for (const { explanation } of explanations) expect(response.body).not.toContain(explanation);
      expect(response.body).not.toMatch(/correct/i);
    }
  });

  it("keeps the questions and answers in their seeded order", async () => {
    const { quizId } = firstModule();
    const quiz = (await call(t.app, learner, "GET", `/api/assessments/${quizId}/quiz`)).json<{
      questions: { type: string; answers: { text: string }[] }[];
    }>();
    expect(quiz.questions[0]?.type).toBe("true_false");
    expect(quiz.questions[0]?.answers.map((a) => a.text)).toEqual(["True", "False"]);
  });

  it("answers 404 for an unknown quiz, or a module without a quiz", async () => {
    const missing = await call(t.app, learner, "GET", "/api/assessments/999999/quiz");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "Quiz not found" });
    const noModule = await call(t.app, learner, "GET", "/api/modules/999999/quiz");
    expect(noModule.statusCode).toBe(404);
  });
});

describe("submitting a quiz", () => {
  it("scores on the server, explains every question and stores the attempt", async () => {
    const { id, quizId } = firstModule();
    const answers = await answersFor(t.database.db, quizId, (i) =>
      i === 0 ? "wrong" : i === 1 ? "skip" : "right",
    );
    const response = await call(t.app, learner, "POST", `/api/assessments/${quizId}/submit`, {
      answers,
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<QuizResultBody>();
    const total = result.detailed_results.length;
    expect(total).toBe(3);
    expect(result.score_percentage).toBeCloseTo(((total - 2) / total) * 100, 10);
    expect(result.passed).toBe(false);
    const [wrong, skipped, right] = result.detailed_results;
    // A failed attempt does not show the answer key.
    expect(wrong).toMatchObject({
      is_correct: false,
      selected_answer: "False",
      correct_answer: null,
      explanation: null,
    });
    expect(skipped).toMatchObject({ is_correct: false, selected_answer: null });
    expect(right?.is_correct).toBe(true);

    const attempts = await t.database.db
      .selectFrom("quiz_attempts")
      .selectAll()
      .where("user_id", "=", learner.user.id)
      .where("quiz_id", "=", quizId)
      .execute();
    expect(attempts).toHaveLength(1);
    expect(attempts[0]?.score_percentage).toBeCloseTo(result.score_percentage, 10);
    expect(attempts[0]?.answers).toEqual(answers);

    // The module-level call scores the same quiz and stores a second attempt.
    nextAttempt();
    const perfect = await passModuleQuiz(
      t.app,
      t.database.db,
      learner,
      course.modules[0] ?? ({} as never),
    );
    expect(perfect).toMatchObject({ score_percentage: 100, passed: true });
    // A pass explains every question.
    expect(perfect.detailed_results[0]).toMatchObject({ correct_answer: "True" });
    expect(perfect.detailed_results[0]?.explanation).toMatch(/reference books/);
    expect(perfect.detailed_results.every((d) => d.selected_answer === d.correct_answer)).toBe(
      true,
    );
    expect(id).toBe(course.modules[0]?.id);
    const count = await t.database.db
      .selectFrom("quiz_attempts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", learner.user.id)
      .where("quiz_id", "=", quizId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it(`passes at ${PASS_MARK_PERCENT} % and above`, async () => {
    // The final exam of course 2 has 18 questions: 13 right is 72.2 %, 12 right is 66.7 %.
    const { passes } = await import("../learning/rules.ts");
    expect(passes(7, 10)).toBe(true);
    expect(passes(6, 10)).toBe(false);
    expect(passes(13, 18)).toBe(true);
    expect(passes(12, 18)).toBe(false);
    expect(passes(2, 3)).toBe(false);
  });

  it("refuses answers that do not belong to the quiz with 422, and stores nothing", async () => {
    const quizId = course.modules[2]?.module_quiz_id ?? 0;
    const otherQuiz = course.modules[3]?.module_quiz_id ?? 0;
    const [first, second] = await answersFor(t.database.db, quizId);
    const [foreign] = await answersFor(t.database.db, otherQuiz);
    const cases = [
      { answers: [foreign], detail: ["answers.0.question_id: not a question of this quiz"] },
      {
        answers: [first, first],
        detail: ["answers.1.question_id: question answered more than once"],
      },
      {
        answers: [
          { question_id: first?.question_id, selected_answer_id: second?.selected_answer_id },
        ],
        detail: [`answers.0.selected_answer_id: not an answer to question ${first?.question_id}`],
      },
    ];
    for (const { answers, detail } of cases) {
      const response = await call(t.app, learner, "POST", `/api/assessments/${quizId}/submit`, {
        answers,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail });
    }
    const invalid = await call(t.app, learner, "POST", `/api/assessments/${quizId}/submit`, {
      answers: [{ question_id: "x" }],
    });
    expect(invalid.statusCode).toBe(422);
    const attempts = await t.database.db
      .selectFrom("quiz_attempts")
      .select("id")
      .where("quiz_id", "=", quizId)
      .execute();
    expect(attempts).toEqual([]);
  });

  it("checks enrolment on every quiz call", async () => {
    const mentee = await login(t.app, "mentee");
    const discord = await login(t.app, "discord");
    const { id, quizId } = firstModule();
    const calls = [
      ["GET", `/api/assessments/${quizId}/quiz`, undefined],
      ["POST", `/api/assessments/${quizId}/submit`, { answers: [] }],
      ["GET", `/api/modules/${id}/quiz`, undefined],
      ["POST", `/api/modules/${id}/quiz/submit`, { answers: [] }],
      ["GET", `/api/assessments/${course.final_exam_id}/quiz`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const denied = await call(t.app, discord, method, url, payload);
      expect({ url, status: denied.statusCode, body: denied.json() }).toEqual({
        url,
        status: 403,
        body: { detail: "You are not enrolled in this course." },
      });
    }
    // Course 3 (mentorship) opens course 2: past enrolment, the module's gate answers.
    const gated = await call(t.app, mentee, "GET", `/api/modules/${id}/quiz`);
    expect(gated.json()).toEqual({ detail: MODULE_QUIZ_LOCKED });
  });
});

describe("final exam and certificate", () => {
  it("stays locked until every module's lessons are complete and its quiz passed, then issues a certificate on a pass", async () => {
    const examId = course.final_exam_id ?? 0;
    const exam = `/api/assessments/${examId}/quiz`;
    const submit = `/api/assessments/${examId}/submit`;
    const certificate = "/api/certificates/2/download";
    const locked = async () => {
      const response = await call(t.app, learner, "GET", exam);
      // Right answers while locked, wrong ones once open (a pass would issue the certificate).
      const refused = await call(t.app, learner, "POST", submit, {
        answers: await answersFor(t.database.db, examId, () =>
          response.statusCode === 403 ? "right" : "wrong",
        ),
      });
      const open = (await getCourse(t.app, learner, 2)).can_take_final_exam;
      if (response.statusCode === 403) {
        expect(response.json()).toEqual({ detail: FINAL_EXAM_LOCKED });
        expect(refused.statusCode).toBe(403);
        expect(open).toBe(false);
        return true;
      }
      expect(open).toBe(true);
      return false;
    };

    expect(await locked()).toBe(true);
    expect((await call(t.app, learner, "GET", certificate)).statusCode).toBe(404);

    // Every lesson complete, no quiz passed yet (module 1's was passed above): still locked.
    expect(await locked()).toBe(true);

    // Every quiz passed but one lesson not complete: still locked.
    for (const module of course.modules.slice(1))
      expect((await passModuleQuiz(t.app, t.database.db, learner, module)).passed).toBe(true);
    const lastLesson = course.modules.at(-1)?.lessons.at(-1)?.id ?? 0;
    await call(t.app, learner, "POST", `/api/lessons/${lastLesson}/uncomplete`);
    expect(await locked()).toBe(true);

    const progress = (
      await call(t.app, learner, "GET", `/api/users/${learner.user.id}/progress`)
    ).json<{
      courses: {
        modules: { quiz_passed: boolean | null; is_completed: boolean }[];
        final_exam_passed: boolean;
        certificate: unknown;
      }[];
    }>().courses[0];
    expect(progress?.modules.every((m) => m.quiz_passed === true)).toBe(true);
    expect(progress?.modules.filter((m) => !m.is_completed)).toHaveLength(1);
    expect(progress).toMatchObject({ final_exam_passed: false, certificate: null });

    await call(t.app, learner, "POST", `/api/lessons/${lastLesson}/complete`);
    expect(await locked()).toBe(false);

    // The exam's GET is as safe as a quiz's.
    const questions = (await call(t.app, learner, "GET", exam)).json<{ questions: unknown[] }>();
    expect(questions.questions.length).toBe(18);
    expect([...keysOf(questions)]).not.toContain("explanation");

    // A fail issues nothing.
    nextAttempt();
    const failed = await call(t.app, learner, "POST", submit, {
      answers: await answersFor(t.database.db, examId, (i) => (i < 12 ? "right" : "wrong")),
    });
    expect(failed.json<QuizResultBody>()).toMatchObject({ passed: false });
    expect(failed.json<QuizResultBody>().score_percentage).toBeCloseTo((12 / 18) * 100, 10);
    const noCertificate = await call(t.app, learner, "GET", certificate);
    expect(noCertificate.statusCode).toBe(404);
    expect(noCertificate.json<{ detail: string }>().detail).toMatch(/final exam/);

    // A pass issues the certificate.
    nextAttempt();
    const passed = await call(t.app, learner, "POST", submit, {
      answers: await answersFor(t.database.db, examId, (i) => (i < 13 ? "right" : "wrong")),
    });
    expect(passed.json<QuizResultBody>()).toMatchObject({ passed: true });
    const issued = await t.database.db
      .selectFrom("certificates")
      .selectAll()
      .where("user_id", "=", learner.user.id)
      .execute();
    expect(issued).toHaveLength(1);
    expect(issued[0]?.code).toMatch(
      /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    );

    // Passing again keeps the first certificate.
    nextAttempt();
    await call(t.app, learner, "POST", submit, {
      answers: await answersFor(t.database.db, examId),
    });
    const again = await t.database.db
      .selectFrom("certificates")
      .selectAll()
      .where("user_id", "=", learner.user.id)
      .execute();
    expect(again).toEqual(issued);

    const after = (
      await call(t.app, learner, "GET", `/api/users/${learner.user.id}/progress`)
    ).json<{ courses: { final_exam_passed: boolean; certificate: unknown }[] }>().courses[0];
    expect(after).toMatchObject({
      final_exam_passed: true,
      certificate: {
        verification_code: issued[0]?.code,
        issued_at: issued[0]?.issued_at.toISOString(),
      },
    });
  });
});
