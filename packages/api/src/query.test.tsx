import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { useApi } from "./ApiContext.ts";
import { ApiProvider } from "./ApiProvider.tsx";
import { createApiClient } from "./client.ts";
import { createMockFetch, createMockHandlers } from "./mocks/index.ts";
import { statusOf } from "./errors.ts";
import { createQueryClient, createQueryHooks } from "./query.ts";
import { useQueryHooks } from "./useQueryHooks.ts";
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

/** A client whose every request is answered with `status` and a `{ detail }` body (or none). */
function clientAnswering(status: number) {
  return createApiClient({
    baseUrl: BASE_URL,
    fetch: async () =>
      status === 204
        ? new Response(null, { status })
        : new Response(JSON.stringify({ detail: `Answer ${status}` }), {
            status,
            headers: { "Content-Type": "application/json" },
          }),
    tokenStore: createMemoryTokenStore(),
    refreshLock: createInProcessRefreshLock(),
  });
}

function CourseStatus() {
  const hooks = useQueryHooks();
  const query = hooks.useQuery(
    "get",
    "/courses/{id}",
    { params: { path: { id: 2 } } },
    { retry: false },
  );
  if (query.isPending) return <p>Loading</p>;
  if (query.isError) return <p role="alert">{`Failed with ${statusOf(query.error)}`}</p>;
  return <p>{query.data.name}</p>;
}

function DeleteDeal() {
  const hooks = useQueryHooks();
  const remove = hooks.useMutation("delete", "/deals/{dealId}");
  return (
    <>
      <button type="button" onClick={() => remove.mutate({ params: { path: { dealId: 4 } } })}>
        Delete
      </button>
      {remove.isSuccess && <p>Deleted</p>}
      {remove.isError && <p role="alert">{`Delete failed with ${remove.error.status}`}</p>}
    </>
  );
}

describe("query hooks keep the HTTP status", () => {
  it.each([401, 403, 404])("a query failing with %i says so", async (status) => {
    render(
      <ApiProvider client={clientAnswering(status)}>
        <CourseStatus />
      </ApiProvider>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(`Failed with ${status}`);
  });

  it("a mutation answered 204 succeeds, and a refused one keeps its status", async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <ApiProvider client={clientAnswering(204)}>
        <DeleteDeal />
      </ApiProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Deleted")).toBeInTheDocument();
    unmount();

    render(
      <ApiProvider client={clientAnswering(403)}>
        <DeleteDeal />
      </ApiProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Delete failed with 403");
  });
});
