import type { User } from "@academy/api";
import { mockUsers } from "@academy/api/mocks";
import { CALCULATOR_SUBSCRIBE_TEXT } from "@academy/widgets";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { COMPARE_PAGE_TEXT as TEXT } from "../../deals/savedDealsText.ts";
import { renderApp } from "../../test/renderApp.tsx";

async function renderCompare(ids: string, user: User | null = mockUsers.admin) {
  const view = renderApp(`/deal-calculator/compare?ids=${ids}`, { user });
  await screen.findByRole("heading", { level: 1, name: TEXT.title });
  return view;
}

describe("DealComparePage", () => {
  it("shows the named deals side by side, in the address's order, results computed from inputs", async () => {
    await renderCompare("2,1");
    const results = await screen.findByRole("table", { name: "Headline results" });
    expect(
      within(results)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Figure", "Quarter-acre lot", "Oak Street flip"]);
    const summary = screen.getByRole("table", { name: "Summary" });
    expect(within(summary).getByRole("rowheader", { name: "Calculator Differs" })).toBeVisible();
    expect(document.title).toMatch(/^Compare deals/);
  });

  it("asks for 2 to 4 deals when the address names fewer or more", async () => {
    await renderCompare("1");
    expect(screen.getByText(TEXT.badIds)).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says so when a deal is not the user's or no longer exists", async () => {
    await renderCompare("1,99");
    expect(await screen.findByText(TEXT.notFound)).toBeInTheDocument();
  });

  it("asks a guest to sign in", async () => {
    const { user, location } = await renderCompare("1,2", null);
    await user.click(await screen.findByRole("button", { name: TEXT.signIn }));
    await waitFor(() => expect(location()).toMatch(/loginModal=true/));
  });

  it("offers the subscription to a signed-in user without access", async () => {
    const { user } = await renderCompare("1,2", mockUsers.newcomer);
    expect(await screen.findByText(TEXT.subscribeIntro)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: TEXT.subscribe }));
    expect(
      await screen.findByRole("dialog", { name: CALCULATOR_SUBSCRIBE_TEXT.title }),
    ).toBeVisible();
  });

  it("leads back to the Deal Analyzer", async () => {
    await renderCompare("1,2");
    expect(screen.getByRole("link", { name: TEXT.back })).toHaveAttribute(
      "href",
      "/deal-calculator",
    );
  });
});
