import type { Quiz, QuizResult, QuizSubmission } from "@academy/api";
import { ANSWER_LETTERS, QUIZ_FEEDBACK_BANDS } from "../constants.ts";

/** academy.md §3: answers are lettered A to E. */
export function answerLetter(index: number): string {
  return ANSWER_LETTERS[index] ?? String(index + 1);
}

/** academy.md §3: a question's type with underscores shown as spaces, upper-cased. */
export function formatQuestionType(type: string): string {
  return type.replaceAll("_", " ").toUpperCase();
}

/** academy.md §9: 90 or more Outstanding!, 80 Excellent!, 70 Good Job!, below Keep Learning!. */
export function feedbackFor(percent: number): string {
  const band = QUIZ_FEEDBACK_BANDS.find((candidate) => percent >= candidate.min);
  // NaN matches no band: it gets the lowest one.
  return band?.text ?? QUIZ_FEEDBACK_BANDS[3].text;
}

/** One attempt in progress: which question is shown and the answer chosen for each. */
export interface QuizAttempt {
  quizId: number;
  /** Index of the question shown. */
  current: number;
  /** Chosen answer id by question id. */
  answers: Record<number, number>;
  /** Epoch milliseconds when the attempt began, for the elapsed minutes. */
  startedAt: number;
}

export function newAttempt(quizId: number, now: number): QuizAttempt {
  return { quizId, current: 0, answers: {}, startedAt: now };
}

export type QuizAction =
  | { type: "select"; questionId: number; answerId: number }
  | { type: "go"; index: number }
  | { type: "next" }
  | { type: "prev" };

/**
 * academy.md §4: one question at a time; Next is disabled until the current question is
 * answered, Prev on the first question; the progress dots jump anywhere.
 */
export function quizReducer(quiz: Quiz, attempt: QuizAttempt, action: QuizAction): QuizAttempt {
  const last = quiz.questions.length - 1;
  switch (action.type) {
    case "select": {
      if (!quiz.questions.some((question) => question.id === action.questionId)) return attempt;
      return { ...attempt, answers: { ...attempt.answers, [action.questionId]: action.answerId } };
    }
    case "go":
      if (action.index < 0 || action.index > last || action.index === attempt.current) {
        return attempt;
      }
      return { ...attempt, current: action.index };
    case "next":
      return canGoNext(quiz, attempt) ? { ...attempt, current: attempt.current + 1 } : attempt;
    case "prev":
      return canGoPrev(attempt) ? { ...attempt, current: attempt.current - 1 } : attempt;
  }
}

export function isAnswered(quiz: Quiz, attempt: QuizAttempt, index: number): boolean {
  const question = quiz.questions[index];
  return question !== undefined && attempt.answers[question.id] !== undefined;
}

export function isLastQuestion(quiz: Quiz, attempt: QuizAttempt): boolean {
  return attempt.current === quiz.questions.length - 1;
}

export function canGoPrev(attempt: QuizAttempt): boolean {
  return attempt.current > 0;
}

export function canGoNext(quiz: Quiz, attempt: QuizAttempt): boolean {
  return !isLastQuestion(quiz, attempt) && isAnswered(quiz, attempt, attempt.current);
}

/** academy.md §4: Submit is disabled until the current question is answered, and while submitting. */
export function canSubmit(quiz: Quiz, attempt: QuizAttempt, submitting: boolean): boolean {
  return !submitting && isAnswered(quiz, attempt, attempt.current);
}

/** The payload of POST /assessments/{quizId}/submit, in question order; skipped ones left out. */
export function toSubmission(quiz: Quiz, attempt: QuizAttempt): QuizSubmission {
  return {
    answers: quiz.questions.flatMap((question) => {
      const selected = attempt.answers[question.id];
      return selected === undefined
        ? []
        : [{ question_id: question.id, selected_answer_id: selected }];
    }),
  };
}

/** Whether a restored attempt still fits the quiz the server sent (questions may change). */
export function attemptFits(quiz: Quiz, attempt: QuizAttempt): boolean {
  if (attempt.quizId !== quiz.id) return false;
  if (attempt.current < 0 || attempt.current >= Math.max(quiz.questions.length, 1)) return false;
  return Object.entries(attempt.answers).every(([questionId, answerId]) =>
    quiz.questions.some(
      (question) =>
        question.id === Number(questionId) &&
        question.answers.some((answer) => answer.id === answerId),
    ),
  );
}

export interface ResultSummary {
  /** academy.md §9: the rounded percent. */
  percent: number;
  correct: number;
  total: number;
  /** academy.md §9: elapsed minutes, rounded. */
  minutes: number;
  feedback: string;
}

export function summarize(
  result: QuizResult,
  startedAt: number,
  finishedAt: number,
): ResultSummary {
  const percent = Math.round(result.score_percentage);
  return {
    percent,
    correct: result.detailed_results.filter((detail) => detail.is_correct).length,
    total: result.detailed_results.length,
    minutes: Math.max(0, Math.round((finishedAt - startedAt) / 60_000)),
    feedback: feedbackFor(percent),
  };
}
