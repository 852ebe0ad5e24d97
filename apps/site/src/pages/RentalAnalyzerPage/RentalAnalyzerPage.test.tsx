import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { brrrrDefaults, encodeRentalDeal } from "@academy/calculators";
import { renderApp } from "../../test/renderApp.tsx";

async function renderRental(path: string) {
  const view = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "Rental Analyzer" });
  return view;
}

describe("RentalAnalyzerPage", () => {
  it("has a Home button, the analyzer's two tabs and a link back to the Deal Analyzer", async () => {
    const { container } = await renderRental("/rental-analyzer");
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("tab", { name: "Rental" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "BRRRR" })).toBeInTheDocument();
    expect(
      screen.getByRole("link", {
        name: "Flipping, land or new construction? Open the Deal Analyzer",
      }),
    ).toHaveAttribute("href", "/deal-calculator");
    expect(container.querySelector("header nav")).toBeNull();
    // The title is set after the first render: wait for it rather than read it once.
    await waitFor(() => expect(document.title).toMatch(/^Rental Analyzer/));
  });

  it("opens the deal a share link names, in its own tab", async () => {
    const deal = encodeRentalDeal({
      kind: "brrrr",
      inputs: { ...brrrrDefaults, rehabCost: 55_000 },
    });
    await renderRental(`/rental-analyzer?deal=${deal}`);
    expect(screen.getByRole("tab", { name: "BRRRR" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("textbox", { name: "Rehab Cost ($)" })).toHaveValue("55000");
  });

  it("switches tabs by keyboard", async () => {
    await renderRental("/rental-analyzer");
    const user = userEvent.setup();
    screen.getByRole("tab", { name: "Rental" }).focus();
    await user.keyboard("{ArrowRight}");
    const brrrr = screen.getByRole("tab", { name: "BRRRR" });
    expect(brrrr).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel");
    expect(
      within(panel).getByRole("textbox", { name: "After Repair Value ($)" }),
    ).toBeInTheDocument();
  });
});

describe("links to /rental-analyzer", () => {
  it("from the Deal Analyzer's page", async () => {
    renderApp("/deal-calculator");
    const link = await screen.findByRole("link", {
      name: "Buying to rent? Open the Rental Analyzer (cash flow, BRRRR, DSCR)",
    });
    expect(link).toHaveAttribute("href", "/rental-analyzer");
  });

  it("from the calculator landing page", async () => {
    renderApp("/real-estate-calculator");
    const link = await screen.findByRole("link", { name: "Rental & BRRRR Analyzer" });
    expect(link).toHaveAttribute("href", "/rental-analyzer");
  });
});
