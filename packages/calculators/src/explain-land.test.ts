import { describe, expect, it } from "vitest";
import { landDefaults } from "./constants.ts";
import { explain } from "./explain.ts";
import { analyzeLand } from "./land.ts";
import type { LandInputs } from "./types.ts";

const formulas = (overrides: Partial<LandInputs> = {}) =>
  explain(analyzeLand({ ...landDefaults, ...overrides })).map((line) => line.formula);

describe("explain(land)", () => {
  it("shows the working of every figure at the defaults", () => {
    expect(formulas()).toEqual([
      "Market value = 0.25 acres x $350,000/acre = $87,500",
      "Transaction costs = $75,000 x 2.5% = $1,875",
      "Total acquisition cost = $75,000 + $1,875 = $76,875",
      "Discount to market = ($87,500 - $75,000) / $87,500 = 14.3%",
      "Score = 20 (discount over 10%) + 35 (zoning allows construction) + 35 (utilities available) = 90",
      "Land loan = $0 (purchase not financed)",
      "Cash needed = $75,000 + $1,875 transaction costs = $76,875",
      "Gross profit = $87,500 - $75,000 = $12,500",
      "Net profit = $87,500 - $76,875 = $10,625",
      "Net ROI = $10,625 / $76,875 = 13.8%",
    ]);
  });

  it("names the figure each line explains", () => {
    expect(explain(analyzeLand(landDefaults)).map((line) => line.figure)).toEqual([
      "marketValue",
      "transactionCosts",
      "totalAcquisitionCost",
      "discount",
      "score",
      "landLoanAmount",
      "cashNeededForLand",
      "grossProfit",
      "netProfit",
      "netROI",
    ]);
  });

  it("shows the financing working", () => {
    const lines = formulas({ financeLand: true });
    expect(lines).toContain("Land loan = $75,000 x 70% LTV = $52,500");
    expect(lines).toContain(
      "Cash needed = $75,000 x (100% - 70%) down + $1,875 transaction costs = $24,375",
    );
  });

  it("explains every score tier and missing zoning or utilities", () => {
    const base = { lotSizeAcres: 1, avgPricePerAcre: 100_000 };
    expect(formulas({ ...base, purchasePrice: 70_000 })[4]).toContain("30 (discount over 20%)");
    expect(formulas({ ...base, purchasePrice: 95_000 })[4]).toContain("10 (discount over 0%)");
    expect(
      formulas({
        ...base,
        purchasePrice: 100_000,
        zoningAllowsConstruction: false,
        utilitiesAvailable: false,
      })[4],
    ).toBe(
      "Score = 0 (discount 0% or less) + 0 (zoning does not allow construction) + 0 (utilities not available) = 0",
    );
  });

  it("says so instead of dividing by zero", () => {
    const lines = formulas({ lotSizeAcres: 0, purchasePrice: 0, transactionCostsPct: 0 });
    expect(lines[3]).toBe("Discount to market = 0.0% (no market value to compare with)");
    expect(lines[9]).toBe("Net ROI = 0.0% (nothing to divide by: $0)");
  });
});
