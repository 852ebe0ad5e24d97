import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { decodeDeal, encodeDeal, landDefaults, renovationDefaults } from "@academy/calculators";
import { renderApp } from "../../test/renderApp.tsx";

async function renderCalculator(path: string) {
  const view = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "Deal Analyzer" });
  return view;
}

function dealInAddress(location: string) {
  return decodeDeal(new URLSearchParams(location.split("?")[1]).get("deal") ?? "");
}

describe("DealCalculatorPage", () => {
  it("has a Home button to / and the analyzer, without the site's header", async () => {
    const { container } = await renderCalculator("/deal-calculator");
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("tab", { name: "Land Analysis" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(container.querySelector("header nav")).toBeNull();
    expect(document.title).toMatch(/^Deal Analyzer/);
  });

  it("opens the tab and the deal the address names", async () => {
    const deal = encodeDeal({
      kind: "renovation",
      inputs: { ...renovationDefaults, currentValue: 400000 },
    });
    await renderCalculator(`/deal-calculator?tab=renovation&deal=${deal}`);
    expect(screen.getByRole("tab", { name: "Renovation ROI" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("textbox", { name: "Current Property Value" })).toHaveValue("400000");
  });

  it("writes the tab and the deal into the address as they change", async () => {
    const { user, location } = await renderCalculator("/deal-calculator");
    const price = screen.getByRole("textbox", { name: "Purchase Price" });
    await user.clear(price);
    await user.type(price, "90000");
    await waitFor(() =>
      expect(dealInAddress(location())).toEqual({
        ok: true,
        deal: { kind: "land", inputs: { ...landDefaults, purchasePrice: 90000 } },
      }),
    );
    expect(location()).toMatch(/^\/deal-calculator\?tab=land&deal=/);
    await user.click(screen.getByRole("tab", { name: "Renovation ROI" }));
    await waitFor(() => expect(location()).toMatch(/tab=renovation&deal=1r\./));
  });

  it("shows the friendly notice for a damaged deal in the address", async () => {
    await renderCalculator("/deal-calculator?deal=1l.broken.0000000");
    expect(screen.getByText("This shared deal link could not be opened")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Purchase Price" })).toHaveValue("75000");
  });
});
