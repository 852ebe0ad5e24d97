import type { Course, Lesson, Module } from "@academy/api";
import { describe, expect, it } from "vitest";
import {
  adjacentLesson,
  canTakeFinalExam,
  canTakeModuleQuiz,
  courseProgress,
  entryLesson,
  finishedModule,
  formatDuration,
  isModuleComplete,
  isModuleFinished,
  moduleSteps,
  moduleProgress,
  nextModule,
  orderedModules,
  startingLesson,
  withLessonCompletion,
} from "./course.ts";

let nextId = 1;
const lesson = (is_completed: boolean, overrides: Partial<Lesson> = {}): Lesson => ({
  id: nextId++,
  title: `Lesson ${nextId}`,
  type: "video",
  is_completed,
  video_duration: 12,
  pdf_url: null,
  video_s3_key: "lessons/x/video.mp4",
  vimeo_video_id: null,
  document_s3_key: null,
  ...overrides,
});
const module = (order: number, lessons: Lesson[], quiz = true): Module => ({
  id: 100 + order,
  title: `Module ${order}`,
  description: "",
  order,
  lessons,
  has_module_quiz: quiz,
  module_quiz_id: quiz ? 500 + order : null,
});
const course = (modules: Module[], overrides: Partial<Course> = {}): Course => ({
  id: 2,
  name: "General Contractor Licensing Course",
  modules,
  final_exam_id: 900,
  can_take_final_exam: false,
  ...overrides,
});

describe("module completion (academy.md §4)", () => {
  it("is complete when it has lessons and all are complete", () => {
    expect(isModuleComplete(module(1, [lesson(true), lesson(true)]))).toBe(true);
  });
  it("is not complete while any lesson is not", () => {
    expect(isModuleComplete(module(1, [lesson(true), lesson(false)]))).toBe(false);
  });
  it("is never complete without lessons", () => {
    expect(isModuleComplete(module(1, []))).toBe(false);
  });
  it("counts progress per module, rounded", () => {
    expect(moduleProgress(module(1, [lesson(true), lesson(false), lesson(false)]))).toEqual({
      completed: 1,
      total: 3,
      percent: 33,
    });
    expect(moduleProgress(module(1, []))).toEqual({ completed: 0, total: 0, percent: 0 });
  });
  it("counts course progress over every lesson, quiz and the final exam", () => {
    const c = course([module(1, [lesson(true)]), module(2, [lesson(false), lesson(true)])]);
    // 3 lessons + 2 quizzes + the exam.
    expect(courseProgress(c)).toEqual({ completed: 2, total: 6, percent: 33 });
    expect(courseProgress(c, { quizzes: new Set([101]), finalExam: false })).toEqual({
      completed: 3,
      total: 6,
      percent: 50,
    });
  });
  it("is not 100 % while a quiz or the exam is due, and is once all are passed", () => {
    const c = course([module(1, [lesson(true)]), module(2, [lesson(true)])]);
    expect(courseProgress(c).percent).toBe(40);
    expect(courseProgress(c, { quizzes: new Set([101, 102]), finalExam: false }).percent).toBe(80);
    expect(courseProgress(c, { quizzes: new Set([101, 102]), finalExam: true }).percent).toBe(100);
  });
  it("never rounds up to 100 % with one step due", () => {
    const lessons = Array.from({ length: 250 }, () => lesson(true));
    const c = course([module(1, lessons, false)], { final_exam_id: null });
    const last = module(2, [lesson(false)], false);
    expect(courseProgress({ ...c, modules: [...c.modules, last] }).percent).toBe(99);
  });
  it("counts a course without quizzes or exam over its lessons alone", () => {
    const c = course([module(1, [lesson(true), lesson(false)], false)], { final_exam_id: null });
    expect(courseProgress(c)).toEqual({ completed: 1, total: 2, percent: 50 });
  });
  it("calls a module finished only when its lessons are complete and its quiz passed", () => {
    const done = module(1, [lesson(true)]);
    expect(isModuleComplete(done)).toBe(true);
    expect(isModuleFinished(done, { quizzes: new Set(), finalExam: false })).toBe(false);
    expect(isModuleFinished(done, { quizzes: new Set([101]), finalExam: false })).toBe(true);
    expect(
      isModuleFinished(module(2, [lesson(true)], false), { quizzes: new Set(), finalExam: false }),
    ).toBe(true);
    expect(moduleSteps(done, { quizzes: new Set(), finalExam: false })).toEqual({
      completed: 1,
      total: 2,
      percent: 50,
    });
  });
});

describe("unlock rules (academy.md §4)", () => {
  it("enables the module quiz only when every lesson is complete", () => {
    expect(canTakeModuleQuiz(module(1, [lesson(true), lesson(true)]))).toBe(true);
    expect(canTakeModuleQuiz(module(1, [lesson(true), lesson(false)]))).toBe(false);
    expect(canTakeModuleQuiz(module(1, []))).toBe(false);
  });
  it("never enables a quiz the module does not have", () => {
    expect(canTakeModuleQuiz(module(1, [lesson(true)], false))).toBe(false);
  });
  it("unlocks the final exam only with every module complete and the server's consent", () => {
    const done = [module(1, [lesson(true)]), module(2, [lesson(true)])];
    expect(canTakeFinalExam(course(done, { can_take_final_exam: true }))).toBe(true);
    expect(canTakeFinalExam(course(done, { can_take_final_exam: false }))).toBe(false);
    const partly = [module(1, [lesson(true)]), module(2, [lesson(false)])];
    expect(canTakeFinalExam(course(partly, { can_take_final_exam: true }))).toBe(false);
    const empty = [module(1, [lesson(true)]), module(2, [])];
    expect(canTakeFinalExam(course(empty, { can_take_final_exam: true }))).toBe(false);
    expect(canTakeFinalExam(course(done, { can_take_final_exam: true, final_exam_id: null }))).toBe(
      false,
    );
  });
});

describe("navigation", () => {
  const first = module(2, [lesson(true), lesson(false)]);
  const second = module(1, [lesson(false)]);
  const c = course([first, second]);

  it("orders modules by their order, not the server's", () => {
    expect(orderedModules(c).map((m) => m.order)).toEqual([1, 2]);
  });
  it("finds the next module, and none after the last", () => {
    expect(nextModule(c, second.id)?.id).toBe(first.id);
    expect(nextModule(c, first.id)).toBeNull();
    expect(nextModule(c, 999)).toBeNull();
  });
  it("walks lessons across modules", () => {
    const [a] = second.lessons;
    const [b, d] = first.lessons;
    expect(adjacentLesson(c, a!.id, 1)?.id).toBe(b!.id);
    expect(adjacentLesson(c, b!.id, -1)?.id).toBe(a!.id);
    expect(adjacentLesson(c, d!.id, 1)).toBeNull();
  });
  it("opens a module at its first lesson not yet complete", () => {
    expect(entryLesson(first)?.id).toBe(first.lessons[1]!.id);
    const all = module(3, [lesson(true), lesson(true)]);
    expect(entryLesson(all)?.id).toBe(all.lessons[0]!.id);
    expect(entryLesson(module(4, []))).toBeNull();
  });
  it("starts the course at the first lesson not yet complete", () => {
    expect(startingLesson(c)?.id).toBe(second.lessons[0]!.id);
  });
});

describe("video_duration (academy.md §3)", () => {
  it("is shown as minutes:00", () => {
    expect(formatDuration(18)).toBe("18:00");
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(7.6)).toBe("8:00");
  });
  it("is left out when unknown", () => {
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(Number.NaN)).toBeNull();
    expect(formatDuration(-1)).toBeNull();
  });
});

describe("completion changes", () => {
  it("reports the module a completion finished", () => {
    const last = lesson(false);
    const c = course([module(1, [lesson(true), last]), module(2, [lesson(false)])]);
    const after = withLessonCompletion(c, last.id, true);
    expect(finishedModule(c, after, last.id)?.id).toBe(101);
    expect(finishedModule(after, withLessonCompletion(after, last.id, true), last.id)).toBeNull();
    expect(finishedModule(after, withLessonCompletion(after, last.id, false), last.id)).toBeNull();
  });
  it("follows the server's final-exam rule", () => {
    const only = lesson(false);
    const c = course([module(1, [only])]);
    expect(withLessonCompletion(c, only.id, true).can_take_final_exam).toBe(true);
    expect(
      withLessonCompletion(course([module(1, [only])], { final_exam_id: null }), only.id, true)
        .can_take_final_exam,
    ).toBe(false);
  });
});
