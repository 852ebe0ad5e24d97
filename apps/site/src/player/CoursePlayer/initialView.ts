import type { Course } from "@academy/api";
import { findLesson, moduleOfLesson, orderedModules, startingLesson } from "../logic/course.ts";
import { quizIdFor, type View } from "../logic/playerState.ts";
import { mergeResume, serverResume } from "../logic/resume.ts";
import { readAttempt, readResume, saveAttempt, writeResume } from "../logic/storage.ts";

/**
 * Where the player opens: a quiz attempt the tab was in, else the lesson last open on any
 * device. The server's place and this browser's are merged first (the newer wins), and the
 * result kept locally, where the video reads its start position.
 */
export function initialView(course: Course, userId: number): View {
  writeResume(userId, course.id, mergeResume(readResume(userId, course.id), serverResume(course)));
  const saved = readAttempt(userId, course.id);
  if (saved) {
    const quizId = quizIdFor(course, saved.target);
    if (quizId !== null && quizId === saved.attempt.quizId) {
      return { kind: "quiz", target: saved.target, quizId, restored: saved.attempt };
    }
    saveAttempt(userId, course.id, null);
  }
  const remembered = readResume(userId, course.id).lessonId;
  const lesson =
    (remembered !== null ? findLesson(course, remembered) : null) ?? startingLesson(course);
  const module = lesson ? moduleOfLesson(course, lesson.id) : (orderedModules(course)[0] ?? null);
  return { kind: "lessons", moduleId: module?.id ?? null, lessonId: lesson?.id ?? null };
}
