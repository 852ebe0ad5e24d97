import { describe, expect, it } from "vitest";
import { rentalDefaults } from "./rental-constants.ts";
import { rentalMaxOffer } from "./rental-max-offer.ts";
import { analyzeRental } from "./rental.ts";

const at = (purchasePrice: number) => analyzeRental({ ...rentalDefaults, purchasePrice });

describe("rentalMaxOffer", () => {
  it("finds the highest price for $200 a month of cash flow", () => {
    const offer = rentalMaxOffer({
      inputs: rentalDefaults,
      metric: "monthlyCashFlow",
      target: 200,
    });
    expect(offer.status).toBe("found");
    const price = offer.status === "found" ? offer.maxPurchasePrice : 0;
    // cash flow falls 0.059877 a year per dollar of price (75 % x 12 x PMT factor), so about
    // 250,000 - (200 - 116.36) x 12 / 0.059877 = 233,237
    expect(price).toBeGreaterThan(233_000);
    expect(price).toBeLessThan(233_500);
    expect(at(price).monthlyCashFlow).toBeGreaterThanOrEqual(200);
    expect(at(price + 1).monthlyCashFlow).toBeLessThan(200);
  });

  it("finds the highest price for a cash-on-cash return of 5 %", () => {
    const offer = rentalMaxOffer({ inputs: rentalDefaults, metric: "cashOnCash", target: 5 });
    const price = offer.status === "found" ? offer.maxPurchasePrice : 0;
    expect(price).toBeGreaterThan(100_000);
    expect(at(price).cashOnCash).toBeGreaterThanOrEqual(5);
    expect(at(price + 1).cashOnCash).toBeLessThan(5);
  });

  it("matches the DSCR sizing's maximum price at a DSCR of 1.25", () => {
    // sizeDscrLoan gives 218,655.43 at 75 % LTV (the rental's own LTV here)
    const offer = rentalMaxOffer({ inputs: rentalDefaults, metric: "dscr", target: 1.25 });
    expect(offer).toEqual({ status: "found", maxPurchasePrice: 218_655 });
  });

  it("does not count a free deal with no cash flow as meeting a cash-on-cash target", () => {
    const inputs = { ...rentalDefaults, monthlyRent: 0 };
    expect(rentalMaxOffer({ inputs, metric: "cashOnCash", target: 1 })).toEqual({
      status: "unreachable",
    });
  });

  it("is unlimited for a DSCR target on a cash purchase and unreachable past the NOI", () => {
    expect(
      rentalMaxOffer({
        inputs: { ...rentalDefaults, loanToValuePct: 0 },
        metric: "dscr",
        target: 1.25,
      }),
    ).toEqual({ status: "unlimited" });
    expect(
      rentalMaxOffer({ inputs: rentalDefaults, metric: "monthlyCashFlow", target: 5_000 }),
    ).toEqual({ status: "unreachable" });
  });
});
