import { describe, expect, it } from "vitest";
import { progressPercentage } from "./progress.ts";

describe("progressPercentage", () => {
  it("counts lessons, quizzes and the exam as steps", () => {
    // 10 lessons done, 2 quizzes due, the exam due: 10 of 13.
    expect(
      progressPercentage({
        lessonsDone: 10,
        lessonsTotal: 10,
        quizzes: [false, false, null],
        hasExam: true,
        examPassed: false,
      }),
    ).toBe(76.9);
  });
  it("reads 100 only once every quiz and the exam are passed", () => {
    const base = { lessonsDone: 4, lessonsTotal: 4, hasExam: true };
    expect(progressPercentage({ ...base, quizzes: [true, true], examPassed: false })).toBe(85.7);
    expect(progressPercentage({ ...base, quizzes: [true, true], examPassed: true })).toBe(100);
  });
  it("never rounds one step due up to 100", () => {
    expect(
      progressPercentage({
        lessonsDone: 2000,
        lessonsTotal: 2001,
        quizzes: [],
        hasExam: false,
        examPassed: false,
      }),
    ).toBe(99.9);
  });
  it("is 0 for a course with nothing to do", () => {
    expect(
      progressPercentage({
        lessonsDone: 0,
        lessonsTotal: 0,
        quizzes: [null],
        hasExam: false,
        examPassed: false,
      }),
    ).toBe(0);
  });
});
