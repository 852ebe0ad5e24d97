import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { flipDefaults } from "./constants.ts";
import { analyzeFlip, rehabMultiplierPct, sanitizeFlipInputs } from "./flip.ts";
import {
  comp,
  flipInputs,
  hostileNumber,
  numbersIn,
  RUNS,
  sanitizedNumber,
} from "./testing/arbitraries.ts";
import { expectFields } from "./testing/expect-fields.ts";
import type { Comp, FlipInputs } from "./types.ts";

const flip = (overrides: Partial<FlipInputs>, comps?: Comp[]) =>
  analyzeFlip({ ...flipDefaults, ...overrides }, comps);

const noComps = { compsUsed: 0, medianPricePerSqFt: 0, lowPricePerSqFt: 0, highPricePerSqFt: 0 };

/** A comp with 3 beds and 2 baths, like the default subject. */
const row = (id: string, price: number, squareFootage: number, beds = 3, baths = 2): Comp => ({
  id,
  address: `${id} Main St`,
  price,
  squareFootage,
  bedrooms: beds,
  bathrooms: baths,
  pricePerSqFt: 0, // stale on purpose: the engine recomputes it
});

/** Costless deal with ARV 100,000 (100 $/sq ft x 1,000 sq ft): margin = (100,000 - price) %. */
const plain: Partial<FlipInputs> = {
  squareFootage: 1_000,
  arvPerSqFt: 100,
  rehabBudget: 0,
  currentCondition: 6, // multiplier 1 + (6 - 6) x 0.1 = 1
  loanToValuePct: 0,
  interestRate: 0,
  holdingMonths: 0,
  contingencyPct: 0,
  closingCostsPct: 0,
};

describe("analyzeFlip worked examples", () => {
  it("computes every figure at the spec defaults", () => {
    // ARV = 180 x 1,800 = 324,000
    // rehab = 50,000 x (1 + (6 - 5) x 0.1) = 55,000; + 10 % contingency 5,500 = 60,500
    // loan = 250,000 x 90 % = 225,000; interest = 225,000 x 8.5 % / 12 x 6 = 9,562.50
    // carrying = 250,000 x 1.5 % / 12 x 6 = 1,875; holding = 11,437.50
    // selling = 324,000 x 3 % = 9,720
    // all-in = 250,000 + 60,500 + 11,437.50 + 9,720 = 331,657.50; profit = -7,657.50
    // margin = -7,657.50 / 324,000; 70 % rule = 226,800 - 60,500 = 166,300 (250,000 fails it)
    // cash = 25,000 down + 60,500 + 11,437.50 = 96,937.50; CoC = -7,657.50 / 96,937.50
    // worst: sale 291,600, selling 8,748: 291,600 - 250,000 - 60,500 - 11,437.50 - 8,748
    expectFields(analyzeFlip(flipDefaults), {
      kind: "flip",
      arv: 324_000,
      allInCost: 331_657.5,
      profit: -7_657.5,
      profitMargin: (-7_657.5 * 100) / 324_000,
      effectiveARVperSqFt: 180,
      seventyPercentRule: 166_300,
      meetsRule: false,
      cashOnCashReturn: (-7_657.5 * 100) / 96_937.5,
      cashNeeded: 96_937.5,
      totalRehabCost: 60_500,
      holdingCosts: 11_437.5,
      closingCosts: 9_720,
      worstCaseProfit: -39_085.5,
      recommendation: "Pass",
      badge: "red",
      compsSummary: noComps,
    });
  });

  const fixerUpper: Partial<FlipInputs> = {
    purchasePrice: 200_000,
    squareFootage: 1_500,
    arvPerSqFt: 200,
    rehabBudget: 40_000,
    loanToValuePct: 80,
    interestRate: 12,
    holdingMonths: 4,
    contingencyPct: 10,
    closingCostsPct: 5,
  };

  it("condition 1 multiplies the rehab by 1.5", () => {
    // ARV = 200 x 1,500 = 300,000
    // rehab = 40,000 x (1 + (6 - 1) x 0.1) = 60,000; + 10 % = 66,000
    // loan = 160,000; interest = 160,000 x 12 % / 12 x 4 = 6,400; carrying = 200,000 x 1.5 % / 12 x 4 = 1,000
    // holding = 7,400; selling = 300,000 x 5 % = 15,000
    // all-in = 200,000 + 66,000 + 7,400 + 15,000 = 288,400; profit = 11,600
    // 70 % rule = 210,000 - 66,000 = 144,000; cash = 40,000 + 66,000 + 7,400 = 113,400
    // worst = 270,000 - 200,000 - 66,000 - 7,400 - 13,500 (5 % of 270,000) = -16,900
    expectFields(flip({ ...fixerUpper, currentCondition: 1 }), {
      kind: "flip",
      arv: 300_000,
      allInCost: 288_400,
      profit: 11_600,
      profitMargin: (11_600 * 100) / 300_000,
      effectiveARVperSqFt: 200,
      seventyPercentRule: 144_000,
      meetsRule: false,
      cashOnCashReturn: (11_600 * 100) / 113_400,
      cashNeeded: 113_400,
      totalRehabCost: 66_000,
      holdingCosts: 7_400,
      closingCosts: 15_000,
      worstCaseProfit: -16_900,
      recommendation: "Pass",
      badge: "red",
      compsSummary: noComps,
    });
  });

  it("condition 10 multiplies the rehab by 0.6", () => {
    // rehab = 40,000 x (1 + (6 - 10) x 0.1) = 24,000; + 10 % = 26,400
    // all-in = 200,000 + 26,400 + 7,400 + 15,000 = 248,800; profit = 51,200
    // margin = 51,200 / 300,000 = 17.07 % -> Good Deal, yellow
    // 70 % rule = 210,000 - 26,400 = 183,600; cash = 40,000 + 26,400 + 7,400 = 73,800
    // worst = 270,000 - 200,000 - 26,400 - 7,400 - 13,500 = 22,700
    expectFields(flip({ ...fixerUpper, currentCondition: 10 }), {
      kind: "flip",
      arv: 300_000,
      allInCost: 248_800,
      profit: 51_200,
      profitMargin: (51_200 * 100) / 300_000,
      effectiveARVperSqFt: 200,
      seventyPercentRule: 183_600,
      meetsRule: false,
      cashOnCashReturn: (51_200 * 100) / 73_800,
      cashNeeded: 73_800,
      totalRehabCost: 26_400,
      holdingCosts: 7_400,
      closingCosts: 15_000,
      worstCaseProfit: 22_700,
      recommendation: "Good Deal",
      badge: "yellow",
      compsSummary: noComps,
    });
  });

  it("clamps the condition to its 1-10 scale", () => {
    // 0 (an empty box) counts as 1: 10,000 x 1.5 = 15,000; 12 counts as 10: 10,000 x 0.6 = 6,000
    const base = { ...plain, rehabBudget: 10_000 };
    expect(flip({ ...base, currentCondition: 0 }).totalRehabCost).toBe(15_000);
    expect(flip({ ...base, currentCondition: 12 }).totalRehabCost).toBe(6_000);
    expect(rehabMultiplierPct(5)).toBe(110);
  });

  it("meets the 70 % rule when the price is at or under 70 % of ARV minus rehab", () => {
    // ARV 100,000 and no rehab: max price = 70,000
    expect(flip({ ...plain, purchasePrice: 70_000 }).meetsRule).toBe(true);
    expect(flip({ ...plain, purchasePrice: 70_001 }).meetsRule).toBe(false);
    // rehab 80,000 > 70 % of ARV: the max price is negative, no price meets it
    const hopeless = flip({ ...plain, rehabBudget: 80_000, purchasePrice: 0 });
    expect(hopeless.seventyPercentRule).toBe(-10_000);
    expect(hopeless.meetsRule).toBe(false);
  });

  it.each([
    // [price, margin %, recommendation, badge]; ARV 100,000, no costs
    [75_000, 25, "Excellent Deal", "green"],
    [80_000, 20, "Excellent Deal", "green"],
    [80_001, 19.999, "Good Deal", "yellow"],
    [85_000, 15, "Good Deal", "yellow"],
    [85_001, 14.999, "Marginal", "yellow"],
    [90_000, 10, "Marginal", "yellow"],
    [90_001, 9.999, "Pass", "red"],
  ] as const)("price %i gives a margin of %f %%: %s (%s)", (price, margin, text, badge) => {
    const result = flip({ ...plain, purchasePrice: price });
    expect(result.profitMargin).toBeCloseTo(margin, 9);
    expect(result.recommendation).toBe(text);
    expect(result.badge).toBe(badge);
  });

  it("uses the adjusted comps median for ARV when comps are on (even count)", () => {
    // $/sq ft: 300,000/1,500 = 200; 330,000/1,500 = 220; 360,000/2,000 = 180; 190,000/1,000 = 190
    // sorted 180, 190, 200, 220 -> median (190 + 200) / 2 = 195; beds and baths match: x1
    // ARV = 195 x 1,800 = 351,000; selling = 10,530
    // all-in = 250,000 + 60,500 + 11,437.50 + 10,530 = 332,467.50; profit = 18,532.50
    // 70 % rule = 245,700 - 60,500 = 185,200; worst sale 315,900, selling 9,477:
    // worst = 315,900 - 250,000 - 60,500 - 11,437.50 - 9,477 = -15,514.50
    const comps = [
      row("a", 300_000, 1_500),
      row("b", 330_000, 1_500),
      row("c", 360_000, 2_000),
      row("d", 190_000, 1_000),
    ];
    expectFields(flip({ useComps: true }, comps), {
      kind: "flip",
      arv: 351_000,
      allInCost: 332_467.5,
      profit: 18_532.5,
      profitMargin: (18_532.5 * 100) / 351_000,
      effectiveARVperSqFt: 195,
      seventyPercentRule: 185_200,
      meetsRule: false,
      cashOnCashReturn: (18_532.5 * 100) / 96_937.5,
      cashNeeded: 96_937.5,
      totalRehabCost: 60_500,
      holdingCosts: 11_437.5,
      closingCosts: 10_530,
      worstCaseProfit: -15_514.5,
      recommendation: "Pass",
      badge: "red",
      compsSummary: {
        compsUsed: 4,
        medianPricePerSqFt: 195,
        lowPricePerSqFt: 180,
        highPricePerSqFt: 220,
      },
    });
  });

  it("ignores invalid comp rows", () => {
    // valid: 200 and 220 -> median 210; ARV = 210 x 1,800 = 378,000
    const comps = [
      row("a", 300_000, 1_500),
      row("zero-price", 0, 1_500),
      row("zero-area", 300_000, 0),
      row("nan", Number.NaN, 1_500),
      row("b", 330_000, 1_500),
    ];
    const result = flip({ useComps: true }, comps);
    expect(result.compsSummary).toEqual({
      compsUsed: 2,
      medianPricePerSqFt: 210,
      lowPricePerSqFt: 200,
      highPricePerSqFt: 220,
    });
    expect(result.arv).toBe(378_000);
  });

  it("falls back to the manual ARV per sq ft when no comp is valid", () => {
    const result = flip({ useComps: true }, [row("x", 0, 0), row("y", 250_000, 0)]);
    expect(result.effectiveARVperSqFt).toBe(180);
    expect(result.arv).toBe(324_000);
    expect(result.compsSummary).toEqual(noComps);
    expect(flip({ useComps: true }).arv).toBe(324_000);
  });

  it("ignores comps while useComps is off", () => {
    const result = flip({ useComps: false }, [row("a", 1_000_000, 1_000)]);
    expect(result.effectiveARVperSqFt).toBe(180);
    expect(result.compsSummary).toEqual(noComps);
  });

  it("handles zeros everywhere without dividing by zero", () => {
    const zero: FlipInputs = {
      address: "",
      zipCode: "",
      useComps: true,
      purchasePrice: 0,
      squareFootage: 0,
      propertyType: "single-family",
      bedrooms: 0,
      bathrooms: 0,
      currentCondition: 0,
      rehabBudget: 0,
      arvPerSqFt: 0,
      loanToValuePct: 0,
      interestRate: 0,
      holdingMonths: 0,
      contingencyPct: 0,
      closingCostsPct: 0,
    };
    expectFields(analyzeFlip(zero, []), {
      kind: "flip",
      arv: 0,
      allInCost: 0,
      profit: 0,
      profitMargin: 0,
      effectiveARVperSqFt: 0,
      seventyPercentRule: 0,
      meetsRule: true, // 0 <= 0
      cashOnCashReturn: 0,
      cashNeeded: 0,
      totalRehabCost: 0,
      holdingCosts: 0,
      closingCosts: 0,
      worstCaseProfit: 0,
      recommendation: "Pass",
      badge: "red",
      compsSummary: noComps,
    });
  });

  it("caps the LTV at 100 % so the loan never exceeds the price", () => {
    // 100 % of 100,000; no down payment; cash = rehab + holding only
    const result = flip({ ...plain, purchasePrice: 100_000, loanToValuePct: 150 });
    expect(result.inputs.loanToValuePct).toBe(100);
    expect(result.cashNeeded).toBe(0);
  });

  it("sanitizes an unknown property type to single-family", () => {
    const raw = { ...flipDefaults, propertyType: "castle" } as unknown as FlipInputs;
    expect(sanitizeFlipInputs(raw).propertyType).toBe("single-family");
  });
});

describe("analyzeFlip properties", () => {
  it("never returns NaN or Infinity, whatever the numbers and comps", () => {
    fc.assert(
      fc.property(
        flipInputs(hostileNumber),
        fc.array(comp(hostileNumber), { maxLength: 6 }),
        (inputs, comps) => {
          expect(numbersIn(analyzeFlip(inputs, comps)).every(Number.isFinite)).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it("profit, margin and worst case fall (non-strictly) as the purchase price rises", () => {
    fc.assert(
      fc.property(
        flipInputs(sanitizedNumber),
        fc.array(comp(sanitizedNumber), { maxLength: 4 }),
        sanitizedNumber,
        sanitizedNumber,
        (inputs, comps, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const cheap = analyzeFlip({ ...inputs, purchasePrice: low }, comps);
          const dear = analyzeFlip({ ...inputs, purchasePrice: high }, comps);
          expect(dear.profit).toBeLessThanOrEqual(cheap.profit);
          expect(dear.profitMargin).toBeLessThanOrEqual(cheap.profitMargin);
          expect(dear.worstCaseProfit).toBeLessThanOrEqual(cheap.worstCaseProfit);
        },
      ),
      RUNS,
    );
  });

  it("keeps its figures consistent with each other", () => {
    fc.assert(
      fc.property(flipInputs(sanitizedNumber), (inputs) => {
        const r = analyzeFlip(inputs);
        expect(r.meetsRule).toBe(r.inputs.purchasePrice <= r.seventyPercentRule);
        // A 10 % lower sale also saves 10 % of the selling costs, which only outweighs the
        // lost price when selling costs exceed 100 %.
        if (r.inputs.closingCostsPct <= 100) {
          expect(r.worstCaseProfit).toBeLessThanOrEqual(r.profit);
        }
        expect(r.badge).toBe(
          r.profitMargin >= 20 - 1e-9 ? "green" : r.profitMargin >= 10 - 1e-9 ? "yellow" : "red",
        );
      }),
      RUNS,
    );
  });
});
