/** The four forms against spec/investor-tools.md section 2: labels, order, advanced, conditions. */
import { describe, expect, it } from "vitest";
import {
  constructionDefaults,
  createComp,
  flipDefaults,
  landDefaults,
  normalizeNumericText,
  renovationDefaults,
} from "@academy/calculators";
import {
  compNumberFields,
  constructionFields,
  flipFields,
  landFields,
  numberFieldsOf,
  renovationFields,
  type FieldSpec,
} from "./index.ts";

/** The labels a form shows, groups as their own label followed by their boxes'. */
function labels<T>(fields: readonly FieldSpec<T>[], inputs: T, advanced: boolean): string[] {
  return fields
    .filter(
      (field) =>
        field.type !== "comps" &&
        (field.advanced ?? false) === advanced &&
        (field.show?.(inputs) ?? true),
    )
    .flatMap((field) => [
      "context" in field && field.context ? `${field.context} ${field.label}` : field.label,
      ...(field.type === "group" ? labels(field.fields, inputs, advanced) : []),
    ]);
}

const numericKeys = (inputs: object) =>
  Object.entries(inputs)
    .filter(([, value]) => typeof value === "number")
    .map(([key]) => key)
    .sort();

describe("form fields", () => {
  it("land: the spec's inputs, LTV only when financing, transaction costs advanced", () => {
    expect(labels(landFields, landDefaults, false)).toEqual([
      "Zip Code",
      "Purchase Price",
      "Lot Size (Acres)",
      "Avg Market Price Per Acre",
      "Finance Land Purchase (70% LTV)",
      "Zoning Allows Construction",
      "Utilities Available",
    ]);
    expect(labels(landFields, { ...landDefaults, financeLand: true }, false)).toContain(
      "Land LTV %",
    );
    expect(labels(landFields, landDefaults, true)).toEqual(["Transaction Costs %"]);
  });

  it("flip: the spec's inputs, comps only when used, five advanced inputs", () => {
    expect(labels(flipFields, flipDefaults, false)).toEqual([
      "Property Address",
      "Use Comparable Sales",
      "Purchase Price",
      "Square Footage",
      "Bedrooms",
      "Bathrooms",
      "Rehab Budget",
      "ARV Per SqFt (Manual Override)",
    ]);
    expect(labels(flipFields, flipDefaults, true)).toEqual([
      "LTV %",
      "Interest Rate %",
      "Holding Months",
      "Contingency %",
      "Closing Costs % (Selling)",
    ]);
    const comps = flipFields.find((field) => field.type === "comps");
    expect(comps?.show?.(flipDefaults)).toBe(false);
    expect(comps?.show?.({ ...flipDefaults, useComps: true })).toBe(true);
    const useComps = flipFields.find((field) => field.label === "Use Comparable Sales");
    expect(useComps && "description" in useComps ? useComps.description : null).toBe(
      "Enter manual comps for accurate ARV",
    );
  });

  it("flip: the manual ARV is disabled while comps are used and one exists", () => {
    const manual = flipFields.find(
      (field) => field.type === "number" && field.key === "arvPerSqFt",
    );
    const disabled = manual?.type === "number" ? manual.disabled : undefined;
    const comp = {
      id: "1",
      address: "",
      price: 0,
      squareFootage: 0,
      bedrooms: 3,
      bathrooms: 2,
      pricePerSqFt: 0,
    };
    expect(disabled?.({ ...flipDefaults, useComps: true }, [comp])).toBe(true);
    expect(disabled?.({ ...flipDefaults, useComps: true }, [])).toBe(false);
    expect(disabled?.(flipDefaults, [comp])).toBe(false);
  });

  it("renovation: each remodel's boxes only while it is ticked", () => {
    expect(labels(renovationFields, renovationDefaults, false)).toEqual([
      "Current Property Value",
      "Kitchen Remodel",
      "Kitchen Remodel Cost",
      "Kitchen Remodel Value Increase % (ROI)",
      "Bathroom Remodel",
      "Bathroom Remodel Cost",
      "Bathroom Remodel Value Increase % (ROI)",
      "Other Renovations",
      "Other Renovations Cost",
      "Other Renovations Value Increase %",
    ]);
    expect(
      labels(renovationFields, { ...renovationDefaults, kitchenRemodel: false }, false),
    ).not.toContain("Kitchen Remodel Cost");
    expect(labels(renovationFields, renovationDefaults, true)).toEqual([
      "Financing Costs % (HELOC, etc)",
    ]);
  });

  it("construction: units and rent for every type but single-family, five advanced inputs", () => {
    expect(labels(constructionFields, constructionDefaults, false)).toEqual([
      "Property Type",
      "Planned SqFt",
      "Land Acquisition Cost",
      "Finance Land",
      "Construction Cost / SqFt",
      "ARV Per SqFt",
    ]);
    for (const propertyType of ["duplex", "triplex", "quadplex", "townhouse", "condo"] as const) {
      expect(labels(constructionFields, { ...constructionDefaults, propertyType }, false)).toEqual(
        expect.arrayContaining(["Units", "Monthly Rent / Unit"]),
      );
    }
    expect(labels(constructionFields, constructionDefaults, true)).toEqual([
      "Soft Costs %",
      "Contingency %",
      "Construction Months",
      "Interest Rate %",
      "Loan Product Preference",
    ]);
    const type = constructionFields.find((field) => field.label === "Property Type");
    expect(type?.type === "select" ? type.options.map((option) => option.value) : []).toEqual([
      "single-family",
      "duplex",
      "triplex",
      "quadplex",
      "townhouse",
      "condo",
    ]);
    const loan = constructionFields.find((field) => field.label === "Loan Product Preference");
    expect(loan?.type === "select" ? loan.options.map((option) => option.label) : []).toEqual([
      "Best Option (Max Loan/Min Cash)",
      "90% LTC",
      "100% LTC (High Margin)",
      "75% LTARV",
    ]);
  });

  it("construction: units are fixed by duplex, triplex and quadplex, typed for townhouse and condo", () => {
    const units = constructionFields.find(
      (field) => field.type === "number" && field.key === "units",
    );
    const fixed = units?.type === "number" ? units.fixedValue : undefined;
    expect(fixed?.({ ...constructionDefaults, propertyType: "triplex" })).toBe(3);
    expect(fixed?.({ ...constructionDefaults, propertyType: "condo" })).toBeUndefined();
  });

  it("has one number box for every numeric input but the flip's condition", () => {
    const keys = <T>(fields: readonly FieldSpec<T>[]) =>
      numberFieldsOf(fields)
        .map((field) => String(field.key))
        .sort();
    expect(keys(landFields)).toEqual(numericKeys(landDefaults));
    expect(keys(flipFields)).toEqual(
      numericKeys(flipDefaults).filter((key) => key !== "currentCondition"),
    );
    expect(keys(renovationFields)).toEqual(numericKeys(renovationDefaults));
    expect(keys(constructionFields)).toEqual(numericKeys(constructionDefaults));
    const { pricePerSqFt: _computed, id: _id, ...compInputs } = createComp("x");
    expect(keys(compNumberFields)).toEqual(numericKeys(compInputs));
  });

  it("makes prices, areas, bedrooms, units and months whole numbers", () => {
    const wholeIn = <T>(form: string, fields: readonly FieldSpec<T>[]) =>
      numberFieldsOf(fields)
        .filter((field) => field.rule.integer === true)
        .map((field) => `${form}.${String(field.key)}`);
    const whole = [
      ...wholeIn("landFields", landFields),
      ...wholeIn("flipFields", flipFields),
      ...wholeIn("compNumberFields", compNumberFields),
      ...wholeIn("renovationFields", renovationFields),
      ...wholeIn("constructionFields", constructionFields),
    ];
    expect(whole).toEqual([
      "landFields.purchasePrice",
      "landFields.avgPricePerAcre",
      "flipFields.purchasePrice",
      "flipFields.squareFootage",
      "flipFields.bedrooms",
      "flipFields.rehabBudget",
      "flipFields.holdingMonths",
      "compNumberFields.price",
      "compNumberFields.squareFootage",
      "compNumberFields.bedrooms",
      "renovationFields.currentValue",
      "renovationFields.kitchenCost",
      "renovationFields.bathroomCost",
      "renovationFields.otherRenovations",
      "constructionFields.plannedSqFt",
      "constructionFields.landCost",
      "constructionFields.units",
      "constructionFields.monthlyRentPerUnit",
      "constructionFields.constructionMonths",
    ]);
  });

  it("caps the land LTV at 70 (land and construction) and the flip LTV at 100", () => {
    const box = <T>(fields: readonly FieldSpec<T>[], key: string) =>
      numberFieldsOf(fields).find((field) => field.key === key)?.rule ?? {};
    expect(normalizeNumericText("85", box(landFields, "landLTV"))).toEqual({
      text: "70",
      value: 70,
    });
    expect(normalizeNumericText("85", box(constructionFields, "landLTV")).value).toBe(70);
    expect(normalizeNumericText("120", box(flipFields, "loanToValuePct")).value).toBe(100);
    expect(normalizeNumericText("95", box(flipFields, "loanToValuePct")).value).toBe(95);
  });
});
