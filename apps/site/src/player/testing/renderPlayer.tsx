import type { ApiClient, User } from "@academy/api";
import type { paths } from "@academy/api/contract";
import { createMockFetch, createMockHandlers, mockCourses, mockUsers } from "@academy/api/mocks";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, type HttpHandler } from "msw";
import { createOpenApiHttp } from "openapi-msw";
import type { CoursePlayerPageProps } from "../CoursePlayerPage/CoursePlayerPage.tsx";
import { createPlayerClient, PlayerHarness } from "./PlayerHarness.tsx";

/** Where the mocked API lives in unit tests (happy-dom resolves relative URLs against it). */
export const TEST_API = "http://localhost/api";

/**
 * A failure the contract does not list (5xx), for `response.untyped(serverError(503))` in a
 * typed handler.
 */
export const serverError = (status = 500) =>
  HttpResponse.json({ detail: "Server error" }, { status });

/** Typed MSW handlers for overrides in unit tests: `testHttp.get("/courses/{id}", ...)`. */
export const testHttp = createOpenApiHttp<paths>({ baseUrl: TEST_API });

export interface PlayerApiOptions {
  /** Signed in as this user (default: the student enrolled in course 2); null for signed out. */
  user?: User | null;
  /** Handlers tried before the standard mock ones. */
  overrides?: HttpHandler[];
}

/** A client on the contract's mock handlers, recording every request it sends. */
export function mockPlayerApi({ user = mockUsers.student, overrides = [] }: PlayerApiOptions = {}) {
  const handlers = [...overrides, ...createMockHandlers({ baseUrl: TEST_API })];
  const mockFetch = createMockFetch(handlers);
  const requests: Request[] = [];
  const client = createPlayerClient({
    user,
    baseUrl: TEST_API,
    fetch: (request) => {
      requests.push(request.clone());
      return mockFetch(request);
    },
  });
  /** The requests sent as `METHOD /path` (without the API base), in order. */
  const calls = () =>
    requests.map(
      (request) => `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, "")}`,
    );
  return { client, requests, calls };
}

/** Marks lessons complete on the mock server before a test starts (every one by default). */
export async function completeLessons(
  client: ApiClient,
  courseId = 2,
  filter: (lessonId: number, moduleIndex: number) => boolean = () => true,
) {
  const course = mockCourses.find((candidate) => candidate.id === courseId);
  for (const [moduleIndex, module] of (course?.modules ?? []).entries()) {
    for (const lesson of module.lessons) {
      if (filter(lesson.id, moduleIndex)) {
        await client.POST("/lessons/{id}/complete", { params: { path: { id: lesson.id } } });
      }
    }
  }
}

export interface RenderPlayerOptions extends PlayerApiOptions, CoursePlayerPageProps {
  /** A client already prepared (lessons completed); otherwise one is made. */
  api?: ReturnType<typeof mockPlayerApi>;
}

/** The course page at `path` on the mock API, with a userEvent session. */
export function renderPlayer(path = "/course/2", options: RenderPlayerOptions = {}) {
  const api = options.api ?? mockPlayerApi(options);
  const user = userEvent.setup();
  const view = render(<PlayerHarness client={api.client} path={path} timings={options.timings} />);
  return { ...view, api, user };
}
