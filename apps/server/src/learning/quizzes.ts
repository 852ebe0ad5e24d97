import type { components } from "@academy/api/contract";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { HttpError } from "../http/errors.ts";
import { passes, scorePercentage } from "./rules.ts";

type PublicQuiz = components["schemas"]["Quiz"];
type QuizAnswer = components["schemas"]["QuizAnswer"];
type QuizResult = components["schemas"]["QuizResult"];

/** A quiz with its answer key: stays on the server. */
export interface QuizWithKey {
  id: number;
  questions: {
    id: number;
    text: string;
    type: string;
    explanation: string;
    answers: { id: number; text: string; is_correct: boolean }[];
  }[];
}

export interface Scored {
  result: QuizResult & { passed: boolean };
  correct: number;
  /** The answers as stored with the attempt (validated, one per answered question). */
  answers: QuizAnswer[];
}

export async function loadQuiz(db: Kysely<Database>, quizId: number): Promise<QuizWithKey> {
  const questions = await db
    .selectFrom("questions")
    .select(["id", "text", "type", "explanation"])
    .where("quiz_id", "=", quizId)
    .orderBy("order")
    .orderBy("id")
    .execute();
  const answers =
    questions.length === 0
      ? []
      : await db
          .selectFrom("answers")
          .select(["id", "question_id", "text", "is_correct"])
          .where(
            "question_id",
            "in",
            questions.map((q) => q.id),
          )
          .orderBy("order")
          .orderBy("id")
          .execute();
  return {
    id: quizId,
    questions: questions.map((q) => ({
      ...q,
      answers: answers
        .filter((a) => a.question_id === q.id)
        .map((a) => ({ id: a.id, text: a.text, is_correct: a.is_correct })),
    })),
  };
}

/**
 * What the browser gets before submitting: questions and answer texts, built field by field so
 * that the answer key and the explanations cannot ride along (the contract's Quiz schema would
 * drop them too, when serialising).
 */
export function publicQuiz(quiz: QuizWithKey): PublicQuiz {
  return {
    id: quiz.id,
    questions: quiz.questions.map((q) => ({
      id: q.id,
      text: q.text,
      type: q.type,
      answers: q.answers.map((a) => ({ id: a.id, text: a.text })),
    })),
  };
}

/**
 * Scores a submission. Unanswered questions count as wrong; answering a question of another
 * quiz, answering one twice, or choosing another question's answer is a 422 naming the entry.
 */
export function scoreQuiz(quiz: QuizWithKey, submitted: readonly QuizAnswer[]): Scored {
  const problems: string[] = [];
  const chosen = new Map<number, number>();
  for (const [i, answer] of submitted.entries()) {
    const question = quiz.questions.find((q) => q.id === answer.question_id);
    if (!question) problems.push(`answers.${i}.question_id: not a question of this quiz`);
    else if (chosen.has(question.id))
      problems.push(`answers.${i}.question_id: question answered more than once`);
    else if (!question.answers.some((a) => a.id === answer.selected_answer_id))
      problems.push(`answers.${i}.selected_answer_id: not an answer to question ${question.id}`);
    else chosen.set(question.id, answer.selected_answer_id);
  }
  if (problems.length > 0) throw new HttpError(422, problems);

  const detailed = quiz.questions.map((q) => {
    const selectedId = chosen.get(q.id);
    const selected = q.answers.find((a) => a.id === selectedId);
    const correct = q.answers.filter((a) => a.is_correct);
    return {
      question_id: q.id,
      question_text: q.text,
      selected_answer: selected?.text ?? null,
      correct_answer: correct.map((a) => a.text).join(" / "),
      is_correct: selected?.is_correct === true,
      explanation: q.explanation || null,
    };
  });
  const correct = detailed.filter((d) => d.is_correct).length;
  const total = quiz.questions.length;
  return {
    result: {
      score_percentage: scorePercentage(correct, total),
      passed: passes(correct, total),
      detailed_results: detailed,
    },
    correct,
    answers: [...chosen].map(([question_id, selected_answer_id]) => ({
      question_id,
      selected_answer_id,
    })),
  };
}
