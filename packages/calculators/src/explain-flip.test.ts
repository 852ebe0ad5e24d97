import { describe, expect, it } from "vitest";
import { flipDefaults } from "./constants.ts";
import { explain } from "./explain.ts";
import { analyzeFlip } from "./flip.ts";
import type { Comp, FlipInputs } from "./types.ts";

const formulas = (overrides: Partial<FlipInputs> = {}, comps?: Comp[]) =>
  explain(analyzeFlip({ ...flipDefaults, ...overrides }, comps)).map((line) => line.formula);

const row = (id: string, price: number, squareFootage: number): Comp => ({
  id,
  address: "",
  price,
  squareFootage,
  bedrooms: 3,
  bathrooms: 2,
  pricePerSqFt: 0,
});

describe("explain(flip)", () => {
  it("shows the working of every figure at the defaults", () => {
    expect(formulas()).toEqual([
      "ARV per sq ft = $180.00/sq ft (manual)",
      "ARV = $180.00/sq ft x 1,800 sq ft = $324,000",
      "Rehab & contingency = $50,000 x 1.1 (condition 5) x (100% + 10%) = $60,500",
      "Holding costs = $225,000 loan x 8.5% / 12 x 6 months + $250,000 x 1.5% / 12 x 6 months = $11,438",
      "Selling costs = $324,000 x 3% = $9,720",
      "All-in cost = $250,000 + $60,500 + $11,438 + $9,720 = $331,658",
      "Net profit = $324,000 - $331,658 = -$7,658",
      "Profit margin = -$7,658 / $324,000 = -2.4%",
      "Max purchase price (70% rule) = $324,000 x 70% - $60,500 = $166,300 ($250,000 does not meet the rule)",
      "Total cash needed = $250,000 x (100% - 90%) down + $60,500 rehab + $11,438 holding = $96,938",
      "Cash on cash return = -$7,658 / $96,938 = -7.9%",
      "Worst case profit = $324,000 x 90% - $250,000 - $60,500 - $11,438 - $8,748 selling = -$39,086",
    ]);
  });

  it("explains a comps-based ARV per sq ft", () => {
    const one = formulas({ useComps: true }, [row("a", 300_000, 1_500)])[0];
    expect(one).toBe(
      "ARV per sq ft = median of 1 comp adjusted for beds and baths (low $200.00/sq ft, high $200.00/sq ft) = $200.00/sq ft",
    );
    const two = formulas({ useComps: true }, [row("a", 300_000, 1_500), row("b", 330_000, 1_500)]);
    expect(two[0]).toBe(
      "ARV per sq ft = median of 2 comps adjusted for beds and baths (low $200.00/sq ft, high $220.00/sq ft) = $210.00/sq ft",
    );
    expect(formulas({ useComps: true }, [row("x", 0, 0)])[0]).toBe(
      "ARV per sq ft = $180.00/sq ft (manual: no valid comps)",
    );
  });

  it("says when the price meets the 70 % rule", () => {
    expect(formulas({ purchasePrice: 150_000 })[8]).toContain("($150,000 meets the rule)");
  });
});
