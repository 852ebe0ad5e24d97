import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import type { Course } from "../types.ts";
import { useQueryHooks } from "../useQueryHooks.ts";

const courseCall = (courseId: number) => ({ params: { path: { id: courseId } } }) as const;

/**
 * GET /courses/{id}: the course with the signed-in learner's completion; idle while `courseId`
 * is null. Not retried: the player's error screens have their own Retry, and a 401, 403 or 404
 * (read with `statusOf(query.error)`) will not get better by itself.
 */
export function useCourse(courseId: number | null) {
  const hooks = useQueryHooks();
  return hooks.useQuery("get", "/courses/{id}", courseCall(courseId ?? 0), {
    enabled: courseId !== null,
    retry: false,
  });
}

/**
 * GET /users/{id}/progress, narrowed to one course: which module quizzes are passed and whether
 * the certificate exists. Decoration only (markers, the certificate button): a failure leaves
 * them out (null) rather than blocking the course.
 */
export function useCourseProgress(userId: number, courseId: number) {
  const hooks = useQueryHooks();
  const query = hooks.useQuery(
    "get",
    "/users/{id}/progress",
    { params: { path: { id: userId } } },
    { retry: false },
  );
  return query.data?.courses.find((course) => course.course_id === courseId) ?? null;
}

/**
 * The cached course of `useCourse`: `set` replaces it at once (after a completion toggle),
 * `refresh` refetches the server's truth for the course and every progress report.
 */
export function useCourseCache(courseId: number) {
  const hooks = useQueryHooks();
  const queryClient = useQueryClient();
  const queryKey = useMemo(
    () => hooks.queryOptions("get", "/courses/{id}", courseCall(courseId)).queryKey,
    [hooks, courseId],
  );
  const set = useCallback(
    (update: (course: Course) => Course) =>
      queryClient.setQueryData<Course>(queryKey, (current) =>
        current ? update(current) : current,
      ),
    [queryClient, queryKey],
  );
  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: ["get", "/users/{id}/progress"] }),
      ]),
    [queryClient, queryKey],
  );
  return { set, refresh };
}
