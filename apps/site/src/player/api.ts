import { errorMessage, useApi, type ApiClient, type Course } from "@academy/api";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

/**
 * A failed call with its HTTP status: the player's messages depend on it (403, 404, 401), and
 * openapi-react-query's hooks keep only the body. `status` is null when the server was not
 * reached at all.
 */
export class PlayerApiError extends Error {
  constructor(
    readonly status: number | null,
    readonly body: unknown,
  ) {
    super(errorMessage(body, status === null ? "Network error" : `HTTP ${status}`));
    this.name = "PlayerApiError";
  }
}

export const statusOf = (error: unknown): number | null =>
  error instanceof PlayerApiError ? error.status : null;

/**
 * Runs one openapi-fetch call and returns its data, or throws a PlayerApiError (a thrown fetch,
 * e.g. offline, becomes status null).
 */
export async function call<T>(
  request: () => Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await request();
  } catch (cause) {
    throw new PlayerApiError(null, cause);
  }
  if (!result.response.ok || result.data === undefined) {
    throw new PlayerApiError(result.response.status, result.error);
  }
  return result.data;
}

export const courseQueryKey = (courseId: number) => ["player", "course", courseId] as const;

/** GET /courses/{id}: the course with the signed-in learner's completion. */
export function useCourse(courseId: number | null) {
  const { client } = useApi();
  return useQuery({
    queryKey: courseQueryKey(courseId ?? 0),
    enabled: courseId !== null,
    // The error screens have their own Retry; a 403 or 404 will not get better by itself.
    retry: false,
    queryFn: ({ signal }) =>
      call(() => client.GET("/courses/{id}", { params: { path: { id: courseId ?? 0 } }, signal })),
  });
}

export const progressQueryKey = (userId: number) => ["player", "progress", userId] as const;

/**
 * GET /users/{id}/progress: which module quizzes are passed and whether the course certificate
 * exists. Only decoration for the player (markers, the certificate button): a failure leaves
 * them out rather than blocking the course.
 */
export function useCourseProgress(userId: number, courseId: number) {
  const { client } = useApi();
  const query = useQuery({
    queryKey: progressQueryKey(userId),
    retry: false,
    queryFn: ({ signal }) =>
      call(() => client.GET("/users/{id}/progress", { params: { path: { id: userId } }, signal })),
  });
  return query.data?.courses.find((course) => course.course_id === courseId) ?? null;
}

/** Replaces the cached course (after a completion toggle) and refetches the server's truth. */
export function useCourseCache(courseId: number) {
  const queryClient = useQueryClient();
  const set = useCallback(
    (update: (course: Course) => Course) =>
      queryClient.setQueryData<Course>(courseQueryKey(courseId), (current) =>
        current ? update(current) : current,
      ),
    [queryClient, courseId],
  );
  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courseQueryKey(courseId) }),
        queryClient.invalidateQueries({ queryKey: ["player", "progress"] }),
      ]),
    [queryClient, courseId],
  );
  return { set, refresh };
}

/** The file name a Content-Disposition header gives, if any. */
export function filenameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ""));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/**
 * GET /certificates/{id}/download as a file the browser saves. A blob and a temporary link,
 * because the call needs the bearer header that a plain link cannot send.
 */
export async function downloadCertificate(client: ApiClient, courseId: number): Promise<void> {
  let result: Awaited<ReturnType<typeof requestCertificate>>;
  try {
    result = await requestCertificate(client, courseId);
  } catch (cause) {
    throw new PlayerApiError(null, cause);
  }
  const { data, error, response } = result;
  if (!response.ok || !(data instanceof Blob)) throw new PlayerApiError(response.status, error);
  const url = URL.createObjectURL(data);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = filenameFrom(
      response.headers.get("Content-Disposition"),
      `certificate-${courseId}.pdf`,
    );
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

function requestCertificate(client: ApiClient, courseId: number) {
  return client.GET("/certificates/{id}/download", {
    params: { path: { id: courseId } },
    parseAs: "blob",
  });
}
