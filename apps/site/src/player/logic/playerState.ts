import type { Course } from "@academy/api";
import { canTakeFinalExam, canTakeModuleQuiz, entryLesson, findModule } from "./course.ts";
import type { QuizAttempt } from "./quiz.ts";
import type { QuizTarget } from "./storage.ts";

export type LessonsView = { kind: "lessons"; moduleId: number | null; lessonId: number | null };
export type QuizView = {
  kind: "quiz";
  target: QuizTarget;
  quizId: number;
  restored: QuizAttempt | null;
};
export type View = LessonsView | QuizView;

/** Where the keyboard focus goes once the new view has rendered. */
export type FocusTarget = "module" | "lesson" | null;

/**
 * Everything the course player shows that is not the course itself: the view, the lessons to
 * go back to from a quiz, a pending auto-advance, and the completion toggle's state.
 */
export interface PlayerState {
  view: View;
  lastLessons: LessonsView;
  advance: { toModuleId: number } | null;
  focus: FocusTarget;
  pendingLessonId: number | null;
  completionErrorFor: number | null;
}

export type PlayerAction =
  | { type: "showLessons"; view: LessonsView; focus: FocusTarget }
  | { type: "openQuiz"; target: QuizTarget; quizId: number }
  | { type: "leaveQuiz"; course: Course }
  | { type: "scheduleAdvance"; toModuleId: number }
  | { type: "cancelAdvance" }
  | { type: "focusDone" }
  | { type: "completionStarted"; lessonId: number }
  | { type: "completionFinished" }
  | { type: "completionFailed"; lessonId: number };

/** The quiz id a target refers to, if it may be taken now (academy.md §4 unlock rules). */
export function quizIdFor(course: Course, target: QuizTarget): number | null {
  if (target.kind === "final") return canTakeFinalExam(course) ? course.final_exam_id : null;
  const module = findModule(course, target.moduleId);
  return module && canTakeModuleQuiz(module) ? module.module_quiz_id : null;
}

/** A module's view, opened at its entry lesson (the first not yet complete). */
export function moduleView(course: Course, moduleId: number): LessonsView | null {
  const module = findModule(course, moduleId);
  if (!module) return null;
  return { kind: "lessons", moduleId, lessonId: entryLesson(module)?.id ?? null };
}

export function initialPlayerState(view: View): PlayerState {
  return {
    view,
    lastLessons:
      view.kind === "lessons" ? view : { kind: "lessons", moduleId: null, lessonId: null },
    advance: null,
    focus: null,
    pendingLessonId: null,
    completionErrorFor: null,
  };
}

/** Where leaving a quiz goes: its module (at the lesson last open there), else the last lessons. */
function viewAfterQuiz(state: PlayerState, course: Course): LessonsView {
  const { view, lastLessons } = state;
  if (view.kind !== "quiz" || view.target.kind !== "module") return lastLessons;
  const moduleId = view.target.moduleId;
  if (lastLessons.moduleId === moduleId) return { ...lastLessons };
  return moduleView(course, moduleId) ?? { kind: "lessons", moduleId, lessonId: null };
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case "showLessons":
      return {
        ...state,
        view: action.view,
        lastLessons: action.view,
        advance: null,
        completionErrorFor: null,
        focus: action.focus,
      };
    case "openQuiz":
      return {
        ...state,
        view: { kind: "quiz", target: action.target, quizId: action.quizId, restored: null },
        advance: null,
      };
    case "leaveQuiz":
      return playerReducer(state, {
        type: "showLessons",
        view: viewAfterQuiz(state, action.course),
        focus: "module",
      });
    case "scheduleAdvance":
      return { ...state, advance: { toModuleId: action.toModuleId } };
    case "cancelAdvance":
      return state.advance ? { ...state, advance: null } : state;
    case "focusDone":
      return state.focus ? { ...state, focus: null } : state;
    case "completionStarted":
      return { ...state, pendingLessonId: action.lessonId, completionErrorFor: null };
    case "completionFinished":
      return { ...state, pendingLessonId: null };
    case "completionFailed":
      return { ...state, pendingLessonId: null, completionErrorFor: action.lessonId };
  }
}
