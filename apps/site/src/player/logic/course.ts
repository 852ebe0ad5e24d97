import type { Course, Lesson, Module } from "@academy/api";

/**
 * The course rules of academy.md §4, as pure functions over the contract's Course, so the
 * components only render their answers.
 */

/** Modules in their `order`, whatever order the server sent them in. */
export function orderedModules(course: Pick<Course, "modules">): Module[] {
  return [...course.modules].sort((a, b) => a.order - b.order);
}

/** Every lesson of the course, module by module. */
export function allLessons(course: Pick<Course, "modules">): Lesson[] {
  return orderedModules(course).flatMap((module) => module.lessons);
}

/** academy.md §4: a module is complete when it has lessons and all are complete. */
export function isModuleComplete(module: Pick<Module, "lessons">): boolean {
  return module.lessons.length > 0 && module.lessons.every((lesson) => lesson.is_completed);
}

export interface ModuleProgress {
  completed: number;
  total: number;
  /** 0 to 100, rounded; 0 for a module without lessons. */
  percent: number;
}

export function moduleProgress(module: Pick<Module, "lessons">): ModuleProgress {
  const total = module.lessons.length;
  const completed = module.lessons.filter((lesson) => lesson.is_completed).length;
  return { completed, total, percent: total ? Math.round((completed / total) * 100) : 0 };
}

/** What the learner has passed beyond lessons (GET /users/{id}/progress). */
export interface PassedAssessments {
  /** Module ids whose quiz is passed. */
  quizzes: ReadonlySet<number>;
  finalExam: boolean;
}

const NOTHING_PASSED: PassedAssessments = { quizzes: new Set(), finalExam: false };

/** A module has a quiz the learner can be asked to pass. */
export function hasQuiz(module: Pick<Module, "has_module_quiz" | "module_quiz_id">): boolean {
  return module.has_module_quiz && module.module_quiz_id !== null;
}

/**
 * A module the learner is done with: every lesson complete (academy.md §4's "complete") and its
 * quiz, when it has one, passed. The sidebar's Complete marker reads this, so a module whose
 * quiz is still due is not shown as Complete (issue #50).
 */
export function isModuleFinished(module: Module, passed: PassedAssessments): boolean {
  return isModuleComplete(module) && (!hasQuiz(module) || passed.quizzes.has(module.id));
}

/** One module's steps: its lessons and, when it has one, its quiz. */
export function moduleSteps(module: Module, passed: PassedAssessments): ModuleProgress {
  const lessons = moduleProgress(module);
  const quiz = hasQuiz(module) ? 1 : 0;
  const quizDone = quiz && passed.quizzes.has(module.id) ? 1 : 0;
  return ratio(lessons.completed + quizDone, lessons.total + quiz);
}

/**
 * The course's progress in steps: every lesson, every module quiz and the final exam count one
 * each, so the course reads 100 % only once the quizzes and the exam are passed too (issue #50:
 * lessons alone showed 100 % with nine quizzes and the exam still due).
 */
export function courseProgress(
  course: Pick<Course, "modules" | "final_exam_id">,
  passed: PassedAssessments = NOTHING_PASSED,
): ModuleProgress {
  const lessons = moduleProgress({ lessons: allLessons(course) });
  const quizzes = course.modules.filter(hasQuiz);
  const quizzesDone = quizzes.filter((module) => passed.quizzes.has(module.id)).length;
  const exam = course.final_exam_id !== null ? 1 : 0;
  const examDone = exam && passed.finalExam ? 1 : 0;
  return ratio(lessons.completed + quizzesDone + examDone, lessons.total + quizzes.length + exam);
}

/** Floored, not rounded: one step still due never reads 100 %. */
function ratio(completed: number, total: number): ModuleProgress {
  return { completed, total, percent: total ? Math.floor((completed / total) * 100) : 0 };
}

/** academy.md §4: the module quiz button is enabled only when all lessons are complete. */
export function canTakeModuleQuiz(module: Module): boolean {
  return hasQuiz(module) && isModuleComplete(module);
}

/**
 * academy.md §4: the final exam unlocks only when all modules are complete and the server says
 * `can_take_final_exam`; otherwise the button reads Exam Locked.
 */
export function canTakeFinalExam(course: Course): boolean {
  return (
    course.final_exam_id !== null &&
    course.can_take_final_exam &&
    course.modules.length > 0 &&
    course.modules.every(isModuleComplete)
  );
}

/** The module after `moduleId` in order, or null for the last (or an unknown) one. */
export function nextModule(course: Pick<Course, "modules">, moduleId: number): Module | null {
  const modules = orderedModules(course);
  const index = modules.findIndex((module) => module.id === moduleId);
  return index === -1 ? null : (modules[index + 1] ?? null);
}

export function findModule(course: Pick<Course, "modules">, moduleId: number): Module | null {
  return course.modules.find((module) => module.id === moduleId) ?? null;
}

/** The module holding a lesson. */
export function moduleOfLesson(course: Pick<Course, "modules">, lessonId: number): Module | null {
  return course.modules.find((module) => module.lessons.some((l) => l.id === lessonId)) ?? null;
}

export function findLesson(course: Pick<Course, "modules">, lessonId: number): Lesson | null {
  return allLessons(course).find((lesson) => lesson.id === lessonId) ?? null;
}

/** The lesson after (offset 1) or before (offset -1) one, across module boundaries. */
export function adjacentLesson(
  course: Pick<Course, "modules">,
  lessonId: number,
  offset: 1 | -1,
): Lesson | null {
  const lessons = allLessons(course);
  const index = lessons.findIndex((lesson) => lesson.id === lessonId);
  return index === -1 ? null : (lessons[index + offset] ?? null);
}

/** Where a module opens: its first lesson not yet complete, else its first lesson. */
export function entryLesson(module: Pick<Module, "lessons">): Lesson | null {
  return module.lessons.find((lesson) => !lesson.is_completed) ?? module.lessons[0] ?? null;
}

/**
 * Where the course opens when nothing is remembered: the first lesson not yet complete, else the
 * very first lesson.
 */
export function startingLesson(course: Pick<Course, "modules">): Lesson | null {
  const lessons = allLessons(course);
  return lessons.find((lesson) => !lesson.is_completed) ?? lessons[0] ?? null;
}

/** academy.md §3: `video_duration` is in minutes and shown as minutes:00 ("18:00"). */
export function formatDuration(minutes: number | null): string | null {
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return null;
  return `${Math.round(minutes)}:00`;
}

/** The course with one lesson's completion changed (what the server answers after a toggle). */
export function withLessonCompletion(course: Course, lessonId: number, completed: boolean): Course {
  const modules = course.modules.map((module) => ({
    ...module,
    lessons: module.lessons.map((lesson) =>
      lesson.id === lessonId ? { ...lesson, is_completed: completed } : lesson,
    ),
  }));
  const lessons = modules.flatMap((module) => module.lessons);
  return {
    ...course,
    modules,
    // The server's rule (every lesson complete, and an exam to take); refetched right after.
    can_take_final_exam:
      course.final_exam_id !== null &&
      lessons.length > 0 &&
      lessons.every((lesson) => lesson.is_completed),
  };
}

/**
 * Whether changing a lesson's completion just finished its module (academy.md §4: finishing all
 * lessons of a module auto-advances to the next one).
 */
export function finishedModule(before: Course, after: Course, lessonId: number): Module | null {
  const was = moduleOfLesson(before, lessonId);
  const now = moduleOfLesson(after, lessonId);
  if (!was || !now) return null;
  return !isModuleComplete(was) && isModuleComplete(now) ? now : null;
}
