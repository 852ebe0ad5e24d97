import { QueryClient } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ApiProvider } from "../ApiProvider.tsx";
import { createApiClient, type ApiClient } from "../client.ts";
import { createMockFetch, createMockHandlers, mockTokensFor, mockUsers } from "../mocks/index.ts";
import { createInProcessRefreshLock } from "../refreshLock.ts";
import { createMemoryTokenStore } from "../tokenStore.ts";
import { useQueryHooks } from "../useQueryHooks.ts";
import { SessionProvider, useSession } from "./SessionProvider.tsx";

const BASE_URL = "http://api.test/api";
const learner = mockUsers.newcomer;

/** The session's courses, a cached query of them (progress), and the refresh. */
function Probe() {
  const session = useSession();
  const [refreshed, setRefreshed] = useState(0);
  const progress = useQueryHooks().useQuery("get", "/users/{id}/progress", {
    params: { path: { id: learner.id } },
  });
  return (
    <div>
      <p>status: {session.status}</p>
      <p>courses: {session.user?.courses.join(",") || "none"}</p>
      <p>in progress: {progress.data?.courses.length ?? "loading"}</p>
      <p>refreshed: {refreshed}</p>
      <button onClick={() => void session.refresh().then(() => setRefreshed((n) => n + 1))}>
        Refresh
      </button>
    </div>
  );
}

/** The learner signed in on the mock API; `offline()` makes every later request fail. */
function renderSignedIn() {
  const mockFetch = createMockFetch(createMockHandlers({ baseUrl: BASE_URL }));
  let reachable = true;
  const client: ApiClient = createApiClient({
    baseUrl: BASE_URL,
    fetch: (request: Request) =>
      reachable ? mockFetch(request) : Promise.reject(new TypeError("Failed to fetch")),
    tokenStore: createMemoryTokenStore(mockTokensFor(learner)),
    refreshLock: createInProcessRefreshLock(),
  });
  // No retries: an unreachable server answers at once, instead of after the back-off.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ApiProvider client={client} queryClient={queryClient}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </ApiProvider>,
  );
  return {
    client,
    offline: () => {
      reachable = false;
    },
  };
}

describe("SessionProvider's refresh (issue 48: a payment that opened a course)", () => {
  it("loads the user again and refetches the cached queries on screen, without a reload", async () => {
    const { client } = renderSignedIn();
    expect(await screen.findByText("in progress: 0")).toBeInTheDocument();
    expect(screen.getByText("courses: none")).toBeInTheDocument();

    // Elsewhere (a payment), the learner came to hold the licensing course.
    const enrolled = await client.POST("/enroll/test", {
      body: { course_id: 2, email: learner.email, full_name: learner.full_name },
    });
    expect(enrolled.response.status).toBe(200);
    expect(screen.getByText("courses: none")).toBeInTheDocument();
    expect(screen.getByText("in progress: 0")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));

    expect(await screen.findByText("courses: nascla")).toBeInTheDocument();
    expect(await screen.findByText("in progress: 1")).toBeInTheDocument();
  });

  it("keeps the user as it was when the server cannot be reached", async () => {
    const { offline } = renderSignedIn();
    expect(await screen.findByText("in progress: 0")).toBeInTheDocument();
    offline();

    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));

    expect(await screen.findByText("refreshed: 1")).toBeInTheDocument();
    expect(screen.getByText("status: authenticated")).toBeInTheDocument();
    expect(screen.getByText("courses: none")).toBeInTheDocument();
    expect(screen.getByText("in progress: 0")).toBeInTheDocument();
  });
});
