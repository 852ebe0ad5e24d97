/**
 * fast-check generators shared by the property tests (test-only: nothing in `index.ts`
 * imports this file). Numbers cover everything the input sanitizer can produce, plus raw
 * hostile values (NaN, infinities, negatives) for the calculators' own guards.
 */
import fc from "fast-check";
import { MAX_INPUT_VALUE, PROPERTY_TYPES, LOAN_PRODUCTS } from "../constants.ts";
import { parseNumericInput } from "../parse.ts";
import type {
  Comp,
  ConstructionInputs,
  Deal,
  FlipInputs,
  LandInputs,
  LoanProductPreference,
  RenovationInputs,
} from "../types.ts";
import type { BrrrrInputs, RentalInputs } from "../rental-types.ts";

/** Any number `parseNumericInput` can return: 0, small, huge, fractional, the cap. */
export const sanitizedNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 0, max: 1_000_000 }),
  fc.double({ min: 0, max: MAX_INPUT_VALUE, noNaN: true, noDefaultInfinity: true }),
  fc.constant(MAX_INPUT_VALUE),
  fc.string().map((raw) => parseNumericInput(raw)),
);

/** Sanitized numbers plus anything a careless caller could pass. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  sanitizedNumber,
  fc.double(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, -1),
);

/** Any UTF-16 code unit, lone surrogates included (fast-check's "binary" unit is slow). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Any JavaScript string, including malformed UTF-16. */
export const anyString: fc.Arbitrary<string> = fc.string({ unit: codeUnit });

const propertyType = fc.constantFrom(...PROPERTY_TYPES);
const loanPreference = fc.constantFrom<LoanProductPreference>("best", ...LOAN_PRODUCTS);

export function landInputs(num: fc.Arbitrary<number>): fc.Arbitrary<LandInputs> {
  return fc.record({
    zipCode: fc.string(),
    purchasePrice: num,
    lotSizeAcres: num,
    avgPricePerAcre: num,
    financeLand: fc.boolean(),
    landLTV: num,
    transactionCostsPct: num,
    zoningAllowsConstruction: fc.boolean(),
    utilitiesAvailable: fc.boolean(),
  });
}

export function flipInputs(num: fc.Arbitrary<number>): fc.Arbitrary<FlipInputs> {
  return fc.record({
    address: fc.string({ unit: "grapheme" }),
    zipCode: fc.string(),
    useComps: fc.boolean(),
    purchasePrice: num,
    squareFootage: num,
    propertyType,
    bedrooms: num,
    bathrooms: num,
    currentCondition: num,
    rehabBudget: num,
    arvPerSqFt: num,
    loanToValuePct: num,
    interestRate: num,
    holdingMonths: num,
    contingencyPct: num,
    closingCostsPct: num,
  });
}

export function comp(num: fc.Arbitrary<number>): fc.Arbitrary<Comp> {
  return fc.record({
    id: fc.string(),
    address: anyString,
    price: num,
    squareFootage: num,
    bedrooms: num,
    bathrooms: num,
    pricePerSqFt: num,
  });
}

export function renovationInputs(num: fc.Arbitrary<number>): fc.Arbitrary<RenovationInputs> {
  return fc.record({
    currentValue: num,
    kitchenRemodel: fc.boolean(),
    kitchenCost: num,
    valueIncreaseKitchenPct: num,
    bathroomRemodel: fc.boolean(),
    bathroomCost: num,
    valueIncreaseBathroomPct: num,
    otherRenovations: num,
    valueIncreaseOtherPct: num,
    financingCostsPct: num,
  });
}

export function constructionInputs(num: fc.Arbitrary<number>): fc.Arbitrary<ConstructionInputs> {
  return fc.record({
    propertyType,
    plannedSqFt: num,
    landCost: num,
    financeLand: fc.boolean(),
    landLTV: num,
    constructionCostPerSqFt: num,
    arvPerSqFt: num,
    units: num,
    monthlyRentPerUnit: num,
    softCostsPct: num,
    contingencyPct: num,
    constructionMonths: num,
    interestRate: num,
    loanProduct: loanPreference,
  });
}

/** Any deal, with numbers drawn from `num`. */
export function deal(num: fc.Arbitrary<number>): fc.Arbitrary<Deal> {
  return fc.oneof(
    landInputs(num).map((inputs): Deal => ({ kind: "land", inputs })),
    fc
      .tuple(flipInputs(num), fc.array(comp(num), { maxLength: 5 }))
      .map(([inputs, comps]): Deal => ({ kind: "flip", inputs, comps })),
    renovationInputs(num).map((inputs): Deal => ({ kind: "renovation", inputs })),
    constructionInputs(num).map((inputs): Deal => ({ kind: "construction", inputs })),
  );
}

/** Every number found anywhere inside `value` (objects and arrays, recursively). */
export function numbersIn(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(numbersIn);
  return [];
}

/** Moderate run counts: the machine is shared and the suite must stay fast. */
export const RUNS = { numRuns: 300 } as const;

/** Operating inputs of the buy-and-hold modes from `num`. */
function operatingFields(num: fc.Arbitrary<number>) {
  return {
    monthlyRent: num,
    otherMonthlyIncome: num,
    vacancyPct: num,
    propertyTaxesAnnual: num,
    insuranceAnnual: num,
    hoaMonthly: num,
    managementPct: num,
    repairsPct: num,
    capexPct: num,
    utilitiesMonthly: num,
    appreciationPct: num,
    rentGrowthPct: num,
    expenseGrowthPct: num,
    holdYears: num,
    sellingCostsPct: num,
  };
}

export function rentalInputs(num: fc.Arbitrary<number>): fc.Arbitrary<RentalInputs> {
  return fc.record({
    ...operatingFields(num),
    purchasePrice: num,
    closingCostsPct: num,
    rehabCost: num,
    loanToValuePct: num,
    interestRate: num,
    loanTermYears: num,
  });
}

export function brrrrInputs(num: fc.Arbitrary<number>): fc.Arbitrary<BrrrrInputs> {
  return fc.record({
    ...operatingFields(num),
    purchasePrice: num,
    closingCostsPct: num,
    rehabCost: num,
    purchaseLoanPct: num,
    rehabFinancedPct: num,
    purchaseInterestRate: num,
    rehabMonths: num,
    holdingCostsMonthly: num,
    afterRepairValue: num,
    refinanceLtvPct: num,
    refinanceRate: num,
    refinanceTermYears: num,
    refinanceCostsPct: num,
    seasoningMonths: num,
  });
}
