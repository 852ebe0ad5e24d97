import { useApi, type Course } from "@academy/api";
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from "react";
import { moduleOfLesson } from "../logic/course.ts";
import {
  initialPlayerState,
  moduleView,
  playerReducer,
  quizIdFor,
  type FocusTarget,
} from "../logic/playerState.ts";
import { readPosition, rememberLesson, saveAttempt, type QuizTarget } from "../logic/storage.ts";
import { positionSaverFor } from "../positionSync.ts";
import { initialView } from "./initialView.ts";

/**
 * The player's state (logic/playerState.ts) and the moves between its views: modules, lessons
 * and quizzes. Also keeps the learner's place (this browser and the server) and moves the
 * focus to the heading of what was opened.
 */
export function usePlayerNavigation(course: Course, userId: number) {
  const { client } = useApi();
  const [state, dispatch] = useReducer(playerReducer, null, () =>
    initialPlayerState(initialView(course, userId)),
  );
  // Callbacks read the latest course here (a completion answer may arrive after a refetch).
  const courseRef = useRef(course);
  useLayoutEffect(() => {
    courseRef.current = course;
  }, [course]);
  const moduleHeadingRef = useRef<HTMLHeadingElement>(null);
  const lessonHeadingRef = useRef<HTMLHeadingElement>(null);

  const selectModule = useCallback((moduleId: number, focus: FocusTarget = null) => {
    const view = moduleView(courseRef.current, moduleId);
    if (view) dispatch({ type: "showLessons", view, focus });
  }, []);

  const selectLesson = useCallback((lessonId: number, focus: FocusTarget = null) => {
    const module = moduleOfLesson(courseRef.current, lessonId);
    if (module) {
      dispatch({
        type: "showLessons",
        view: { kind: "lessons", moduleId: module.id, lessonId },
        focus,
      });
    }
  }, []);

  const openQuiz = useCallback((target: QuizTarget) => {
    const quizId = quizIdFor(courseRef.current, target);
    if (quizId !== null) dispatch({ type: "openQuiz", target, quizId });
  }, []);

  const leaveQuiz = useCallback(
    () => dispatch({ type: "leaveQuiz", course: courseRef.current }),
    [],
  );

  const { view, focus } = state;
  useEffect(() => {
    if (view.kind !== "lessons") return;
    // An attempt is kept only while its quiz is on screen.
    saveAttempt(userId, course.id, null);
    if (view.lessonId === null) return;
    rememberLesson(userId, course.id, view.lessonId);
    // Saving the lesson's position makes it the last-open one on the server: another device
    // opens here even for a lesson without a position of its own (slides, a Vimeo frame).
    const seconds = readPosition(userId, course.id, view.lessonId) ?? 0;
    positionSaverFor(client).save(view.lessonId, seconds);
  }, [view, userId, course.id, client]);

  useEffect(() => {
    if (focus === null) return;
    if (focus === "module") moduleHeadingRef.current?.focus();
    if (focus === "lesson") lessonHeadingRef.current?.focus();
    dispatch({ type: "focusDone" });
  }, [view, focus]);

  return {
    state,
    dispatch,
    courseRef,
    moduleHeadingRef,
    lessonHeadingRef,
    selectModule,
    selectLesson,
    openQuiz,
    leaveQuiz,
  };
}
