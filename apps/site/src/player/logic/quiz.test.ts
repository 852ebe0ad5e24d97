import type { Quiz } from "@academy/api";
import { describe, expect, it } from "vitest";
import {
  answerLetter,
  attemptFits,
  canGoNext,
  canGoPrev,
  canSubmit,
  feedbackFor,
  formatQuestionType,
  newAttempt,
  quizReducer,
  summarize,
  toSubmission,
  type QuizAttempt,
} from "./quiz.ts";

const quiz: Quiz = {
  id: 7,
  questions: [
    {
      id: 1,
      text: "One?",
      type: "multiple_choice",
      answers: [
        { id: 11, text: "a" },
        { id: 12, text: "b" },
      ],
    },
    {
      id: 2,
      text: "Two?",
      type: "true_false",
      answers: [
        { id: 21, text: "True" },
        { id: 22, text: "False" },
      ],
    },
    { id: 3, text: "Three?", type: "multiple_choice", answers: [{ id: 31, text: "x" }] },
  ],
};
const start = (): QuizAttempt => newAttempt(quiz.id, 1_000);
const run = (attempt: QuizAttempt, ...actions: Parameters<typeof quizReducer>[2][]) =>
  actions.reduce((current, action) => quizReducer(quiz, current, action), attempt);

describe("feedback bands (academy.md §9)", () => {
  it.each([
    [100, "Outstanding!"],
    [90, "Outstanding!"],
    [89, "Excellent!"],
    [80, "Excellent!"],
    [79, "Good Job!"],
    [70, "Good Job!"],
    [69, "Keep Learning!"],
    [0, "Keep Learning!"],
    [Number.NaN, "Keep Learning!"],
  ])("%s%% gives %s", (percent, text) => {
    expect(feedbackFor(percent)).toBe(text);
  });
});

describe("question display (academy.md §3)", () => {
  it("letters answers A to E", () => {
    expect([0, 1, 2, 3, 4].map(answerLetter)).toEqual(["A", "B", "C", "D", "E"]);
  });
  it("shows the type with underscores as spaces, upper-cased", () => {
    expect(formatQuestionType("multiple_choice")).toBe("MULTIPLE CHOICE");
    expect(formatQuestionType("true_false")).toBe("TRUE FALSE");
    expect(formatQuestionType("fill_in_the_blank")).toBe("FILL IN THE BLANK");
  });
});

describe("navigation rules (academy.md §4)", () => {
  it("disables Prev on the first question", () => {
    expect(canGoPrev(start())).toBe(false);
    expect(run(start(), { type: "prev" }).current).toBe(0);
  });
  it("disables Next until the current question is answered", () => {
    const attempt = start();
    expect(canGoNext(quiz, attempt)).toBe(false);
    expect(run(attempt, { type: "next" }).current).toBe(0);
    const answered = run(attempt, { type: "select", questionId: 1, answerId: 12 });
    expect(canGoNext(quiz, answered)).toBe(true);
    expect(run(answered, { type: "next" }).current).toBe(1);
    expect(canGoPrev(run(answered, { type: "next" }))).toBe(true);
  });
  it("disables Submit until the current question is answered, and while submitting", () => {
    const onLast = run(start(), { type: "go", index: 2 });
    expect(canSubmit(quiz, onLast, false)).toBe(false);
    const answered = run(onLast, { type: "select", questionId: 3, answerId: 31 });
    expect(canSubmit(quiz, answered, false)).toBe(true);
    expect(canSubmit(quiz, answered, true)).toBe(false);
  });
  it("never goes past the last question", () => {
    const last = run(
      start(),
      { type: "go", index: 2 },
      { type: "select", questionId: 3, answerId: 31 },
    );
    expect(canGoNext(quiz, last)).toBe(false);
    expect(run(last, { type: "next" }).current).toBe(2);
  });
  it("lets the progress dots jump to any question, and ignores impossible ones", () => {
    expect(run(start(), { type: "go", index: 2 }).current).toBe(2);
    expect(run(start(), { type: "go", index: 3 }).current).toBe(0);
    expect(run(start(), { type: "go", index: -1 }).current).toBe(0);
  });
  it("keeps every answer when moving around, and changes an answer in place", () => {
    const attempt = run(
      start(),
      { type: "select", questionId: 1, answerId: 11 },
      { type: "next" },
      { type: "select", questionId: 2, answerId: 22 },
      { type: "prev" },
      { type: "select", questionId: 1, answerId: 12 },
    );
    expect(attempt.answers).toEqual({ 1: 12, 2: 22 });
  });
  it("ignores answers to questions of another quiz", () => {
    expect(run(start(), { type: "select", questionId: 99, answerId: 1 }).answers).toEqual({});
  });
});

describe("submission and results", () => {
  it("sends the answers in question order, leaving skipped ones out", () => {
    const attempt = run(
      start(),
      { type: "go", index: 2 },
      { type: "select", questionId: 3, answerId: 31 },
      { type: "go", index: 0 },
      { type: "select", questionId: 1, answerId: 11 },
    );
    expect(toSubmission(quiz, attempt)).toEqual({
      answers: [
        { question_id: 1, selected_answer_id: 11 },
        { question_id: 3, selected_answer_id: 31 },
      ],
    });
  });
  it("summarises the rounded percent, correct count, minutes and feedback (academy.md §9)", () => {
    const detail = (is_correct: boolean, question_id: number) => ({
      question_id,
      question_text: "q",
      selected_answer: "a",
      correct_answer: "a",
      is_correct,
      explanation: null,
    });
    const summary = summarize(
      {
        score_percentage: 66.6667,
        detailed_results: [detail(true, 1), detail(true, 2), detail(false, 3)],
      },
      0,
      150_000,
    );
    expect(summary).toEqual({
      percent: 67,
      correct: 2,
      total: 3,
      minutes: 3,
      feedback: "Keep Learning!",
    });
    expect(summarize({ score_percentage: 89.5, detailed_results: [] }, 0, 10_000).feedback).toBe(
      "Outstanding!",
    );
  });
  it("only restores an attempt that still fits the quiz", () => {
    const attempt = run(start(), { type: "select", questionId: 1, answerId: 11 });
    expect(attemptFits(quiz, attempt)).toBe(true);
    expect(attemptFits(quiz, { ...attempt, quizId: 8 })).toBe(false);
    expect(attemptFits(quiz, { ...attempt, current: 3 })).toBe(false);
    expect(attemptFits(quiz, { ...attempt, answers: { 1: 99 } })).toBe(false);
  });
});
