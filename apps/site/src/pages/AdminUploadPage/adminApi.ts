import { ApiError, callApi, useQueryHooks, type ApiClient } from "@academy/api";
import type { components } from "@academy/api/contract";

export type AdminCourse = components["schemas"]["Course"];
export type AdminLesson = components["schemas"]["Lesson"];

/**
 * The server's `detail` of a failed call as a list (it answers one message or several), for the
 * pages that show each; empty for anything but an ApiError with such a body.
 */
export function apiErrorDetails(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const { body } = error;
  if (typeof body !== "object" || body === null || !("detail" in body)) return [];
  const { detail } = body;
  if (typeof detail === "string") return [detail];
  return Array.isArray(detail) ? detail.filter((d): d is string => typeof d === "string") : [];
}

/** GET /admin/courses through the query hooks (the cache's key for invalidating it). */
export const ADMIN_COURSES_KEY = ["get", "/admin/courses"] as const;

/** GET /admin/courses: every course with modules, lessons and media keys; errors are ApiErrors. */
export function useAdminCourses() {
  return useQueryHooks().useQuery("get", "/admin/courses", undefined, {
    retry: false,
    staleTime: 0,
  });
}

export const lessonsOf = (courses: readonly AdminCourse[]) =>
  courses.flatMap((course) => course.modules.flatMap((module) => module.lessons));

export function deleteLessonMedia(client: ApiClient, lessonId: number, kind: "video" | "PDF") {
  const path = { params: { path: { lessonId } } };
  return kind === "PDF"
    ? callApi(() => client.DELETE("/lessons/{lessonId}/delete-pdf", path))
    : callApi(() => client.DELETE("/lessons/{lessonId}/delete-video", path));
}
