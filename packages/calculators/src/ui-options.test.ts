import { describe, expect, it } from "vitest";
import {
  constructionDefaults,
  flipDefaults,
  landDefaults,
  renovationDefaults,
} from "./constants.ts";
import { createComp } from "./comps.ts";
import { parseNumericInput } from "./parse.ts";
import {
  CONSTRUCTION_PROPERTY_TYPE_OPTIONS,
  LOAN_PRODUCT_OPTIONS,
  NUMERIC_FIELD_RULES,
} from "./ui-options.ts";

const numericKeys = (o: object) =>
  Object.entries(o)
    .filter(([, v]) => typeof v === "number")
    .map(([k]) => k)
    .sort();

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

  it("has a rule for every numeric input of every form", () => {
    expect(Object.keys(NUMERIC_FIELD_RULES.land).sort()).toEqual(numericKeys(landDefaults));
    expect(Object.keys(NUMERIC_FIELD_RULES.flip).sort()).toEqual(numericKeys(flipDefaults));
    expect(Object.keys(NUMERIC_FIELD_RULES.renovation).sort()).toEqual(
      numericKeys(renovationDefaults),
    );
    expect(Object.keys(NUMERIC_FIELD_RULES.construction).sort()).toEqual(
      numericKeys(constructionDefaults),
    );
    const { pricePerSqFt: _computed, ...compInputs } = createComp("x");
    expect(Object.keys(NUMERIC_FIELD_RULES.comp).sort()).toEqual(numericKeys(compInputs));
  });

  it("caps the land LTV at 70 in the land and construction tabs", () => {
    expect(parseNumericInput("85", NUMERIC_FIELD_RULES.land.landLTV)).toBe(70);
    expect(parseNumericInput("85", NUMERIC_FIELD_RULES.construction.landLTV)).toBe(70);
    expect(parseNumericInput("95", NUMERIC_FIELD_RULES.flip.loanToValuePct)).toBe(95);
  });

  it("makes prices, areas, bedrooms, units and months integer-only", () => {
    const integerFields = Object.entries(NUMERIC_FIELD_RULES).flatMap(([form, rules]) =>
      Object.entries(rules)
        .filter(([, rule]) => "integer" in rule && rule.integer)
        .map(([field]) => `${form}.${field}`),
    );
    expect(integerFields).toEqual([
      "land.purchasePrice",
      "land.avgPricePerAcre",
      "flip.purchasePrice",
      "flip.squareFootage",
      "flip.bedrooms",
      "flip.currentCondition",
      "flip.rehabBudget",
      "flip.holdingMonths",
      "comp.price",
      "comp.squareFootage",
      "comp.bedrooms",
      "renovation.currentValue",
      "renovation.kitchenCost",
      "renovation.bathroomCost",
      "renovation.otherRenovations",
      "construction.plannedSqFt",
      "construction.landCost",
      "construction.units",
      "construction.monthlyRentPerUnit",
      "construction.constructionMonths",
    ]);
    expect(parseNumericInput("1,800.9", NUMERIC_FIELD_RULES.flip.squareFootage)).toBe(1_800);
    expect(parseNumericInput("2.5", NUMERIC_FIELD_RULES.flip.bathrooms)).toBe(2.5);
    expect(parseNumericInput("11", NUMERIC_FIELD_RULES.flip.currentCondition)).toBe(10);
  });
});
