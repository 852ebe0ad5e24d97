import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  constructionDefaults,
  flipDefaults,
  landDefaults,
  renovationDefaults,
} from "./constants.ts";
import { sensitivity } from "./sensitivity.ts";
import {
  constructionInputs,
  flipInputs,
  hostileNumber,
  numbersIn,
  RUNS,
} from "./testing/arbitraries.ts";
import type { Comp } from "./types.ts";

const STEPS = [-10, -5, 0, 5, 10];
const at = (values: number[][], row: number, column: number) =>
  values[STEPS.indexOf(row)]?.[STEPS.indexOf(column)];

describe("sensitivity", () => {
  it("grids flip profit by ARV (rows) and rehab budget (columns)", () => {
    const grid = sensitivity("flip", flipDefaults);
    expect(grid).toMatchObject({
      kind: "flip",
      metric: "profit",
      rowAxis: "arv",
      columnAxis: "rehabBudget",
      rowChangesPct: STEPS,
      columnChangesPct: STEPS,
    });
    expect(grid.values).toHaveLength(5);
    expect(grid.values.every((row) => row.length === 5)).toBe(true);
    // centre = the deal itself: -7,657.50
    expect(at(grid.values, 0, 0)).toBeCloseTo(-7_657.5, 6);
    // ARV +10 %: 198 x 1,800 = 356,400; rehab -10 %: 45,000 x 1.1 x 1.1 = 54,450
    // selling 10,692; all-in = 250,000 + 54,450 + 11,437.50 + 10,692 = 326,579.50 -> 29,820.50
    expect(at(grid.values, 10, -10)).toBeCloseTo(29_820.5, 6);
  });

  it("moves a comps-based ARV too", () => {
    const comps: Comp[] = [
      {
        id: "a",
        address: "",
        price: 300_000,
        squareFootage: 1_500,
        bedrooms: 3,
        bathrooms: 2,
        pricePerSqFt: 200,
      },
    ];
    const grid = sensitivity(
      "flip",
      { ...flipDefaults, useComps: true },
      { comps, steps: [0, 10] },
    );
    // +10 %: comp 330,000 / 1,500 = 220 -> ARV 396,000; selling 11,880
    // all-in = 250,000 + 60,500 + 11,437.50 + 11,880 = 333,817.50 -> profit 62,182.50
    expect(grid.values[1]?.[0]).toBeCloseTo(62_182.5, 6);
  });

  it("grids land net profit by market value and purchase price", () => {
    const grid = sensitivity("land", landDefaults);
    expect([grid.metric, grid.rowAxis, grid.columnAxis]).toEqual([
      "netProfit",
      "marketValue",
      "purchasePrice",
    ]);
    expect(at(grid.values, 0, 0)).toBeCloseTo(10_625, 6);
    // market -10 %: 0.25 x 315,000 = 78,750; price +10 %: 82,500 + 2.5 % = 84,562.50 -> -5,812.50
    expect(at(grid.values, -10, 10)).toBeCloseTo(-5_812.5, 6);
  });

  it("grids renovation ROI by value increase and cost, a cost overrun adding no value", () => {
    const grid = sensitivity("renovation", renovationDefaults);
    expect([grid.metric, grid.rowAxis, grid.columnAxis]).toEqual([
      "roi",
      "valueIncrease",
      "renovationCost",
    ]);
    expect(at(grid.values, 0, 0)).toBeCloseTo((30_500 * 100) / 51_000, 9);
    // cost +10 %: 55,000, value add still 31,500, financing 1,100: (31,500 - 1,100) / 56,100
    expect(at(grid.values, 0, 10)).toBeCloseTo((30_400 * 100) / 56_100, 9);
    // value +10 %: 34,650, cost 50,000, financing 1,000: (34,650 - 1,000) / 51,000
    expect(at(grid.values, 10, 0)).toBeCloseTo((33_650 * 100) / 51_000, 9);
  });

  it("grids construction profit by ARV and construction cost", () => {
    const grid = sensitivity("construction", constructionDefaults);
    expect([grid.metric, grid.rowAxis, grid.columnAxis]).toEqual([
      "profit",
      "arv",
      "constructionCost",
    ]);
    // ARV +10 %: 220 x 2,200 = 484,000 - 505,669.25
    expect(at(grid.values, 10, 0)).toBeCloseTo(-21_669.25, 6);
    // cost -10 %: 135 x 2,200 = 297,000; soft 44,550; contingency 34,155; costs 375,705
    // interest = 375,705 x 50 % x 9.5 % / 12 x 8 = 11,897.325; total 462,602.325
    expect(at(grid.values, 0, -10)).toBeCloseTo(440_000 - 462_602.325, 6);
  });

  it("clamps custom steps to +-50 % and reads non-finite ones as 0", () => {
    const grid = sensitivity("land", landDefaults, { steps: [-100, Number.NaN, 3, 70] });
    expect(grid.rowChangesPct).toEqual([-50, 0, 3, 50]);
    expect(grid.columnChangesPct).toEqual([-50, 0, 3, 50]);
  });

  it("never produces NaN or Infinity", () => {
    fc.assert(
      fc.property(flipInputs(hostileNumber), constructionInputs(hostileNumber), (flip, build) => {
        expect(numbersIn(sensitivity("flip", flip).values).every(Number.isFinite)).toBe(true);
        expect(numbersIn(sensitivity("construction", build).values).every(Number.isFinite)).toBe(
          true,
        );
      }),
      { numRuns: 50 },
    );
  });

  it("profit rises (non-strictly) with ARV down each column", () => {
    // Selling costs are capped at 50 % here: at 100 % or more a higher sale earns nothing, and
    // near 100 % the change drowns in rounding. The tolerance absorbs last-bit rounding only.
    const inputs = flipInputs(hostileNumber).map((i) => ({
      ...i,
      closingCostsPct: i.closingCostsPct > 50 ? 50 : i.closingCostsPct,
    }));
    fc.assert(
      fc.property(inputs, (flip) => {
        const { values } = sensitivity("flip", flip);
        for (let row = 1; row < values.length; row += 1) {
          values[row]?.forEach((value, column) => {
            const below = values[row - 1]?.[column] ?? Infinity;
            expect(value).toBeGreaterThanOrEqual(below - 1e-9 * (1 + Math.abs(below)));
          });
        }
      }),
      { ...RUNS, numRuns: 100 },
    );
  });
});
