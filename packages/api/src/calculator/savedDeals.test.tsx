import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ApiProvider } from "../ApiProvider.tsx";
import { createApiClient } from "../client.ts";
import { errorMessage } from "../errors.ts";
import { mockLandDeal, mockTokensFor, mockUsers } from "../mocks/index.ts";
import { createMockFetch, createMockHandlers } from "../mocks/index.ts";
import { createInProcessRefreshLock } from "../refreshLock.ts";
import { createMemoryTokenStore } from "../tokenStore.ts";
import {
  useCalculatorAccess,
  useCreateSavedDeal,
  useDeleteSavedDeal,
  useSavedDeals,
  useUpdateSavedDeal,
} from "./savedDeals.ts";

const BASE_URL = "http://api.test/api";

function SavedDeals() {
  const access = useCalculatorAccess();
  const list = useSavedDeals();
  const create = useCreateSavedDeal();
  const update = useUpdateSavedDeal();
  const remove = useDeleteSavedDeal();
  const [problem, setProblem] = useState("");
  const onError = (error: unknown) => setProblem(errorMessage(error, "failed"));
  return (
    <section>
      <p>{access.data?.hasAccess ? "Subscriber" : "No access"}</p>
      <button
        type="button"
        onClick={() =>
          create.mutate({ body: { name: "New lot", deal: mockLandDeal } }, { onError })
        }
      >
        Save
      </button>
      {problem && <p role="alert">{problem}</p>}
      <ul aria-label="Saved deals">
        {list.data?.map((deal) => (
          <li key={deal.id}>
            <span>{`${deal.name} (${deal.mode})`}</span>
            <button
              type="button"
              onClick={() =>
                update.mutate({
                  params: { path: { dealId: deal.id } },
                  body: { name: `${deal.name}!` },
                })
              }
            >
              Rename {deal.name}
            </button>
            <button
              type="button"
              onClick={() => remove.mutate({ params: { path: { dealId: deal.id } } })}
            >
              Delete {deal.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function renderAs(user: { id: number }) {
  const client = createApiClient({
    baseUrl: BASE_URL,
    fetch: createMockFetch(createMockHandlers({ baseUrl: BASE_URL })),
    tokenStore: createMemoryTokenStore(mockTokensFor(user)),
    refreshLock: createInProcessRefreshLock(),
  });
  render(
    <ApiProvider client={client}>
      <SavedDeals />
    </ApiProvider>,
  );
}

const items = () =>
  within(screen.getByRole("list", { name: "Saved deals" })).queryAllByRole("listitem");

describe("saved deal hooks", () => {
  it("list, save, rename and delete, refreshing the list after each write", async () => {
    const user = userEvent.setup();
    renderAs(mockUsers.admin);
    expect(await screen.findByText("Subscriber")).toBeInTheDocument();
    await waitFor(() =>
      expect(items().map((item) => item.querySelector("span")?.textContent)).toEqual([
        "Oak Street flip (flip)",
        "Quarter-acre lot (land)",
        "Maple Street rental (rental)",
        "Birch Lane BRRRR (brrrr)",
      ]),
    );

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("New lot (land)")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Rename New lot" }));
    expect(await screen.findByText("New lot! (land)")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete New lot!" }));
    await waitFor(() => expect(screen.queryByText("New lot! (land)")).not.toBeInTheDocument());
    expect(items()).toHaveLength(4);
  });

  it("show the server's refusal to a user without a calculator subscription", async () => {
    const user = userEvent.setup();
    renderAs(mockUsers.newcomer);
    expect(await screen.findByText("No access")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "An active calculator subscription is required to save deals.",
    );
    expect(items()).toHaveLength(0);
  });
});
