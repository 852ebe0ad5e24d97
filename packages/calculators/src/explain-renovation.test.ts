import { describe, expect, it } from "vitest";
import { renovationDefaults } from "./constants.ts";
import { explain } from "./explain.ts";
import { analyzeRenovation } from "./renovation.ts";
import type { RenovationInputs } from "./types.ts";

const formulas = (overrides: Partial<RenovationInputs> = {}) =>
  explain(analyzeRenovation({ ...renovationDefaults, ...overrides })).map((line) => line.formula);

describe("explain(renovation)", () => {
  it("shows the working of every figure at the defaults", () => {
    expect(formulas()).toEqual([
      "Kitchen value add = $25,000 x 70% = $17,500",
      "Kitchen ROI = $17,500 / $25,000 = 70.0%",
      "Bathroom value add = $15,000 x 60% = $9,000",
      "Bathroom ROI = $9,000 / $15,000 = 60.0%",
      "Other value add = $10,000 x 50% = $5,000",
      "Other ROI = $5,000 / $10,000 = 50.0%",
      "Total cost = $25,000 + $15,000 + $10,000 = $50,000",
      "Total value increase = $17,500 + $9,000 + $5,000 = $31,500",
      "Financing costs = $50,000 x 2% = $1,000",
      "Total investment = $50,000 + $1,000 financing = $51,000",
      "New estimated value = $300,000 + $31,500 = $331,500",
      "Net gain = $31,500 - $1,000 financing = $30,500",
      "Net gain ROI = $30,500 / $51,000 = 59.8%",
    ]);
  });

  it("shows unticked items as nothing", () => {
    const lines = formulas({ kitchenRemodel: false, bathroomRemodel: false });
    expect(lines.slice(0, 4)).toEqual([
      "Kitchen value add = $0 (no kitchen remodel)",
      "Kitchen ROI = 0.0% (nothing to divide by: $0)",
      "Bathroom value add = $0 (no bathroom remodel)",
      "Bathroom ROI = 0.0% (nothing to divide by: $0)",
    ]);
    expect(lines[6]).toBe("Total cost = $0 + $0 + $10,000 = $10,000");
  });
});
