/**
 * Data the Deal Analyzer widget drives its selects from, so option labels live beside the
 * maths they belong to. (Each input box's label and rule live in the widget's field table.)
 */
import {
  LOAN_PRODUCT_LABELS,
  LOAN_PRODUCTS,
  LTC_100_NICKNAME,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  UNITS_BY_PROPERTY_TYPE,
  UNITS_FROM_INPUT_TYPES,
} from "./constants.ts";
import type { LoanProductPreference, PropertyType } from "./types.ts";

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
