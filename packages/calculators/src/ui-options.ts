/**
 * Data the Deal Analyzer widget drives its controls from, so labels, units and input rules
 * live beside the maths they belong to.
 */
import {
  LAND_LTV_CAP_PCT,
  LOAN_PRODUCT_LABELS,
  LOAN_PRODUCTS,
  LTC_100_NICKNAME,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  UNITS_BY_PROPERTY_TYPE,
  UNITS_FROM_INPUT_TYPES,
  CONDITION_MAX,
} from "./constants.ts";
import type { NumericFieldRule } from "./parse.ts";
import type {
  Comp,
  ConstructionInputs,
  FlipInputs,
  LandInputs,
  LoanProductPreference,
  PropertyType,
  RenovationInputs,
} from "./types.ts";

/** One entry of the construction Property Type select. */
export interface PropertyTypeOption {
  value: PropertyType;
  label: string;
  /** Units the type implies (the Units input's starting value for townhouse and condo). */
  defaultUnits: number;
  /** Whether the Units input is editable and used (townhouse, condo). */
  unitsFromInput: boolean;
  /** Whether Units and Monthly Rent / Unit are shown (every type but single-family). */
  showsRentalInputs: boolean;
}

/** The construction Property Type select, in the spec's order. */
export const CONSTRUCTION_PROPERTY_TYPE_OPTIONS: readonly PropertyTypeOption[] = PROPERTY_TYPES.map(
  (value) => ({
    value,
    label: PROPERTY_TYPE_LABELS[value],
    defaultUnits: UNITS_BY_PROPERTY_TYPE[value],
    unitsFromInput: UNITS_FROM_INPUT_TYPES.includes(value),
    showsRentalInputs: value !== "single-family",
  }),
);

/** One entry of the Loan Product Preference select. */
export interface LoanProductPreferenceOption {
  value: LoanProductPreference;
  label: string;
  /** Another name the product is known by ("Texas 2-Step" for 100 % LTC). */
  nickname: string | null;
}

/** The Loan Product Preference select, with the spec's labels. */
export const LOAN_PRODUCT_OPTIONS: readonly LoanProductPreferenceOption[] = (
  ["best", ...LOAN_PRODUCTS] as const
).map((value) => ({
  value,
  label: LOAN_PRODUCT_LABELS[value],
  nickname: value === "ltc-100" ? LTC_100_NICKNAME : null,
}));

/** The keys of `T` whose values are numbers. */
export type NumericField<T> = { [K in keyof T]-?: T[K] extends number ? K : never }[keyof T];

/** How each numeric box of one form is parsed (pass the rule to `parseNumericInput`). */
export type FieldRules<T> = Readonly<Record<NumericField<T>, Readonly<NumericFieldRule>>>;

const INTEGER = { integer: true } as const;
const DECIMAL = {} as const;
const LAND_LTV = { max: LAND_LTV_CAP_PCT } as const;

/**
 * Which numeric inputs are integer-only (prices, square feet, bedrooms, units, months) and
 * which are capped (land LTV at 70 in the land and construction tabs, condition at 10).
 */
export const NUMERIC_FIELD_RULES: {
  land: FieldRules<LandInputs>;
  flip: FieldRules<FlipInputs>;
  comp: FieldRules<Omit<Comp, "pricePerSqFt">>;
  renovation: FieldRules<RenovationInputs>;
  construction: FieldRules<ConstructionInputs>;
} = {
  land: {
    purchasePrice: INTEGER,
    lotSizeAcres: DECIMAL,
    avgPricePerAcre: INTEGER,
    landLTV: LAND_LTV,
    transactionCostsPct: DECIMAL,
  },
  flip: {
    purchasePrice: INTEGER,
    squareFootage: INTEGER,
    bedrooms: INTEGER,
    // Half baths are common, so bathrooms take decimals.
    bathrooms: DECIMAL,
    currentCondition: { integer: true, max: CONDITION_MAX },
    rehabBudget: INTEGER,
    arvPerSqFt: DECIMAL,
    loanToValuePct: DECIMAL,
    interestRate: DECIMAL,
    holdingMonths: INTEGER,
    contingencyPct: DECIMAL,
    closingCostsPct: DECIMAL,
  },
  comp: {
    price: INTEGER,
    squareFootage: INTEGER,
    bedrooms: INTEGER,
    bathrooms: DECIMAL,
  },
  renovation: {
    currentValue: INTEGER,
    kitchenCost: INTEGER,
    valueIncreaseKitchenPct: DECIMAL,
    bathroomCost: INTEGER,
    valueIncreaseBathroomPct: DECIMAL,
    otherRenovations: INTEGER,
    valueIncreaseOtherPct: DECIMAL,
    financingCostsPct: DECIMAL,
  },
  construction: {
    plannedSqFt: INTEGER,
    landCost: INTEGER,
    landLTV: LAND_LTV,
    constructionCostPerSqFt: DECIMAL,
    arvPerSqFt: DECIMAL,
    units: INTEGER,
    monthlyRentPerUnit: INTEGER,
    softCostsPct: DECIMAL,
    contingencyPct: DECIMAL,
    constructionMonths: INTEGER,
    interestRate: DECIMAL,
  },
};
