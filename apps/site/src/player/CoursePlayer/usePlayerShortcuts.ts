import type { Course, Lesson } from "@academy/api";
import { useEffect, type RefObject } from "react";
import { useLatest } from "../../lib/useLatest.ts";
import { SEEK_SECONDS } from "../constants.ts";
import { adjacentLesson } from "../logic/course.ts";
import { shortcutFor, type ShortcutAction } from "../logic/shortcuts.ts";
import type { NotesHandle } from "../NotesPanel/NotesPanel.tsx";
import type { QuizHandle } from "../Quiz/QuizPanel.tsx";
import type { VideoControls } from "../VideoPlayer/VideoPlayer.tsx";

export interface ShortcutContext {
  course: Course;
  /** The lesson on screen, or null (a quiz, an empty module). */
  lesson: Lesson | null;
  inQuiz: boolean;
  helpOpen: boolean;
  completionPending: boolean;
  openHelp: () => void;
  goToLesson: (lessonId: number) => void;
  toggleComplete: (lesson: Lesson) => void;
  refs: {
    video: RefObject<VideoControls | null>;
    notes: RefObject<NotesHandle | null>;
    quiz: RefObject<QuizHandle | null>;
  };
}

type LessonAction = Exclude<ShortcutAction, object | "help" | "prevQuestion" | "nextQuestion">;

/** Runs one shortcut on the lesson on screen; false when it does not apply. */
function runLessonShortcut(action: LessonAction, lesson: Lesson, context: ShortcutContext) {
  const video = context.refs.video.current;
  switch (action) {
    case "togglePlay":
      video?.togglePlay();
      return true;
    case "seekBack":
      video?.seekBy(-SEEK_SECONDS);
      return true;
    case "seekForward":
      video?.seekBy(SEEK_SECONDS);
      return true;
    case "toggleMute":
      video?.toggleMute();
      return true;
    case "slower":
      video?.changeSpeed(-1);
      return true;
    case "faster":
      video?.changeSpeed(1);
      return true;
    case "nextLesson":
    case "prevLesson": {
      const step = action === "nextLesson" ? 1 : -1;
      const target = adjacentLesson(context.course, lesson.id, step);
      if (target) context.goToLesson(target.id);
      return true;
    }
    case "toggleComplete":
      if (!context.completionPending) context.toggleComplete(lesson);
      return true;
    case "editNotes":
      context.refs.notes.current?.edit();
      return true;
    default:
      return false;
  }
}

function onKeyDown(event: KeyboardEvent, context: ShortcutContext) {
  const action = shortcutFor(event);
  if (!action) return;
  if (action === "help") {
    event.preventDefault();
    context.openHelp();
    return;
  }
  if (context.helpOpen) return;
  if (context.inQuiz) {
    const quiz = context.refs.quiz.current;
    if (!quiz) return;
    if (typeof action === "object") quiz.answer(action.answer);
    else if (action === "prevQuestion") quiz.prev();
    else if (action === "nextQuestion") quiz.next();
    else return;
    event.preventDefault();
    return;
  }
  if (!context.lesson || typeof action === "object") return;
  if (action === "prevQuestion" || action === "nextQuestion") return;
  if (runLessonShortcut(action, context.lesson, context)) event.preventDefault();
}

/** The player's keyboard shortcuts (academy.md §4): one document listener for its life. */
export function usePlayerShortcuts(context: ShortcutContext) {
  const latest = useLatest(context);
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event, latest.current);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, [latest]);
}
