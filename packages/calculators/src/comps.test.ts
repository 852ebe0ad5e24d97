import { describe, expect, it } from "vitest";
import {
  compAdjustmentFactor,
  compPricePerSqFt,
  createComp,
  isManualArvDisabled,
  isValidComp,
  median,
  sanitizeComp,
  summarizeComps,
} from "./comps.ts";
import type { Comp } from "./types.ts";

const row = (price: number, squareFootage: number, bedrooms = 3, bathrooms = 2): Comp => ({
  id: `${price}`,
  address: "",
  price,
  squareFootage,
  bedrooms,
  bathrooms,
  pricePerSqFt: 0,
});

describe("comp rows", () => {
  it("price per sq ft = price / area, 0 without an area", () => {
    expect(compPricePerSqFt(300_000, 1_500)).toBe(200);
    expect(compPricePerSqFt(300_000, 0)).toBe(0);
  });

  it("sanitizeComp recomputes a stale price per sq ft and coerces fields", () => {
    const raw = { ...row(250_000, 1_000), pricePerSqFt: 9, bedrooms: -2, id: 7 } as unknown as Comp;
    expect(sanitizeComp(raw)).toEqual({
      id: "",
      address: "",
      price: 250_000,
      squareFootage: 1_000,
      bedrooms: 0,
      bathrooms: 2,
      pricePerSqFt: 250,
    });
  });

  it("createComp starts a row with 3 bedrooms and 2 bathrooms", () => {
    expect(createComp("c1")).toEqual({
      id: "c1",
      address: "",
      price: 0,
      squareFootage: 0,
      bedrooms: 3,
      bathrooms: 2,
      pricePerSqFt: 0,
    });
  });

  it("a comp is valid only with a positive price and area", () => {
    expect(isValidComp(row(1, 1))).toBe(true);
    expect(isValidComp(row(0, 1))).toBe(false);
    expect(isValidComp(row(1, 0))).toBe(false);
  });

  it("the manual ARV box is disabled while comps are on and a row exists", () => {
    expect(isManualArvDisabled(true, [row(0, 0)])).toBe(true);
    expect(isManualArvDisabled(true, [])).toBe(false);
    expect(isManualArvDisabled(false, [row(1, 1)])).toBe(false);
  });
});

describe("median", () => {
  it.each([
    [[], 0],
    [[5], 5],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5], // (2 + 3) / 2
    [[10, 10, 20, 30], 15], // (10 + 20) / 2
  ])("median of %j is %f", (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe("bed and bath adjustment", () => {
  it.each([
    // [subject beds, subject baths, comps' beds, comps' baths, bed factor, bath factor]
    [3, 2, [3, 3], [2, 2], 1, 1],
    [3, 2, [3, 4], [2, 2], 1, 1], // average 3.5: exactly 0.5 below is not "more than 0.5"
    [3, 2, [4, 4], [2, 2], 0.95, 1], // 1 below
    [4, 2, [3, 3], [2, 2], 1.05, 1], // 1 above
    [3, 2, [3, 2], [2, 2], 1, 1], // average 2.5: exactly 0.5 above
    [3, 1, [3, 3], [2, 2], 1, 0.93], // baths 1 below
    [3, 3, [3, 3], [2, 2], 1, 1.03], // baths 1 above
    [3, 2, [3, 3], [2.5, 2.5], 1, 1], // baths exactly 0.5 below
  ])(
    "subject %i bd / %f ba vs comps %j bd / %j ba",
    (beds, baths, compBeds, compBaths, bedFactor, bathFactor) => {
      const comps = compBeds.map((bd, i) => row(100_000, 1_000, bd, compBaths[i] ?? 0));
      expect(compAdjustmentFactor(comps, beds, baths)).toEqual({
        bedroomFactor: bedFactor,
        bathroomFactor: bathFactor,
      });
    },
  );

  it("applies both factors to median, low and high", () => {
    // $/sq ft 200, 220, 180 -> median 200, low 180, high 220
    // comps average 4 beds and 1 bath; subject 3 / 2: x0.95 (beds below) x1.03 (baths above)
    // factor 0.9785: median 195.7, low 176.13, high 215.27
    const comps = [row(300_000, 1_500, 4, 1), row(330_000, 1_500, 4, 1), row(360_000, 2_000, 4, 1)];
    const summary = summarizeComps(comps, 3, 2);
    expect(summary.compsUsed).toBe(3);
    expect(summary.medianPricePerSqFt).toBeCloseTo(195.7, 9);
    expect(summary.lowPricePerSqFt).toBeCloseTo(176.13, 9);
    expect(summary.highPricePerSqFt).toBeCloseTo(215.27, 9);
  });

  it("averages only the valid comps' beds and baths", () => {
    // the invalid row's 10 beds must not lift the average above the subject's 3
    const summary = summarizeComps([row(300_000, 1_500), row(0, 1_500, 10, 10)], 3, 2);
    expect(summary).toEqual({
      compsUsed: 1,
      medianPricePerSqFt: 200,
      lowPricePerSqFt: 200,
      highPricePerSqFt: 200,
    });
  });

  it("summarises no valid comps as zeros", () => {
    expect(summarizeComps([row(0, 0)], 3, 2)).toEqual({
      compsUsed: 0,
      medianPricePerSqFt: 0,
      lowPricePerSqFt: 0,
      highPricePerSqFt: 0,
    });
  });
});
