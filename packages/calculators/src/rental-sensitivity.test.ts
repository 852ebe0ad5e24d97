import { describe, expect, it } from "vitest";
import { analyzeBrrrr } from "./brrrr.ts";
import { analyzeRental } from "./rental.ts";
import { brrrrDefaults, rentalDefaults } from "./rental-constants.ts";
import { rentalSensitivity } from "./rental-sensitivity.ts";

describe("rentalSensitivity", () => {
  it("grids a rental's monthly cash flow by rent and price", () => {
    const grid = rentalSensitivity({ kind: "rental", inputs: rentalDefaults });
    expect(grid).toMatchObject({
      kind: "rental",
      metric: "monthlyCashFlow",
      rowAxis: "rent",
      columnAxis: "purchasePrice",
      rowChangesPct: [-10, -5, 0, 5, 10],
      columnChangesPct: [-10, -5, 0, 5, 10],
    });
    expect(grid.values[2]?.[2]).toBeCloseTo(analyzeRental(rentalDefaults).monthlyCashFlow, 9);
    // +10 % rent (and other income) at -10 % price, computed by the calculator directly
    const corner = analyzeRental({ ...rentalDefaults, monthlyRent: 2_420, purchasePrice: 225_000 });
    expect(grid.values[4]?.[0]).toBeCloseTo(corner.monthlyCashFlow, 9);
  });

  it("grids a BRRRR's by rent and ARV, with custom steps clamped", () => {
    const grid = rentalSensitivity({ kind: "brrrr", inputs: brrrrDefaults }, [-80, 0, Number.NaN]);
    expect(grid.columnAxis).toBe("afterRepairValue");
    expect(grid.rowChangesPct).toEqual([-50, 0, 0]);
    const halfRent = analyzeBrrrr({ ...brrrrDefaults, monthlyRent: 1_050 });
    expect(grid.values[0]?.[1]).toBeCloseTo(halfRent.monthlyCashFlow, 9);
  });
});
