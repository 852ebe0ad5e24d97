import { mockUsers, MOCK_PASSWORD } from "@academy/api/mocks";
import { act, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../App.tsx";
import { PRACTICE_TESTS as TEXT } from "../../pageText.ts";
import { setupMockApi } from "../../test/mockApi.ts";
import { renderApp } from "../../test/renderApp.tsx";
import { holdTimers } from "../../test/timers.ts";
import { PracticeTestsPage } from "./PracticeTestsPage.tsx";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("PracticeTestsPage", () => {
  it("loads for about 0.5 s, then shows the two Coming Soon tests", async () => {
    const loading = holdTimers(TEXT.loadingDelayMs);
    renderApp("/practice-tests");
    expect(
      await screen.findByRole("heading", { level: 1, name: TEXT.heading }),
    ).toBeInTheDocument();
    expect(screen.getByText(TEXT.banner)).toBeInTheDocument();
    expect(screen.getByText(TEXT.loading)).toBeInTheDocument();
    // The simulated load ends on a timer of exactly 0.5 s (spec), held until released here.
    await expect.poll(() => loading.isHolding()).toBe(true);
    act(() => loading.release());

    const cards = await screen.findAllByRole("article");
    expect(screen.queryByText(TEXT.loading)).not.toBeInTheDocument();
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      expect(card.querySelector("[data-tone='yellow']")).toHaveTextContent(TEXT.comingSoon);
      expect(within(card).getByText("By NASCLA")).toBeInTheDocument();
      expect(
        within(card)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(TEXT.bullets);
      expect(within(card).getByText(TEXT.inDevelopment)).toBeInTheDocument();
      expect(within(card).getByText("$50")).toBeInTheDocument();
      expect(within(card).getByText(TEXT.oneTime)).toBeInTheDocument();
      expect(within(card).getByRole("button", { name: TEXT.comingSoon })).toHaveAttribute(
        "aria-disabled",
        "true",
      );
    }
    expect(within(cards[0] as HTMLElement).getByRole("heading")).toHaveTextContent(
      /PSI Grade Exam/,
    );
    expect(within(cards[1] as HTMLElement).getByRole("heading")).toHaveTextContent(
      /Procurement and Contracting/,
    );
  });

  it("explains that tests are coming soon when a card's button is pressed", async () => {
    const { user } = renderApp("/practice-tests");
    const cards = await screen.findAllByRole("article");
    await user.click(
      within(cards[0] as HTMLElement).getByRole("button", { name: TEXT.comingSoon }),
    );
    expect(screen.getByRole("alert")).toHaveTextContent(TEXT.alert);
  });

  it("shows the empty state when there are no tests", async () => {
    const api = setupMockApi();
    render(
      <AppProviders client={api.client}>
        <MemoryRouter>
          <PracticeTestsPage tests={[]} />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole("heading", { name: TEXT.empty })).toBeInTheDocument();
  });

  it("reloads the tests after a successful login from the page", async () => {
    const loading = holdTimers(TEXT.loadingDelayMs);
    const { user } = renderApp("/practice-tests?loginModal=true");
    await screen.findByText(TEXT.loading);
    await expect.poll(() => loading.isHolding()).toBe(true);
    act(() => loading.release());
    // The tests are behind the open login modal, which hides the page from assistive technology.
    await screen.findAllByRole("article", { hidden: true });
    await user.type(await screen.findByLabelText(/^Email/), mockUsers.student.email);
    await user.type(screen.getByLabelText(/^Password/), MOCK_PASSWORD);
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText(TEXT.loading)).toBeInTheDocument();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    await expect.poll(() => loading.isHolding()).toBe(true);
    act(() => loading.release());
    expect(await screen.findAllByRole("article")).toHaveLength(2);
  });
});
