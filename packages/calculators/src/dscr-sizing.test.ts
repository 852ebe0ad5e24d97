import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { principalForPayment, sizeDscrLoan } from "./dscr-sizing.ts";
import { rentalDefaults } from "./rental-constants.ts";
import { analyzeRental } from "./rental.ts";
import { numbersIn, rentalInputs, sanitizedNumber } from "./testing/arbitraries.ts";

const cents = (n: number) => Math.round(n * 100) / 100;

describe("sizeDscrLoan", () => {
  it("sizes the defaults at 1.25 and 75 %: the DSCR binds", () => {
    // Python (decimal): NOI 16,365.60 / 1.25 / 12 = 1,091.04 a month; PV(7%/12, 360, -1091.04)
    // = 163,991.57 (163991.568933...); LTV loan 187,500; max price 163,991.57 / 75 % = 218,655.43
    const sizing = sizeDscrLoan(rentalDefaults, { targetDscr: 1.25, maxLtvPct: 75 });
    expect(cents(sizing.noi)).toBe(16_365.6);
    expect(cents(sizing.maxLoanByDscr)).toBe(163_991.57);
    expect(sizing.maxLoanByLtv).toBe(187_500);
    expect(sizing.binding).toBe("dscr");
    expect(cents(sizing.maxLoan)).toBe(163_991.57);
    expect(sizing.dscrAtMaxLoan).toBeCloseTo(1.25, 9);
    expect(cents(sizing.maxPrice ?? -1)).toBe(218_655.43);
    // At the maximum price, a 75 % loan has a DSCR of exactly 1.25.
    const atMax = analyzeRental({ ...rentalDefaults, purchasePrice: sizing.maxPrice ?? 0 });
    expect(atMax.dscr).toBeCloseTo(1.25, 9);
  });

  it("lets the LTV bind when the NOI supports more", () => {
    const sizing = sizeDscrLoan(
      { ...rentalDefaults, monthlyRent: 4_000 },
      { targetDscr: 1.2, maxLtvPct: 70 },
    );
    expect(sizing.binding).toBe("ltv");
    expect(sizing.maxLoan).toBe(175_000);
    expect(sizing.maxLoanByDscr).toBeGreaterThan(175_000);
  });

  it("has no DSCR limit without a target and no price limit without an LTV", () => {
    const noTarget = sizeDscrLoan(rentalDefaults, { targetDscr: 0, maxLtvPct: 80 });
    expect(noTarget.maxLoan).toBe(200_000);
    expect(noTarget.binding).toBe("ltv");
    expect(noTarget.maxPrice).toBeNull();
    const noLtv = sizeDscrLoan(rentalDefaults, { targetDscr: 1.25, maxLtvPct: 0 });
    expect(noLtv.maxLoan).toBe(0);
    expect(noLtv.dscrAtMaxLoan).toBeNull();
    expect(noLtv.maxPrice).toBeNull();
  });

  it("lends nothing on a negative NOI", () => {
    const sizing = sizeDscrLoan(
      { ...rentalDefaults, monthlyRent: 100 },
      { targetDscr: 1.25, maxLtvPct: 75 },
    );
    expect(sizing.maxLoanByDscr).toBe(0);
    expect(sizing.maxLoan).toBe(0);
  });

  it("supports payments on any term, like a spreadsheet's PV", () => {
    expect(principalForPayment(1_000, 0, 10)).toBe(120_000);
    expect(principalForPayment(1_000, 6, 0)).toBe(200_000); // interest only: 1,000 / 0.5 %
    expect(principalForPayment(1_000, 0, 0)).toBe(0);
    // PV(6%/12, 360, -1199.10105) = 200,000
    expect(principalForPayment(1_199.101050305505, 6, 30)).toBeCloseTo(200_000, 6);
  });

  it("never returns NaN or Infinity", () => {
    fc.assert(
      fc.property(
        rentalInputs(sanitizedNumber),
        sanitizedNumber,
        sanitizedNumber,
        (inputs, targetDscr, maxLtvPct) => {
          expect(
            numbersIn(sizeDscrLoan(inputs, { targetDscr, maxLtvPct })).every(Number.isFinite),
          ).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});
