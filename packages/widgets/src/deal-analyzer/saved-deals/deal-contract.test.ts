import type { Deal as ContractDeal } from "@academy/api";
import { mockFlipDeal, mockLandDeal } from "@academy/api/mocks";
import { decodeDeal, encodeDeal, type Deal, type RentalDeal } from "@academy/calculators";
import { describe, expect, expectTypeOf, it } from "vitest";

/**
 * Saved deals cross two packages: the browser sends the calculators' `Deal`, the server checks
 * it against the contract's `Deal` schema (it may import only the contract). These checks fail
 * when the two drift apart.
 */
describe("the contract's Deal and the calculators' Deal", () => {
  it("are the same type both ways (checked by tsc)", () => {
    // The contract's Deal is either analyzer's: the Deal Analyzer's or the Rental Analyzer's.
    expectTypeOf<Deal | RentalDeal>().toExtend<ContractDeal>();
    expectTypeOf<ContractDeal>().toExtend<Deal | RentalDeal>();
    const kinds: (Deal | RentalDeal)["kind"][] = [
      "land",
      "flip",
      "renovation",
      "construction",
      "rental",
      "brrrr",
    ];
    expectTypeOf(kinds).toEqualTypeOf<ContractDeal["kind"][]>();
  });

  it("agree on the mock deals: the calculators' decoder gives them back unchanged", () => {
    for (const deal of [mockLandDeal, mockFlipDeal]) {
      const decoded = decodeDeal(encodeDeal(deal));
      expect(decoded.ok).toBe(true);
      if (decoded.ok) expect(decoded.deal).toEqual(deal);
    }
  });
});
