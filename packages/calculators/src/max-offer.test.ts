import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { flipDefaults, landDefaults } from "./constants.ts";
import { analyzeFlip } from "./flip.ts";
import { analyzeLand } from "./land.ts";
import { highestWholeDollar, maxOfferFor } from "./max-offer.ts";
import { flipInputs, RUNS, sanitizedNumber } from "./testing/arbitraries.ts";

describe("maxOfferFor (flip)", () => {
  it("finds the highest price for a 20 % margin at the defaults", () => {
    // all-in = p x (1 + 90 % x 8.5 % x 6/12 + 1.5 % x 6/12) + 60,500 + 9,720 = 1.04575 p + 70,220
    // margin 20 % of 324,000 = 64,800: 324,000 - 70,220 - 1.04575 p >= 64,800
    // p <= 188,980 / 1.04575 = 180,712.4... -> 180,712
    const offer = maxOfferFor({ kind: "flip", inputs: flipDefaults, targetMargin: 20 });
    expect(offer).toEqual({ status: "found", maxPurchasePrice: 180_712 });
    expect(
      analyzeFlip({ ...flipDefaults, purchasePrice: 180_712 }).profitMargin,
    ).toBeGreaterThanOrEqual(20);
    expect(analyzeFlip({ ...flipDefaults, purchasePrice: 180_713 }).profitMargin).toBeLessThan(20);
  });

  it("uses comps when given", () => {
    // comp at 200 $/sq ft: ARV 360,000, selling 10,800; target 10 % = 36,000
    // 360,000 - 60,500 - 10,800 - 1.04575 p >= 36,000 -> p <= 252,700 / 1.04575 = 241,644.8...
    const comps = [
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
    const offer = maxOfferFor({
      kind: "flip",
      inputs: { ...flipDefaults, useComps: true },
      comps,
      targetMargin: 10,
    });
    expect(offer).toEqual({ status: "found", maxPurchasePrice: 241_644 });
  });

  it("reports a target no price reaches", () => {
    // the margin can never exceed 100 %, and here not even a free house reaches 90 %
    expect(maxOfferFor({ kind: "flip", inputs: flipDefaults, targetMargin: 90 })).toEqual({
      status: "unreachable",
    });
  });

  it("reports a target every price reaches", () => {
    // no ARV: the margin is 0 whatever the price
    const inputs = { ...flipDefaults, arvPerSqFt: 0 };
    expect(maxOfferFor({ kind: "flip", inputs, targetMargin: 0 })).toEqual({ status: "unlimited" });
  });

  it("agrees with the calculator for any deal", () => {
    fc.assert(
      fc.property(
        flipInputs(sanitizedNumber),
        fc.integer({ min: -20, max: 60 }),
        (inputs, targetMargin) => {
          const offer = maxOfferFor({ kind: "flip", inputs, targetMargin });
          if (offer.status === "found") {
            const meets = (price: number) =>
              analyzeFlip({ ...inputs, purchasePrice: price }).profitMargin >= targetMargin - 1e-9;
            expect(meets(offer.maxPurchasePrice)).toBe(true);
            expect(meets(offer.maxPurchasePrice + 1)).toBe(false);
          }
        },
      ),
      { ...RUNS, numRuns: 100 },
    );
  });
});

describe("maxOfferFor (land)", () => {
  it.each([
    // market 87,500 with zoning and utilities (70 points already)
    [100, 69_999], // needs a discount over 20 %: price < 70,000
    [90, 78_749], // over 10 %: price < 78,750
    [80, 87_499], // over 0 %: price < 87,500
  ])("target score %i -> max price %i", (targetScore, price) => {
    expect(maxOfferFor({ kind: "land", inputs: landDefaults, targetScore })).toEqual({
      status: "found",
      maxPurchasePrice: price,
    });
    expect(analyzeLand({ ...landDefaults, purchasePrice: price }).score).toBeGreaterThanOrEqual(
      targetScore,
    );
    expect(analyzeLand({ ...landDefaults, purchasePrice: price + 1 }).score).toBeLessThan(
      targetScore,
    );
  });

  it("is unlimited when zoning and utilities alone reach the target", () => {
    expect(maxOfferFor({ kind: "land", inputs: landDefaults, targetScore: 70 })).toEqual({
      status: "unlimited",
    });
  });

  it("is unreachable above 100", () => {
    expect(maxOfferFor({ kind: "land", inputs: landDefaults, targetScore: 101 })).toEqual({
      status: "unreachable",
    });
  });
});

describe("highestWholeDollar", () => {
  it("bisects to the last whole number meeting a monotone test", () => {
    expect(highestWholeDollar((p) => p <= 1_234.5)).toEqual({
      status: "found",
      maxPurchasePrice: 1_234,
    });
    expect(highestWholeDollar((p) => p <= 0)).toEqual({ status: "found", maxPurchasePrice: 0 });
    expect(highestWholeDollar((p) => p < 10, 10)).toEqual({ status: "found", maxPurchasePrice: 9 });
  });
});
