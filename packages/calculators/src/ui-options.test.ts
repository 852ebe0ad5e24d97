import { describe, expect, it } from "vitest";
import { CONSTRUCTION_PROPERTY_TYPE_OPTIONS, LOAN_PRODUCT_OPTIONS } from "./ui-options.ts";

describe("widget options", () => {
  it("lists the construction property types in the spec's order", () => {
    expect(CONSTRUCTION_PROPERTY_TYPE_OPTIONS).toEqual([
      {
        value: "single-family",
        label: "Single-Family",
        defaultUnits: 1,
        unitsFromInput: false,
        showsRentalInputs: false,
      },
      {
        value: "duplex",
        label: "Duplex (2 units)",
        defaultUnits: 2,
        unitsFromInput: false,
        showsRentalInputs: true,
      },
      {
        value: "triplex",
        label: "Triplex (3 units)",
        defaultUnits: 3,
        unitsFromInput: false,
        showsRentalInputs: true,
      },
      {
        value: "quadplex",
        label: "Quadplex (4 units)",
        defaultUnits: 4,
        unitsFromInput: false,
        showsRentalInputs: true,
      },
      {
        value: "townhouse",
        label: "Townhouse",
        defaultUnits: 1,
        unitsFromInput: true,
        showsRentalInputs: true,
      },
      {
        value: "condo",
        label: "Condo",
        defaultUnits: 1,
        unitsFromInput: true,
        showsRentalInputs: true,
      },
    ]);
  });

  it("lists the loan product preferences with the spec's labels", () => {
    expect(LOAN_PRODUCT_OPTIONS).toEqual([
      { value: "best", label: "Best Option (Max Loan/Min Cash)", nickname: null },
      { value: "ltc-90", label: "90% LTC", nickname: null },
      { value: "ltc-100", label: "100% LTC (High Margin)", nickname: "Texas 2-Step" },
      { value: "ltarv-75", label: "75% LTARV", nickname: null },
    ]);
  });
});
