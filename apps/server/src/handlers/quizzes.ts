import type { QuizPlace } from "../catalogue/catalogue.ts";
import { forbidden, notFound } from "../http/errors.ts";
import type { AuthUser, HandlerMap } from "../http/types.ts";
import { assertCourseAccess } from "../learning/access.ts";
import { issueCertificate } from "../learning/certificates.ts";
import { loadQuiz, publicQuiz, scoreQuiz } from "../learning/quizzes.ts";
import {
  FINAL_EXAM_LOCKED,
  MODULE_HAS_NO_QUIZ,
  MODULE_NOT_FOUND,
  QUIZ_NOT_FOUND,
} from "../learning/rules.ts";
import { loadStanding } from "../learning/standing.ts";
import type { Services } from "../services.ts";

/**
 * Module quizzes and final exams. The answer key never leaves the server before a submission;
 * scoring happens here, every attempt is stored, and passing a final exam issues the
 * certificate. A final exam opens only when the course's can_take_final_exam holds.
 */
export function quizHandlers(services: Services): HandlerMap {
  const { db, catalogue } = services;

  /** The quiz, once the caller may take it: enrolled, and for a final exam, unlocked. */
  async function openQuiz(caller: AuthUser | null, place: QuizPlace | undefined) {
    if (!place) throw notFound(QUIZ_NOT_FOUND);
    const user = await assertCourseAccess(db, caller, place.course.id);
    if (place.kind === "final") {
      const standing = await loadStanding(db, user.id, place.course);
      if (!standing.canTakeFinalExam) throw forbidden(FINAL_EXAM_LOCKED);
    }
    return { user, place };
  }

  /** The module's quiz; enrolment is checked before telling whether the module has one. */
  async function moduleQuiz(caller: AuthUser | null, moduleId: number) {
    const place = await catalogue.module(moduleId);
    if (!place) throw notFound(MODULE_NOT_FOUND);
    const user = await assertCourseAccess(db, caller, place.course.id);
    const quizId = place.module.module_quiz_id;
    const quiz = quizId === null ? undefined : await catalogue.quiz(quizId);
    if (!quiz) throw notFound(MODULE_HAS_NO_QUIZ);
    return { user, place: quiz };
  }

  async function submit(
    opened: { user: AuthUser; place: QuizPlace },
    answers: { question_id: number; selected_answer_id: number }[],
  ) {
    const { user, place: quiz } = opened;
    const scored = scoreQuiz(await loadQuiz(db, quiz.id), answers);
    const now = services.clock();
    await db
      .insertInto("quiz_attempts")
      .values({
        user_id: user.id,
        quiz_id: quiz.id,
        score_percentage: scored.result.score_percentage,
        answers: JSON.stringify(scored.answers),
        created_at: now,
      })
      .execute();
    if (quiz.kind === "final" && scored.result.passed)
      await issueCertificate(db, user.id, quiz.course.id, now);
    return scored.result;
  }

  return {
    async getQuiz({ user, params }) {
      const { place } = await openQuiz(user, await catalogue.quiz(params.quizId));
      return publicQuiz(await loadQuiz(db, place.id));
    },

    async submitQuiz({ user, params, body }) {
      return submit(await openQuiz(user, await catalogue.quiz(params.quizId)), body.answers);
    },

    // A module quiz is never locked: the player enables its button once the module's lessons
    // are complete (spec, section 4), and a pass before that unlocks nothing on its own.
    async getModuleQuiz({ user, params }) {
      const { place } = await moduleQuiz(user, params.id);
      return publicQuiz(await loadQuiz(db, place.id));
    },

    async submitModuleQuiz({ user, params, body }) {
      return submit(await moduleQuiz(user, params.module_id), body.answers);
    },
  };
}
