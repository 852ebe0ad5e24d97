import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeRental, sanitizeRentalInputs } from "./rental.ts";
import { rentalDefaults } from "./rental-constants.ts";
import {
  hostileNumber,
  numbersIn,
  RUNS,
  rentalInputs,
  sanitizedNumber,
} from "./testing/arbitraries.ts";
import type { RentalInputs } from "./rental-types.ts";

const cents = (n: number) => Math.round(n * 100) / 100;
const rental = (overrides: Partial<RentalInputs> = {}) =>
  analyzeRental({ ...rentalDefaults, ...overrides });

/** A plausible deal: every field in a realistic range, so the properties test real deals. */
const realistic: fc.Arbitrary<RentalInputs> = fc.record({
  purchasePrice: fc.integer({ min: 10_000, max: 5_000_000 }),
  closingCostsPct: fc.double({ min: 0, max: 10, noNaN: true }),
  rehabCost: fc.integer({ min: 0, max: 200_000 }),
  loanToValuePct: fc.double({ min: 0, max: 100, noNaN: true }),
  interestRate: fc.double({ min: 0, max: 20, noNaN: true }),
  loanTermYears: fc.integer({ min: 0, max: 40 }),
  monthlyRent: fc.integer({ min: 0, max: 50_000 }),
  otherMonthlyIncome: fc.integer({ min: 0, max: 1_000 }),
  vacancyPct: fc.double({ min: 0, max: 100, noNaN: true }),
  propertyTaxesAnnual: fc.integer({ min: 0, max: 50_000 }),
  insuranceAnnual: fc.integer({ min: 0, max: 20_000 }),
  hoaMonthly: fc.integer({ min: 0, max: 1_000 }),
  managementPct: fc.double({ min: 0, max: 15, noNaN: true }),
  repairsPct: fc.double({ min: 0, max: 15, noNaN: true }),
  capexPct: fc.double({ min: 0, max: 15, noNaN: true }),
  utilitiesMonthly: fc.integer({ min: 0, max: 1_000 }),
  appreciationPct: fc.double({ min: 0, max: 10, noNaN: true }),
  rentGrowthPct: fc.double({ min: 0, max: 10, noNaN: true }),
  expenseGrowthPct: fc.double({ min: 0, max: 10, noNaN: true }),
  holdYears: fc.integer({ min: 1, max: 30 }),
  sellingCostsPct: fc.double({ min: 0, max: 10, noNaN: true }),
});

describe("analyzeRental worked example (the defaults)", () => {
  // Expected values from an independent Python model (decimal module, 50 digits) of the same
  // deal, written as a spreadsheet would: PMT(7%/12, 360, -187500), IPMT, the balance after
  // 12 x year payments, and IRR as the real root of the yearly flows (numpy.roots).
  //   loan 187,500; down 62,500; closing 7,500; cash 70,000
  //   gross 26,400; vacancy 1,320; collected 25,080; expenses 4,200 + 18 % x 25,080 = 8,714.40
  //   NOI 16,365.60; payment 1,247.44 (1247.44217846...); debt service 14,969.31
  //   cash flow 1,396.29 a year, 116.36 a month; DSCR 1.0933; cap rate 6.546 %; CoC 1.9947 %
  //   break-even (4,200 + 14,969.31) / (26,400 x 82 %) = 88.55 %
  //   year 10: value 335,979.09, balance 160,898.22, proceeds 154,922.13; IRR 11.0311 %
  //   equity multiple 2.63468; total profit 114,427.82
  const result = rental();

  it("computes year one", () => {
    expect(result.kind).toBe("rental");
    expect(result.loanAmount).toBe(187_500);
    expect(result.downPayment).toBe(62_500);
    expect(result.closingCosts).toBe(7_500);
    expect(result.cashInvested).toBe(70_000);
    expect(result.grossIncome).toBe(26_400);
    expect(result.vacancyLoss).toBe(1_320);
    expect(result.effectiveIncome).toBe(25_080);
    expect(cents(result.operatingExpenses)).toBe(8_714.4);
    expect(cents(result.noi)).toBe(16_365.6);
    expect(cents(result.monthlyPayment)).toBe(1_247.44);
    expect(cents(result.annualDebtService)).toBe(14_969.31);
    expect(cents(result.annualCashFlow)).toBe(1_396.29);
    expect(cents(result.monthlyCashFlow)).toBe(116.36);
    expect(result.dscr).toBeCloseTo(1.093277126, 8);
    expect(result.capRate).toBeCloseTo(6.54624, 8);
    expect(result.cashOnCash).toBeCloseTo(1.994705512, 8);
    expect(result.breakEvenOccupancy).toBeCloseTo(88.55000989, 6);
  });

  it("projects ten years to a sale", () => {
    const { projection, outcome } = result;
    expect(projection).toHaveLength(10);
    expect(cents(projection[0]?.loanBalance ?? -1)).toBe(185_595.36);
    expect(cents(projection[0]?.propertyValue ?? -1)).toBe(257_500);
    expect(cents(projection[1]?.cashFlow ?? -1)).toBe(1_723.61);
    expect(cents(projection[9]?.loanBalance ?? -1)).toBe(160_898.22);
    expect(cents(projection[9]?.equity ?? -1)).toBe(175_080.88);
    expect(cents(outcome.salePrice)).toBe(335_979.09);
    expect(cents(outcome.saleProceeds)).toBe(154_922.13);
    expect(outcome.cashFlows).toHaveLength(11);
    expect(outcome.cashFlows[0]).toBe(-70_000);
    expect(outcome.irr).toBeCloseTo(0.1103110741, 9);
    expect(outcome.equityMultiple).toBeCloseTo(2.634683183, 8);
    expect(cents(outcome.totalProfit)).toBe(114_427.82);
  });

  it("splits each year's return into cash flow, appreciation and principal paydown", () => {
    const year = result.projection[0];
    expect(year?.appreciation).toBeCloseTo(7_500, 6);
    expect(year?.principalPaydown).toBeCloseTo(187_500 - 185_595.35657, 4);
    expect(year?.cumulativeReturn).toBeCloseTo(
      (year?.cumulativeCashFlow ?? 0) + 7_500 + 187_500 - 185_595.35657,
      4,
    );
  });
});

describe("analyzeRental edge cases", () => {
  it("has no DSCR and a cash IRR for a cash purchase", () => {
    const cash = rental({ loanToValuePct: 0 });
    expect(cash.dscr).toBeNull();
    expect(cash.annualDebtService).toBe(0);
    expect(cash.cashInvested).toBe(257_500);
  });

  it("reports no break-even occupancy without income and 0 with nothing to cover", () => {
    expect(rental({ monthlyRent: 0 }).breakEvenOccupancy).toBeNull();
    expect(rental({ managementPct: 50, repairsPct: 50 }).breakEvenOccupancy).toBeNull();
    expect(
      rental({ loanToValuePct: 0, propertyTaxesAnnual: 0, insuranceAnnual: 0 }).breakEvenOccupancy,
    ).toBe(0);
  });

  it("keeps paying interest on an interest-only loan and stops paying after the term", () => {
    const interestOnly = rental({ loanTermYears: 0 });
    expect(interestOnly.monthlyPayment).toBeCloseTo(1_093.75, 8); // 187,500 x 7 % / 12
    expect(interestOnly.projection[9]?.loanBalance).toBe(187_500);
    const short = rental({ loanTermYears: 5 });
    expect(short.projection[4]?.loanBalance).toBe(0);
    expect(short.projection[5]?.debtService).toBe(0);
  });

  it("answers none for the IRR of a fully financed deal with positive flows", () => {
    const free = rental({ loanToValuePct: 100, closingCostsPct: 0, monthlyRent: 5_000 });
    expect(free.cashInvested).toBe(0);
    expect(free.outcome.irr).toBeNull();
    expect(free.cashOnCash).toBe(0);
  });

  it("sanitizes the hold to 1-50 whole years and the term to 0-50", () => {
    const inputs = sanitizeRentalInputs({
      ...rentalDefaults,
      holdYears: 0,
      loanTermYears: 99.5,
      vacancyPct: 140,
      monthlyRent: -5,
    });
    expect(inputs.holdYears).toBe(1);
    expect(inputs.loanTermYears).toBe(50);
    expect(inputs.vacancyPct).toBe(100);
    expect(inputs.monthlyRent).toBe(0);
  });
});

describe("analyzeRental properties", () => {
  it("never returns NaN or Infinity, whatever the inputs", () => {
    fc.assert(
      fc.property(rentalInputs(hostileNumber), (inputs) => {
        expect(numbersIn(analyzeRental(inputs)).every(Number.isFinite)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it("a higher rent never lowers the cash flow", () => {
    fc.assert(
      fc.property(realistic, fc.integer({ min: 1, max: 5_000 }), (inputs, raise) => {
        const base = analyzeRental(inputs);
        const higher = analyzeRental({ ...inputs, monthlyRent: inputs.monthlyRent + raise });
        // Floating-point noise (1e-11 when the vacancy is 100 %) is not a lower cash flow.
        const noise = 1e-6;
        expect(higher.annualCashFlow).toBeGreaterThanOrEqual(base.annualCashFlow - noise);
        higher.projection.forEach((year, index) => {
          const before = base.projection[index]?.cashFlow ?? Infinity;
          expect(year.cashFlow).toBeGreaterThanOrEqual(before - noise);
        });
      }),
      RUNS,
    );
  });

  it("equity plus loan balance equals the value every year", () => {
    fc.assert(
      fc.property(rentalInputs(sanitizedNumber), (inputs) => {
        for (const year of analyzeRental(inputs).projection) {
          const scale = Math.max(1, year.propertyValue);
          expect(
            Math.abs(year.equity + year.loanBalance - year.propertyValue) / scale,
          ).toBeLessThan(1e-12);
        }
      }),
      { numRuns: 150 },
    );
  });
});
