import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { constructionDefaults } from "./constants.ts";
import {
  analyzeConstruction,
  constructionUnits,
  sanitizeConstructionInputs,
} from "./construction.ts";
import {
  constructionInputs,
  hostileNumber,
  numbersIn,
  RUNS,
  sanitizedNumber,
} from "./testing/arbitraries.ts";
import { expectFields } from "./testing/expect-fields.ts";
import type { ConstructionInputs } from "./types.ts";

const build = (overrides: Partial<ConstructionInputs>) =>
  analyzeConstruction({ ...constructionDefaults, ...overrides });

/** Only hard costs on 1,000 sq ft, ARV 100,000: margin = 100 - cost per sq ft. */
const bare: Partial<ConstructionInputs> = {
  plannedSqFt: 1_000,
  landCost: 0,
  arvPerSqFt: 100,
  softCostsPct: 0,
  contingencyPct: 0,
  interestRate: 0,
};

describe("analyzeConstruction worked examples", () => {
  it("computes every figure at the spec defaults", () => {
    // hard = 150 x 2,200 = 330,000; soft = 15 % = 49,500; contingency = 10 % x 379,500 = 37,950
    // construction costs = 417,450; land 75,000 not financed: loan 0, equity 75,000
    // interest = 417,450 x 50 % x 9.5 % / 12 x 8 = 208,725 x 76 / 1,200 = 13,219.25
    // total costs = 430,669.25; total project cost = 505,669.25; ARV = 200 x 2,200 = 440,000
    // profit = -65,669.25; margin = -14.92 % -> Pass, red
    // 90 % LTC: 375,705, cash = 75,000 + 41,745 + 13,219.25 = 129,964.25
    // 100 % LTC: 417,450, cash = 88,219.25, not eligible (margin < 20)
    // 75 % LTARV: 330,000, cash = 75,000 + 87,450 + 13,219.25 = 175,669.25
    // best: the largest eligible loan with cash >= 0 = 90 % LTC
    // overrun = 440,000 - 505,669.25 x 1.1 = 440,000 - 556,236.175 = -116,236.175
    expectFields(analyzeConstruction(constructionDefaults), {
      kind: "construction",
      units: 1,
      hardCosts: 330_000,
      softCosts: 49_500,
      contingency: 37_950,
      constructionCosts: 417_450,
      landCost: 75_000,
      landLoanAmount: 0,
      landEquity: 75_000,
      interestDuringConstruction: 13_219.25,
      totalProjectCost: 505_669.25,
      totalCosts: 430_669.25,
      arv: 440_000,
      annualRentalIncome: 0,
      capRate: 0,
      noiCapRate: 0,
      profit: -65_669.25,
      profitMargin: (-65_669.25 * 100) / 440_000,
      selectedLoan: { product: "ltc-90", loanAmount: 375_705, cashNeeded: 129_964.25 },
      allLoanProducts: [
        {
          product: "ltc-90",
          label: "90% LTC",
          loanAmount: 375_705,
          cashNeeded: 129_964.25,
          eligible: true,
        },
        {
          product: "ltc-100",
          label: "100% LTC (High Margin)",
          loanAmount: 417_450,
          cashNeeded: 88_219.25,
          eligible: false,
        },
        {
          product: "ltarv-75",
          label: "75% LTARV",
          loanAmount: 330_000,
          cashNeeded: 175_669.25,
          eligible: true,
        },
      ],
      cashNeeded: 129_964.25,
      roi: (-65_669.25 * 100) / 129_964.25,
      overrunProfit: -116_236.175,
      overrunMargin: (-116_236.175 * 100) / 440_000,
      recommendation: "Pass",
      badge: "red",
    });
  });

  it("finances land and rents out a duplex", () => {
    // duplex: 2 units whatever the Units box says; land loan = 75,000 x 70 % = 52,500, equity 22,500
    // interest = (417,450 x 50 % + 52,500) x 9.5 % / 12 x 8 = 261,225 x 76 / 1,200 = 16,544.25
    // total costs = 433,994.25; total = 508,994.25; profit = 440,000 - 508,994.25 = -68,994.25
    // rent = 2 x 2,000 x 12 = 48,000; cap rate = 48,000 / 440,000 = 10.91 %
    // 90 % LTC cash = 22,500 + 41,745 + 16,544.25 = 80,789.25 (= 508,994.25 - 52,500 - 375,705)
    // 100 % LTC cash = 22,500 + 16,544.25 = 39,044.25; 75 % LTARV cash = 22,500 + 87,450 + 16,544.25
    // overrun = 440,000 - 508,994.25 x 1.1 = 440,000 - 559,893.675 = -119,893.675
    expectFields(
      build({ propertyType: "duplex", units: 7, monthlyRentPerUnit: 2_000, financeLand: true }),
      {
        kind: "construction",
        units: 2,
        hardCosts: 330_000,
        softCosts: 49_500,
        contingency: 37_950,
        constructionCosts: 417_450,
        landCost: 75_000,
        landLoanAmount: 52_500,
        landEquity: 22_500,
        interestDuringConstruction: 16_544.25,
        totalProjectCost: 508_994.25,
        totalCosts: 433_994.25,
        arv: 440_000,
        annualRentalIncome: 48_000,
        capRate: (48_000 * 100) / 440_000,
        // Beside it (issue #50): NOI by the 50% rule = 24,000, over the same ARV.
        noiCapRate: (24_000 * 100) / 440_000,
        profit: -68_994.25,
        profitMargin: (-68_994.25 * 100) / 440_000,
        selectedLoan: { product: "ltc-90", loanAmount: 375_705, cashNeeded: 80_789.25 },
        allLoanProducts: [
          {
            product: "ltc-90",
            label: "90% LTC",
            loanAmount: 375_705,
            cashNeeded: 80_789.25,
            eligible: true,
          },
          {
            product: "ltc-100",
            label: "100% LTC (High Margin)",
            loanAmount: 417_450,
            cashNeeded: 39_044.25,
            eligible: false,
          },
          {
            product: "ltarv-75",
            label: "75% LTARV",
            loanAmount: 330_000,
            cashNeeded: 126_494.25,
            eligible: true,
          },
        ],
        cashNeeded: 80_789.25,
        roi: (-68_994.25 * 100) / 80_789.25,
        overrunProfit: -119_893.675,
        overrunMargin: (-119_893.675 * 100) / 440_000,
        recommendation: "Pass",
        badge: "red",
      },
    );
  });

  it("makes 100 % LTC eligible at a margin of exactly 20 % and picks it as the best loan", () => {
    // hard = 80 x 1,000 = 80,000 = everything; ARV 100,000; profit 20,000; margin 20 % exactly
    // 90 % LTC 72,000 (cash 8,000); 100 % LTC 80,000 (cash 0, eligible); LTARV 75,000 (cash 5,000)
    const result = build({ ...bare, constructionCostPerSqFt: 80 });
    expect(result.profitMargin).toBe(20);
    expect(
      result.allLoanProducts.map((p) => [p.product, p.loanAmount, p.cashNeeded, p.eligible]),
    ).toEqual([
      ["ltc-90", 72_000, 8_000, true],
      ["ltc-100", 80_000, 0, true],
      ["ltarv-75", 75_000, 5_000, true],
    ]);
    expect(result.selectedLoan).toEqual({ product: "ltc-100", loanAmount: 80_000, cashNeeded: 0 });
    // no cash in: a cash-on-cash ROI is not defined and is reported as 0
    expect(result.roi).toBe(0);
    expect(result.recommendation).toBe("Good Project");
    expect(result.badge).toBe("green");
  });

  it("refuses 100 % LTC just under a 20 % margin", () => {
    // hard 80,001: margin = 19,999 / 100,000 = 19.999 %
    // best: LTARV 75,000 (cash 80,001 - 75,000 = 5,001) beats 90 % LTC 72,000.90
    const result = build({ ...bare, constructionCostPerSqFt: 80.001, loanProduct: "ltc-100" });
    expect(result.allLoanProducts[1]?.eligible).toBe(false);
    expect(result.selectedLoan.product).toBe("ltarv-75");
    expect(result.selectedLoan.cashNeeded).toBeCloseTo(5_001, 6);
    // roi = 19,999 / 5,001
    expect(result.roi).toBeCloseTo((19_999 * 100) / 5_001, 6);
    expect(result.recommendation).toBe("Marginal");
    expect(result.badge).toBe("yellow");
  });

  it.each([
    // [cost per sq ft, margin %, text, badge]
    [75, 25, "Excellent Project", "green"],
    [75.001, 24.999, "Good Project", "green"],
    [80, 20, "Good Project", "green"],
    [85, 15, "Marginal", "yellow"],
    [85.001, 14.999, "Pass", "red"],
  ] as const)("cost %f $/sq ft gives margin %f %%: %s (%s)", (cost, margin, text, badge) => {
    const result = build({ ...bare, constructionCostPerSqFt: cost });
    expect(result.profitMargin).toBeCloseTo(margin, 9);
    expect(result.recommendation).toBe(text);
    expect(result.badge).toBe(badge);
  });

  it("breaks a tie in loan size in list order", () => {
    // hard 75,000: 100 % LTC = 75,000 and 75 % LTARV = 75,000, both with cash 0 -> 100 % LTC
    expect(build({ ...bare, constructionCostPerSqFt: 75 }).selectedLoan.product).toBe("ltc-100");
  });

  it("never picks a product with negative cash needed as best, but honours it when preferred", () => {
    // hard 50,000, ARV 100,000: LTARV 75,000 leaves cash = 50,000 - 75,000 = -25,000
    const best = build({ ...bare, constructionCostPerSqFt: 50 });
    expect(best.allLoanProducts[2]?.cashNeeded).toBe(-25_000);
    expect(best.selectedLoan.product).toBe("ltc-100");
    const preferred = build({ ...bare, constructionCostPerSqFt: 50, loanProduct: "ltarv-75" });
    expect(preferred.selectedLoan).toEqual({
      product: "ltarv-75",
      loanAmount: 75_000,
      cashNeeded: -25_000,
    });
    expect(preferred.roi).toBe(0);
    // 90 % LTC preferred: loan 45,000, cash 5,000; ROI = 50,000 / 5,000 = 1,000 %
    const ltc90 = build({ ...bare, constructionCostPerSqFt: 50, loanProduct: "ltc-90" });
    expect(ltc90.selectedLoan.product).toBe("ltc-90");
    expect(ltc90.roi).toBe(1_000);
  });

  it("falls back to the best product when the preferred one is not eligible", () => {
    expect(build({ loanProduct: "ltc-100" }).selectedLoan.product).toBe("ltc-90");
  });

  it.each([
    ["single-family", 5, 1],
    ["duplex", 1, 2],
    ["triplex", 1, 3],
    ["quadplex", 9, 4],
    ["townhouse", 6, 6],
    ["condo", 0, 1],
    ["condo", 2.7, 2],
  ] as const)("%s with %f in the Units box builds %i units", (type, input, units) => {
    expect(constructionUnits(type, input)).toBe(units);
  });

  it("ignores rent for single-family", () => {
    const result = build({ monthlyRentPerUnit: 3_000 });
    expect(result.annualRentalIncome).toBe(0);
    expect(result.capRate).toBe(0);
    // townhouse, 4 units x 1,500 x 12 = 72,000; cap = 72,000 / 440,000
    const town = build({ propertyType: "townhouse", units: 4, monthlyRentPerUnit: 1_500 });
    expect(town.annualRentalIncome).toBe(72_000);
    expect(town.capRate).toBeCloseTo((72_000 * 100) / 440_000, 9);
  });

  it("caps the land LTV at 70 %", () => {
    // 75,000 x 70 % = 52,500 even when 95 % is asked
    expect(build({ financeLand: true, landLTV: 95 }).landLoanAmount).toBe(52_500);
  });

  it("handles zeros everywhere without dividing by zero", () => {
    const zero: ConstructionInputs = {
      propertyType: "condo",
      plannedSqFt: 0,
      landCost: 0,
      financeLand: true,
      landLTV: 0,
      constructionCostPerSqFt: 0,
      arvPerSqFt: 0,
      units: 0,
      monthlyRentPerUnit: 0,
      softCostsPct: 0,
      contingencyPct: 0,
      constructionMonths: 0,
      interestRate: 0,
      loanProduct: "best",
    };
    const zeroLoan = { loanAmount: 0, cashNeeded: 0 };
    expectFields(analyzeConstruction(zero), {
      kind: "construction",
      units: 1,
      hardCosts: 0,
      softCosts: 0,
      contingency: 0,
      constructionCosts: 0,
      landCost: 0,
      landLoanAmount: 0,
      landEquity: 0,
      interestDuringConstruction: 0,
      totalProjectCost: 0,
      totalCosts: 0,
      arv: 0,
      annualRentalIncome: 0,
      capRate: 0,
      noiCapRate: 0,
      profit: 0,
      profitMargin: 0,
      // margin 0 < 20: 100 % LTC not eligible; all loans 0, so the first (90 % LTC) stays
      selectedLoan: { product: "ltc-90", ...zeroLoan },
      allLoanProducts: [
        { product: "ltc-90", label: "90% LTC", ...zeroLoan, eligible: true },
        { product: "ltc-100", label: "100% LTC (High Margin)", ...zeroLoan, eligible: false },
        { product: "ltarv-75", label: "75% LTARV", ...zeroLoan, eligible: true },
      ],
      cashNeeded: 0,
      roi: 0,
      overrunProfit: 0,
      overrunMargin: 0,
      recommendation: "Pass",
      badge: "red",
    });
  });

  it("sanitizes unknown choices", () => {
    const raw = {
      ...constructionDefaults,
      propertyType: "igloo",
      loanProduct: "cheap",
    } as unknown as ConstructionInputs;
    const clean = sanitizeConstructionInputs(raw);
    expect([clean.propertyType, clean.loanProduct]).toEqual(["single-family", "best"]);
  });
});

describe("analyzeConstruction properties", () => {
  it("never returns NaN or Infinity, whatever the numbers", () => {
    fc.assert(
      fc.property(constructionInputs(hostileNumber), (inputs) => {
        expect(numbersIn(analyzeConstruction(inputs)).every(Number.isFinite)).toBe(true);
      }),
      RUNS,
    );
  });

  it("profit falls (non-strictly) as the land cost rises", () => {
    fc.assert(
      fc.property(
        constructionInputs(sanitizedNumber),
        sanitizedNumber,
        sanitizedNumber,
        (inputs, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(analyzeConstruction({ ...inputs, landCost: high }).profit).toBeLessThanOrEqual(
            analyzeConstruction({ ...inputs, landCost: low }).profit,
          );
        },
      ),
      RUNS,
    );
  });

  it("applies the loan product rules", () => {
    fc.assert(
      fc.property(constructionInputs(sanitizedNumber), (inputs) => {
        const r = analyzeConstruction(inputs);
        const [ltc90, ltc100] = r.allLoanProducts;
        expect(ltc90?.eligible).toBe(true);
        expect(ltc100?.eligible).toBe(r.profitMargin >= 20 - 1e-9);
        const chosen = r.allLoanProducts.find((p) => p.product === r.selectedLoan.product);
        expect(chosen?.eligible).toBe(true);
        if (r.inputs.loanProduct === "best") {
          const candidates = r.allLoanProducts.filter((p) => p.eligible && p.cashNeeded >= 0);
          expect(r.selectedLoan.loanAmount).toBe(Math.max(...candidates.map((p) => p.loanAmount)));
        }
        expect(r.cashNeeded).toBe(r.selectedLoan.cashNeeded);
      }),
      RUNS,
    );
  });
});
