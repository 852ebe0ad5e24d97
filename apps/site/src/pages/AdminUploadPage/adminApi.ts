import { toFormData, useQueryHooks, type ApiClient } from "@academy/api";
import type { components } from "@academy/api/contract";

export type AdminCourse = components["schemas"]["Course"];
export type AdminLesson = components["schemas"]["Lesson"];

/** An API call that failed with the server's `detail` (a message or a list of them). */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly details: string[],
  ) {
    super(details.join(", ") || `HTTP ${status}`);
    this.name = "ApiCallError";
  }
}

function detailsOf(body: unknown): string[] {
  if (typeof body !== "object" || body === null || !("detail" in body)) return [];
  const { detail } = body;
  if (typeof detail === "string") return [detail];
  return Array.isArray(detail) ? detail.filter((d): d is string => typeof d === "string") : [];
}

/** The answer's data, or an ApiCallError carrying the server's details. */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (error !== undefined || data === undefined)
    throw new ApiCallError(response.status, detailsOf(error));
  return data;
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

export function uploadPdf(client: ApiClient, lessonId: number, file: File) {
  return unwrap(
    client.POST("/lessons/{id}/upload-pdf", {
      params: { path: { id: lessonId } },
      body: { file, filename: file.name },
      bodySerializer: toFormData,
    }),
  );
}

export function deleteLessonMedia(client: ApiClient, lessonId: number, kind: "video" | "PDF") {
  const path = { params: { path: { lessonId } } };
  return kind === "PDF"
    ? unwrap(client.DELETE("/lessons/{lessonId}/delete-pdf", path))
    : unwrap(client.DELETE("/lessons/{lessonId}/delete-video", path));
}
