import { callApi, useApi, useCourseCache, type Course } from "@academy/api";
import { useCallback, useState, type Dispatch, type RefObject } from "react";
import { PLAYER_TEXT } from "../constants.ts";
import { finishedModule, withLessonCompletion } from "../logic/course.ts";
import type { PlayerAction } from "../logic/playerState.ts";

/**
 * Marks a lesson complete or not on the server, updates the cached course at once, announces
 * the result, and reports a module the change finished (for the auto-advance).
 */
export function useLessonCompletion(
  courseId: number,
  courseRef: RefObject<Course>,
  dispatch: Dispatch<PlayerAction>,
  onModuleFinished: (moduleId: number) => void,
) {
  const { client } = useApi();
  const cache = useCourseCache(courseId);
  const [announcement, setAnnouncement] = useState("");

  const setCompletion = useCallback(
    async (lessonId: number, completed: boolean) => {
      const before = courseRef.current;
      dispatch({ type: "completionStarted", lessonId });
      try {
        const options = { params: { path: { id: lessonId } } };
        const result = await callApi(() =>
          completed
            ? client.POST("/lessons/{id}/complete", options)
            : client.POST("/lessons/{id}/uncomplete", options),
        );
        const after = withLessonCompletion(before, lessonId, result.is_completed);
        cache.set((current) => withLessonCompletion(current, lessonId, result.is_completed));
        void cache.refresh();
        setAnnouncement(
          result.is_completed ? PLAYER_TEXT.lessonCompleteStatus : PLAYER_TEXT.notCompleted,
        );
        dispatch({ type: "completionFinished" });
        const finished = finishedModule(before, after, lessonId);
        if (finished) onModuleFinished(finished.id);
      } catch {
        dispatch({ type: "completionFailed", lessonId });
      }
    },
    [client, cache, courseRef, dispatch, onModuleFinished],
  );

  return { setCompletion, announcement, refreshCourse: cache.refresh };
}
