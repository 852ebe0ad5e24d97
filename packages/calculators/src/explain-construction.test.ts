import { describe, expect, it } from "vitest";
import { constructionDefaults } from "./constants.ts";
import { analyzeConstruction } from "./construction.ts";
import { explain } from "./explain.ts";
import type { ConstructionInputs } from "./types.ts";

const formulas = (overrides: Partial<ConstructionInputs> = {}) =>
  explain(analyzeConstruction({ ...constructionDefaults, ...overrides })).map(
    (line) => line.formula,
  );

describe("explain(construction)", () => {
  it("shows the working of every figure at the defaults", () => {
    expect(formulas()).toEqual([
      "Units = 1 (Single-Family)",
      "Hard costs = $150.00/sq ft x 2,200 sq ft = $330,000",
      "Soft costs = $330,000 x 15% = $49,500",
      "Contingency = ($330,000 + $49,500) x 10% = $37,950",
      "Construction costs = $330,000 + $49,500 + $37,950 = $417,450",
      "Land loan = $0 (land not financed)",
      "Interest during construction = ($417,450 x 50% + $0 land loan) x 9.5% / 12 x 8 months = $13,219",
      "Total project cost = $75,000 land + $417,450 + $13,219 interest = $505,669",
      "ARV = $200.00/sq ft x 2,200 sq ft = $440,000",
      "Net profit = $440,000 - $505,669 = -$65,669",
      "Profit margin = -$65,669 / $440,000 = -14.9%",
      "90% LTC = $417,450 x 90% = $375,705 loan; cash needed = $505,669 - $0 land loan - $375,705 = $129,964",
      "100% LTC (High Margin) = $417,450 x 100% = $417,450 loan; cash needed = $505,669 - $0 land loan - $417,450 = $88,219 (not eligible: margin under 20%)",
      "75% LTARV = $440,000 ARV x 75% = $330,000 loan; cash needed = $505,669 - $0 land loan - $330,000 = $175,669",
      "Selected loan = 90% LTC (best option: largest eligible loan with cash needed of $0 or more): $375,705 loan, $129,964 cash needed",
      "Cash-on-cash ROI = -$65,669 / $129,964 = -50.5%",
      "Annual rental income = $0 (single-family)",
      "Estimated cap rate = $0 / $440,000 = 0.0%",
      "Worst case profit = $440,000 - $505,669 x 1.1 = -$116,236",
      "Worst case margin = -$116,236 / $440,000 = -26.4%",
    ]);
  });

  it("explains land financing, rentals and units from the input", () => {
    const lines = formulas({
      propertyType: "townhouse",
      units: 4,
      monthlyRentPerUnit: 1_500,
      financeLand: true,
    });
    expect(lines[0]).toBe("Units = 4 (Units input, at least 1)");
    expect(lines[5]).toBe("Land loan = $75,000 x 70% LTV = $52,500");
    expect(lines[16]).toBe("Annual rental income = 4 units x $1,500 x 12 = $72,000");
    expect(formulas({ propertyType: "duplex" })[0]).toBe("Units = 2 (Duplex (2 units))");
  });

  it("explains why a loan product was selected", () => {
    // hard = 50 x 2,200 = 110,000, nothing else: 90 % LTC = 99,000, cash = 11,000
    const cheap = {
      landCost: 0,
      softCostsPct: 0,
      contingencyPct: 0,
      interestRate: 0,
      constructionCostPerSqFt: 50,
    };
    expect(formulas({ ...cheap, loanProduct: "ltc-90" })[14]).toBe(
      "Selected loan = 90% LTC (your preference): $99,000 loan, $11,000 cash needed",
    );
    expect(formulas({ ...cheap, loanProduct: "ltc-90" })[12]).not.toContain("not eligible");
    expect(formulas({ loanProduct: "ltc-100" })[14]).toContain(
      "90% LTC (100% LTC (High Margin) is not eligible, so the best option)",
    );
  });
});
