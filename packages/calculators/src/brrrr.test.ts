import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeBrrrr, brrrrPurchaseLoan } from "./brrrr.ts";
import { brrrrDefaults } from "./rental-constants.ts";
import { brrrrInputs, hostileNumber, numbersIn, sanitizedNumber } from "./testing/arbitraries.ts";
import type { BrrrrInputs } from "./rental-types.ts";

const cents = (n: number) => Math.round(n * 100) / 100;
const brrrr = (overrides: Partial<BrrrrInputs> = {}) =>
  analyzeBrrrr({ ...brrrrDefaults, ...overrides });

describe("analyzeBrrrr worked example (the defaults)", () => {
  // Expected values from an independent Python model (decimal module, 50 digits):
  //   short-term loan 150,000 x 80 % + 40,000 x 100 % = 160,000; refinance after max(4, 6) = 6
  //   months; interest 160,000 x 10 % / 12 x 6 = 8,000; holding 350 x 4 = 1,400
  //   NOI (2,100 rent) = 23,940 - 3,700 - 18 % x 23,940 = 15,930.80; 2 months let: 2,655.13
  //   cash before the refinance = 150,000 + 4,500 + 40,000 - 160,000 + 8,000 + 1,400 - 2,655.13
  //   = 41,244.87; refinance 180,000, costs 3,600, proceeds 16,400; cash left 24,844.87
  //   payment PMT(7.25%/12, 360, -180000) = 1,227.92 (1227.91730410...); debt service 14,735.01
  //   cash flow 1,195.79 a year (99.65 a month); DSCR 1.08115; return on cash left 4.81304 %
  //   IRR over 10 years with the sale (ARV 240,000 at 3 %): 24.1454 % (numpy.roots)
  const result = brrrr();

  it("computes the cash left in the deal", () => {
    expect(result.kind).toBe("brrrr");
    expect(result.purchaseLoan).toBe(160_000);
    expect(result.refinanceMonth).toBe(6);
    expect(result.purchaseLoanInterest).toBe(8_000);
    expect(result.holdingCosts).toBe(1_400);
    expect(cents(result.noi)).toBe(15_930.8);
    expect(cents(result.rentBeforeRefinance)).toBe(2_655.13);
    expect(cents(result.cashBeforeRefinance)).toBe(41_244.87);
    expect(result.refinanceLoan).toBe(180_000);
    expect(result.refinanceCosts).toBe(3_600);
    expect(result.refinanceProceeds).toBe(16_400);
    expect(cents(result.totalCashInvested)).toBe(41_244.87);
    expect(result.cashRecovered).toBe(16_400);
    expect(cents(result.cashLeftInDeal)).toBe(24_844.87);
  });

  it("computes the post-refinance cash flow, DSCR and returns", () => {
    expect(cents(result.monthlyPayment)).toBe(1_227.92);
    expect(cents(result.annualDebtService)).toBe(14_735.01);
    expect(cents(result.annualCashFlow)).toBe(1_195.79);
    expect(cents(result.monthlyCashFlow)).toBe(99.65);
    expect(result.dscr).toBeCloseTo(1.081153154, 8);
    expect(result.returnOnCashLeft).toBeCloseTo(4.813035895, 8);
    expect(result.capRate).toBeCloseTo((15_930.8 * 100) / 240_000, 8);
    expect(result.outcome.irr).toBeCloseTo(0.241453924, 8);
    expect(cents(result.projection[9]?.loanBalance ?? -1)).toBe(155_358.63);
  });
});

describe("analyzeBrrrr edge cases", () => {
  it("says infinite (null) when the refinance returns every dollar", () => {
    const all = brrrr({ afterRepairValue: 300_000 });
    // refinance 225,000 - 4,500 - 160,000 = 60,500 > 41,244.87 in
    expect(all.cashLeftInDeal).toBeLessThan(0);
    expect(all.returnOnCashLeft).toBeNull();
  });

  it("adds a shortfall at the refinance to the cash invested", () => {
    const short = brrrr({ afterRepairValue: 200_000 });
    // 150,000 - 3,000 - 160,000 = -13,000 brought to the closing
    expect(short.refinanceProceeds).toBe(-13_000);
    expect(short.cashRecovered).toBe(0);
    expect(cents(short.totalCashInvested)).toBe(cents(41_244.87 + 13_000));
  });

  it("refinances after the rehab when seasoning is shorter", () => {
    const quick = brrrr({ seasoningMonths: 0 });
    expect(quick.refinanceMonth).toBe(4);
    expect(quick.rentBeforeRefinance).toBe(0);
    expect(brrrrPurchaseLoan({ ...brrrrDefaults, rehabFinancedPct: 0 })).toBe(120_000);
  });
});

describe("analyzeBrrrr properties", () => {
  it("never returns NaN or Infinity, whatever the inputs", () => {
    fc.assert(
      fc.property(brrrrInputs(hostileNumber), (inputs) => {
        expect(numbersIn(analyzeBrrrr(inputs)).every(Number.isFinite)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it("cash left is cash invested less cash recovered, and recovered is never negative", () => {
    fc.assert(
      fc.property(brrrrInputs(sanitizedNumber), (inputs) => {
        const result = analyzeBrrrr(inputs);
        expect(result.cashRecovered).toBeGreaterThanOrEqual(0);
        expect(result.cashLeftInDeal).toBe(result.totalCashInvested - result.cashRecovered);
        expect(result.returnOnCashLeft === null).toBe(result.cashLeftInDeal < 0.005);
      }),
      { numRuns: 150 },
    );
  });
});
