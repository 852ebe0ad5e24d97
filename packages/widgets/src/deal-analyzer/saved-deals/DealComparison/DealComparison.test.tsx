import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { landDefaults } from "@academy/calculators";
import { axeViolations } from "../../../shared/testing.tsx";
import { DealComparison } from "./DealComparison.tsx";

const deals = [
  { id: 1, name: "Cheap lot", deal: { kind: "land" as const, inputs: landDefaults } },
  {
    id: 2,
    name: "Pricey lot",
    deal: { kind: "land" as const, inputs: { ...landDefaults, purchasePrice: 90000 } },
  },
];

describe("DealComparison", () => {
  it("shows each deal's inputs and headline results in its own column", () => {
    render(<DealComparison deals={deals} />);
    const results = screen.getByRole("table", { name: "Headline results" });
    expect(
      within(results)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Figure", "Cheap lot", "Pricey lot"]);
    const cost = within(results).getByRole("row", { name: /Total Acquisition Cost/ });
    expect(
      within(cost)
        .getAllByRole("cell")
        .map((td) => td.textContent),
    ).toEqual(["$76,875", "$92,250"]);
  });

  it("says in words which rows differ, not by colour alone", () => {
    render(<DealComparison deals={deals} />);
    const inputs = screen.getByRole("table", { name: "Inputs" });
    expect(
      within(inputs).getByRole("rowheader", { name: "Purchase Price Differs" }),
    ).toBeInTheDocument();
    expect(within(inputs).getByRole("rowheader", { name: "Zip Code" })).toBeInTheDocument();
  });

  it("has no axe violations", async () => {
    const { container } = render(<DealComparison deals={deals} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
