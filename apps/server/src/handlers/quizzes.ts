import type { QuizPlace } from "../catalogue/catalogue.ts";
import { forbidden, notFound } from "../http/errors.ts";
import type { AuthUser, HandlerMap } from "../http/types.ts";
import { assertCourseAccess } from "../learning/access.ts";
import { issueCertificate } from "../learning/certificates.ts";
import { recordAttempt, visibleResult } from "../learning/quiz-attempts.ts";
import { loadQuiz, publicQuiz, scoreQuiz } from "../learning/quizzes.ts";
import { loadStanding } from "../learning/standing.ts";
import type { Services } from "../services.ts";
import {
  FINAL_EXAM_LOCKED,
  MODULE_HAS_NO_QUIZ,
  MODULE_NOT_FOUND,
  MODULE_QUIZ_LOCKED,
  QUIZ_NOT_FOUND,
} from "../http/messages.ts";

/**
 * Module quizzes and final exams. The answer key never leaves the server before a submission;
 * scoring happens here, every attempt is stored, and passing a final exam issues the
 * certificate. The spec's gating is enforced here, not only in the player: a module quiz opens
 * once the module's lessons are complete, a final exam once can_take_final_exam holds. Attempts
 * are limited and spaced (config.quizAttempts), and only a passed attempt shows the answer key.
 */
export function quizHandlers(services: Services): HandlerMap {
  const { db, catalogue } = services;

  /** The quiz, once the caller may take it: enrolled, and unlocked by the spec's gating. */
  async function openQuiz(caller: AuthUser | null, place: QuizPlace | undefined) {
    if (!place) throw notFound(QUIZ_NOT_FOUND);
    const user = await assertCourseAccess(db, caller, place.course.id);
    await assertUnlocked(user, place);
    return { user, place };
  }

  async function assertUnlocked(user: AuthUser, place: QuizPlace) {
    // Staff review every quiz of the courses they run.
    if (user.isAdmin) return;
    const standing = await loadStanding(db, user.id, place.course);
    if (place.kind === "final") {
      if (!standing.canTakeFinalExam) throw forbidden(FINAL_EXAM_LOCKED);
      return;
    }
    const module = standing.modules.find((m) => m.module.id === place.module?.id);
    if (!module?.lessonsComplete) throw forbidden(MODULE_QUIZ_LOCKED);
  }

  /** The module's quiz; enrolment is checked before telling whether the module has one. */
  async function moduleQuiz(caller: AuthUser | null, moduleId: number) {
    const place = await catalogue.module(moduleId);
    if (!place) throw notFound(MODULE_NOT_FOUND);
    const user = await assertCourseAccess(db, caller, place.course.id);
    const quizId = place.module.module_quiz_id;
    const quiz = quizId === null ? undefined : await catalogue.quiz(quizId);
    if (!quiz) throw notFound(MODULE_HAS_NO_QUIZ);
    await assertUnlocked(user, quiz);
    return { user, place: quiz };
  }

  async function submit(
    opened: { user: AuthUser; place: QuizPlace },
    answers: { question_id: number; selected_answer_id: number }[],
  ) {
    const { user, place: quiz } = opened;
    // Scored first: a malformed submission is a 422 and uses up no attempt.
    const scored = scoreQuiz(await loadQuiz(db, quiz.id), answers);
    const rules = services.config.quizAttempts;
    const attempt = await recordAttempt(db, rules, {
      userId: user.id,
      quizId: quiz.id,
      scored,
      clock: services.clock,
    });
    services.learnerCourses.forget(user.id);
    if (quiz.kind === "final" && scored.result.passed)
      await issueCertificate(db, user.id, quiz.course.id, attempt.at);
    return visibleResult(scored, attempt.number, rules);
  }

  return {
    async getQuiz({ user, params }) {
      const { place } = await openQuiz(user, await catalogue.quiz(params.quizId));
      return publicQuiz(await loadQuiz(db, place.id));
    },

    async submitQuiz({ user, params, body }) {
      return submit(await openQuiz(user, await catalogue.quiz(params.quizId)), body.answers);
    },

    // Spec, section 4: the module quiz button is enabled only when all lessons of the module
    // are complete; the server holds the same line.
    async getModuleQuiz({ user, params }) {
      const { place } = await moduleQuiz(user, params.id);
      return publicQuiz(await loadQuiz(db, place.id));
    },

    async submitModuleQuiz({ user, params, body }) {
      return submit(await moduleQuiz(user, params.module_id), body.answers);
    },
  };
}
