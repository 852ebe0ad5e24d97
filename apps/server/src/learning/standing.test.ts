import { describe, expect, it } from "vitest";
import type { CatalogueCourse, Lesson, Module } from "../catalogue/catalogue.ts";
import { standingOf } from "./standing.ts";

const lesson = (id: number): Lesson => ({
  id,
  title: `Lesson ${id}`,
  type: "video",
  is_completed: false,
  video_duration: 5,
  pdf_url: null,
  video_s3_key: null,
  vimeo_video_id: null,
  document_s3_key: null,
});
const module = (id: number, lessonIds: number[], quizId: number | null): Module => ({
  id,
  title: `Module ${id}`,
  description: "",
  order: id,
  lessons: lessonIds.map(lesson),
  has_module_quiz: quizId !== null,
  module_quiz_id: quizId,
});
const course = (modules: Module[], finalExam: number | null = 100): CatalogueCourse => ({
  id: 1,
  key: "development",
  name: "Course",
  final_exam_id: finalExam,
  can_take_final_exam: false,
  modules,
});

describe("a learner's standing in a course", () => {
  const twoModules = course([module(1, [11, 12], 51), module(2, [21], null)]);

  it("opens the final exam when every module's lessons are complete and every quiz passed", () => {
    const standing = standingOf(twoModules, new Set([11, 12, 21]), new Set([51]));
    expect(standing.modules.map((m) => [m.lessonsComplete, m.quizPassed, m.complete])).toEqual([
      [true, true, true],
      [true, null, true],
    ]);
    expect(standing.canTakeFinalExam).toBe(true);
    expect(standing.finalExamPassed).toBe(false);
    expect(standingOf(twoModules, new Set([11, 12, 21]), new Set([51, 100])).finalExamPassed).toBe(
      true,
    );
  });

  it("keeps it locked while a quiz is not passed or a lesson is not complete", () => {
    const noQuiz = standingOf(twoModules, new Set([11, 12, 21]), new Set());
    expect(noQuiz.modules[0]).toMatchObject({ lessonsComplete: true, complete: false });
    expect(noQuiz.canTakeFinalExam).toBe(false);
    const oneLesson = standingOf(twoModules, new Set([11, 21]), new Set([51]));
    expect(oneLesson.modules[0]).toMatchObject({ completedLessons: 1, totalLessons: 2 });
    expect(oneLesson.canTakeFinalExam).toBe(false);
  });

  it("never counts a module without lessons as complete (spec, section 4)", () => {
    const empty = course([module(1, [11], null), module(2, [], null)]);
    const standing = standingOf(empty, new Set([11]), new Set());
    expect(standing.modules[1]).toMatchObject({ lessonsComplete: false, complete: false });
    expect(standing.canTakeFinalExam).toBe(false);
  });

  it("never opens a course without a final exam or without modules", () => {
    expect(
      standingOf(course([module(1, [11], null)], null), new Set([11]), new Set()).canTakeFinalExam,
    ).toBe(false);
    expect(standingOf(course([]), new Set(), new Set()).canTakeFinalExam).toBe(false);
  });
});
