import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { landDefaults } from "./constants.ts";
import {
  analyzeLand,
  landDiscountPct,
  landDiscountPoints,
  landScore,
  sanitizeLandInputs,
} from "./land.ts";
import {
  hostileNumber,
  landInputs,
  numbersIn,
  RUNS,
  sanitizedNumber,
} from "./testing/arbitraries.ts";
import { expectFields } from "./testing/expect-fields.ts";
import type { LandInputs } from "./types.ts";

const land = (overrides: Partial<LandInputs>) => analyzeLand({ ...landDefaults, ...overrides });

describe("analyzeLand worked examples", () => {
  it("computes every figure at the spec defaults", () => {
    // market = 0.25 acres x 350,000 = 87,500
    // transaction costs = 75,000 x 2.5 % = 1,875; total acquisition = 75,000 + 1,875 = 76,875
    // discount = (87,500 - 75,000) / 87,500 = 12,500 / 87,500 = 14.285714... %
    // score = 20 (over 10 %, not over 20 %) + 35 zoning + 35 utilities = 90 -> Strong Buy, green
    // not financed: loan 0, cash = 75,000 + 1,875 = 76,875
    // gross = 87,500 - 75,000 = 12,500; net = 87,500 - 76,875 = 10,625
    // net ROI = 10,625 / 76,875 = 13.821138... %
    expectFields(analyzeLand(landDefaults), {
      kind: "land",
      marketValue: 87_500,
      totalAcquisitionCost: 76_875,
      discount: 14.285714285714286,
      score: 90,
      recommendation: "Strong Buy",
      badge: "green",
      cashNeededForLand: 76_875,
      landLoanAmount: 0,
      grossProfit: 12_500,
      netProfit: 10_625,
      netROI: 13.821138211382113,
    });
  });

  it("finances the purchase at the land LTV: down payment = price x (1 - LTV)", () => {
    // loan = 75,000 x 70 % = 52,500; down = 75,000 x 30 % = 22,500; cash = 22,500 + 1,875 = 24,375
    // profits and ROI are on total capital, so financing leaves them unchanged.
    expectFields(land({ financeLand: true }), {
      kind: "land",
      marketValue: 87_500,
      totalAcquisitionCost: 76_875,
      discount: 14.285714285714286,
      score: 90,
      recommendation: "Strong Buy",
      badge: "green",
      cashNeededForLand: 24_375,
      landLoanAmount: 52_500,
      grossProfit: 12_500,
      netProfit: 10_625,
      netROI: 13.821138211382113,
    });
  });

  it("caps the land LTV at 70 % and ignores it when not financing", () => {
    // 90 % asked, 70 % applied: loan = 100,000 x 70 % = 70,000
    const capped = land({ purchasePrice: 100_000, financeLand: true, landLTV: 90 });
    expect(capped.landLoanAmount).toBe(70_000);
    expect(capped.inputs.landLTV).toBe(70);
    // 50 % LTV: loan = 100,000 x 50 % = 50,000; cash = 50,000 + 2,500 = 52,500
    const half = land({ purchasePrice: 100_000, financeLand: true, landLTV: 50 });
    expect(half.landLoanAmount).toBe(50_000);
    expect(half.cashNeededForLand).toBe(52_500);
    expect(land({ financeLand: false, landLTV: 50 }).landLoanAmount).toBe(0);
  });

  it("gives 20 points, not 30, for a discount of exactly 20 %", () => {
    // market = 1 acre x 100,000 = 100,000; price 80,000: discount = 20,000 / 100,000 = 20 %
    // "over 20 %" is strict -> 20 points; score = 20 + 35 + 35 = 90
    const exact = land({ lotSizeAcres: 1, avgPricePerAcre: 100_000, purchasePrice: 80_000 });
    expect(exact.discount).toBe(20);
    expect(exact.score).toBe(90);
    // price 79,999: discount = 20,001 / 100,000 = 20.001 % -> 30 points -> 100
    const over = land({ lotSizeAcres: 1, avgPricePerAcre: 100_000, purchasePrice: 79_999 });
    expect(over.discount).toBeCloseTo(20.001, 9);
    expect(over.score).toBe(100);
  });

  it.each([
    // [price, discount %, discount points]: market is 100,000 throughout
    [90_000, 10, 10], // exactly 10 % is not over 10 %
    [89_999, 10.001, 20],
    [100_000, 0, 0], // exactly 0 % is not over 0 %
    [99_999, 0.001, 10],
    [120_000, -20, 0], // paying over market
  ])("price %i gives a discount of %f %% and %i points", (price, discount, points) => {
    const result = land({
      lotSizeAcres: 1,
      avgPricePerAcre: 100_000,
      purchasePrice: price,
      zoningAllowsConstruction: false,
      utilitiesAvailable: false,
    });
    expect(result.discount).toBeCloseTo(discount, 9);
    expect(result.score).toBe(points);
  });

  it.each([
    // [price for a 100,000 market, zoning, utilities, score, recommendation, badge]
    [100_000, true, true, 70, "Strong Buy", "green"], // 0 + 35 + 35: exactly 70
    [70_000, true, false, 65, "Good Deal", "yellow"], // 30 + 35
    [85_000, false, true, 55, "Good Deal", "yellow"], // 20 + 35
    [95_000, true, false, 45, "Fair Deal", "red"], // 10 + 35
    [100_000, false, true, 35, "Fair Deal", "red"], // 0 + 35
    [70_000, false, false, 30, "Fair Deal", "red"], // 30: exactly 30
    [85_000, false, false, 20, "Pass", "red"],
    [100_000, false, false, 0, "Pass", "red"],
  ] as const)(
    "price %i, zoning %s, utilities %s scores %i: %s (%s)",
    (price, zoning, utilities, score, recommendation, badge) => {
      const result = land({
        lotSizeAcres: 1,
        avgPricePerAcre: 100_000,
        purchasePrice: price,
        zoningAllowsConstruction: zoning,
        utilitiesAvailable: utilities,
      });
      expect(result.score).toBe(score);
      expect(result.recommendation).toBe(recommendation);
      expect(result.badge).toBe(badge);
    },
  );

  it("handles zeros everywhere without dividing by zero", () => {
    const zero: LandInputs = {
      zipCode: "",
      purchasePrice: 0,
      lotSizeAcres: 0,
      avgPricePerAcre: 0,
      financeLand: true,
      landLTV: 0,
      transactionCostsPct: 0,
      zoningAllowsConstruction: false,
      utilitiesAvailable: false,
    };
    expectFields(analyzeLand(zero), {
      kind: "land",
      marketValue: 0,
      totalAcquisitionCost: 0,
      discount: 0, // no market value: reported as 0, not NaN
      score: 0,
      recommendation: "Pass",
      badge: "red",
      cashNeededForLand: 0,
      landLoanAmount: 0,
      grossProfit: 0,
      netProfit: 0,
      netROI: 0,
    });
  });

  it("a lot with no market value still scores its zoning and utilities", () => {
    // market 0 -> discount 0 -> 0 points; 35 + 35 = 70. Net profit = 0 - 76,875.
    const result = land({ lotSizeAcres: 0 });
    expect(result.score).toBe(70);
    expect(result.netProfit).toBe(-76_875);
    // net ROI = -76,875 / 76,875 = -100 %
    expect(result.netROI).toBe(-100);
  });
});

describe("land helpers", () => {
  it("landDiscountPct is 0 without a market value", () => {
    expect(landDiscountPct(0, 50_000)).toBe(0);
    // (50,000 - 40,000) / 50,000 = 20 %
    expect(landDiscountPct(50_000, 40_000)).toBe(20);
  });

  it("landDiscountPoints forgives floating-point noise at a threshold", () => {
    expect(landDiscountPoints(20.0000000000001)).toBe(20);
    expect(landDiscountPoints(20.00001)).toBe(30);
  });

  it("landScore adds the three parts", () => {
    expect(landScore(25, true, true)).toBe(100);
    expect(landScore(-5, false, false)).toBe(0);
  });

  it("sanitizeLandInputs coerces hostile values", () => {
    const raw = {
      zipCode: 12345,
      purchasePrice: -5,
      lotSizeAcres: Number.NaN,
      avgPricePerAcre: Infinity,
      financeLand: "true",
      landLTV: 1e9,
      transactionCostsPct: 1e20,
      zoningAllowsConstruction: 1,
      utilitiesAvailable: true,
    } as unknown as LandInputs;
    expect(sanitizeLandInputs(raw)).toEqual({
      zipCode: "",
      purchasePrice: 0,
      lotSizeAcres: 0,
      avgPricePerAcre: 0,
      financeLand: false,
      landLTV: 70,
      transactionCostsPct: 1e12,
      zoningAllowsConstruction: false,
      utilitiesAvailable: true,
    });
  });
});

describe("analyzeLand properties", () => {
  it("never returns NaN or Infinity, whatever the numbers", () => {
    fc.assert(
      fc.property(landInputs(hostileNumber), (inputs) => {
        expect(numbersIn(analyzeLand(inputs)).every(Number.isFinite)).toBe(true);
      }),
      RUNS,
    );
  });

  it("scores an integer from 0 to 100 with the matching badge", () => {
    fc.assert(
      fc.property(landInputs(sanitizedNumber), (inputs) => {
        const { score, badge } = analyzeLand(inputs);
        expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
        expect(badge).toBe(score >= 70 ? "green" : score >= 50 ? "yellow" : "red");
      }),
      RUNS,
    );
  });

  it("net profit and score fall (non-strictly) as the purchase price rises", () => {
    fc.assert(
      fc.property(landInputs(sanitizedNumber), sanitizedNumber, sanitizedNumber, (inputs, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const cheap = analyzeLand({ ...inputs, purchasePrice: low });
        const dear = analyzeLand({ ...inputs, purchasePrice: high });
        expect(dear.netProfit).toBeLessThanOrEqual(cheap.netProfit);
        expect(dear.grossProfit).toBeLessThanOrEqual(cheap.grossProfit);
        expect(dear.score).toBeLessThanOrEqual(cheap.score);
      }),
      RUNS,
    );
  });
});
