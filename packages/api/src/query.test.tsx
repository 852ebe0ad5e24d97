import { render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { useApi } from "./ApiContext.ts";
import { ApiProvider } from "./ApiProvider.tsx";
import { createApiClient } from "./client.ts";
import { createMockFetch, createMockHandlers } from "./mocks/index.ts";
import { createQueryClient, createQueryHooks } from "./query.ts";
import { createInProcessRefreshLock } from "./refreshLock.ts";
import { createMemoryTokenStore } from "./tokenStore.ts";

const BASE_URL = "http://api.test/api";

describe("createQueryClient", () => {
  it("keeps unused data 60 s and never refetches on focus or reconnect (academy.md §9)", () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.gcTime).toBe(60_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchOnReconnect).toBe(false);
  });
});

function CourseNames() {
  const { client } = useApi();
  const [hooks] = useState(() => createQueryHooks(client));
  const { data, isPending } = hooks.useQuery("get", "/courses");
  if (isPending) return <p>Loading</p>;
  return (
    <ul>
      {data?.map((course) => (
        <li key={course.id}>{course.name}</li>
      ))}
    </ul>
  );
}

describe("query hooks", () => {
  it("load typed data through the client", async () => {
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch: createMockFetch(createMockHandlers({ baseUrl: BASE_URL })),
      tokenStore: createMemoryTokenStore(),
      refreshLock: createInProcessRefreshLock(),
    });
    render(
      <ApiProvider client={client}>
        <CourseNames />
      </ApiProvider>,
    );
    expect(await screen.findByText("All In One + Mentorship")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("useApi outside a provider says so", () => {
    expect(() => render(<CourseNames />)).toThrow("useApi() must be used inside <ApiProvider>.");
  });
});
