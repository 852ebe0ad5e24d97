/**
 * Every number, threshold and text the spec (`spec/investor-tools.md`) gives for the
 * calculators, in one place so a reader can check them against the spec line by line.
 * Percentages are in percent units. Section numbers refer to the spec.
 */
import type {
  Badge,
  ConstructionRecommendation,
  FlipRecommendation,
  LandRecommendation,
  LoanProduct,
  LoanProductPreference,
  PropertyType,
  RenovationRecommendation,
} from "./types.ts";

/** A threshold table entry: `value` applies when the figure is at least `min`. */
export interface Tier<T> {
  readonly min: number;
  readonly value: T;
}

/** Tiers ordered from the highest `min` down, plus the value below the last tier. */
export interface TierTable<T> {
  readonly tiers: readonly Tier<T>[];
  readonly otherwise: T;
}

// ---- Package-wide limits (not in the spec; chosen so arithmetic stays finite and exact) ----

/**
 * Largest value any numeric input may take. Above this, products of four inputs could lose
 * cent precision; a trillion dollars is far beyond any real deal.
 */
export const MAX_INPUT_VALUE = 1e12;

/**
 * Smallest positive value an input may take; anything smaller is dust and becomes 0. With
 * inputs either 0 or between this and `MAX_INPUT_VALUE`, no product or ratio in any
 * calculator can overflow to Infinity.
 */
export const MIN_INPUT_VALUE = 1e-6;

/**
 * Threshold comparisons forgive this much floating-point noise (in percentage points), so a
 * margin computed as 19.999999999999996 counts as 20.
 */
export const THRESHOLD_TOLERANCE = 1e-9;

/** Default sensitivity grid steps (percent changes), the issue's -10 % to +10 %. */
export const SENSITIVITY_STEPS_PCT: readonly number[] = [-10, -5, 0, 5, 10];
/** Custom sensitivity steps are clamped to this many percent either way. */
export const SENSITIVITY_MAX_CHANGE_PCT = 50;

// ---- Section 5 and 9: input caps ----

/** Land financing is capped at 70 % LTV in the land and construction tabs. */
export const LAND_LTV_CAP_PCT = 70;

// ---- Section 9: land ----

/** Score points for the discount to market; each `over` is a strict lower bound. */
export const LAND_DISCOUNT_POINTS: readonly { readonly over: number; readonly points: number }[] = [
  { over: 20, points: 30 },
  { over: 10, points: 20 },
  { over: 0, points: 10 },
];
export const LAND_ZONING_POINTS = 35;
export const LAND_UTILITIES_POINTS = 35;

// ---- Section 9: flip ----

/** Rehab multiplier = 1 + (6 - condition) x 0.1, written in percent: 10 % per step from 6. */
export const CONDITION_PIVOT = 6;
export const CONDITION_STEP_PCT = 10;
export const CONDITION_MIN = 1;
export const CONDITION_MAX = 10;
/** Carrying costs (taxes, insurance) of 1.5 % of the price per year, prorated by month. */
export const CARRYING_COST_ANNUAL_PCT = 1.5;
export const MONTHS_PER_YEAR = 12;
/** The 70 % rule: max price = 70 % of ARV minus rehab. */
export const SEVENTY_PERCENT_RULE_PCT = 70;
/** Worst case: the property sells at 90 % of ARV (a 10 % drop). */
export const WORST_CASE_ARV_PCT = 90;
/** A flip loan cannot exceed the purchase price. */
export const FLIP_LTV_CAP_PCT = 100;

/** Comps adjustments: the subject is compared with the comps' average beds and baths. */
export const COMP_ADJUSTMENT_TOLERANCE = 0.5;
export const BEDROOM_BELOW_FACTOR = 0.95;
export const BEDROOM_ABOVE_FACTOR = 1.05;
export const BATHROOM_BELOW_FACTOR = 0.93;
export const BATHROOM_ABOVE_FACTOR = 1.03;
/** Defaults of a new comp row (section 3). */
export const COMP_DEFAULT_BEDROOMS = 3;
export const COMP_DEFAULT_BATHROOMS = 2;

// ---- Section 9: new construction ----

/** Units by type: duplex 2, triplex 3, quadplex 4, other 1. */
export const UNITS_BY_PROPERTY_TYPE: Readonly<Record<PropertyType, number>> = {
  "single-family": 1,
  duplex: 2,
  triplex: 3,
  quadplex: 4,
  townhouse: 1,
  condo: 1,
};
/**
 * Types whose unit count comes from the Units input (at least 1). Duplex, triplex and
 * quadplex are fixed by type and single-family is 1; the spec's "other 1" is the Units
 * input's default.
 */
export const UNITS_FROM_INPUT_TYPES: readonly PropertyType[] = ["townhouse", "condo"];
/** Construction loans are drawn over time: interest accrues on a 50 % average balance. */
export const AVERAGE_LOAN_BALANCE_PCT = 50;
/** Worst case: total cost times 1.1 (a 10 % overrun). */
export const COST_OVERRUN_PCT = 10;
/**
 * Not in the spec (issue #50): the share of gross rent a NOI-based cap rate sets aside for
 * operating expenses and vacancy, by the investors' "50% rule". The spec's Estimated Cap Rate
 * stays gross rent over value; this one sits beside it, labelled, as a first estimate before a
 * full rental analysis.
 */
export const NOI_EXPENSE_RATIO_PCT = 50;

/** What a loan product lends against and how much. */
export interface LoanProductRule {
  readonly basis: "constructionCosts" | "arv";
  readonly pct: number;
  /** The product is only offered when the profit margin is at least this (percent). */
  readonly minMarginPct: number | null;
}

export const LOAN_PRODUCT_RULES: Readonly<Record<LoanProduct, LoanProductRule>> = {
  "ltc-90": { basis: "constructionCosts", pct: 90, minMarginPct: null },
  "ltc-100": { basis: "constructionCosts", pct: 100, minMarginPct: 20 },
  "ltarv-75": { basis: "arv", pct: 75, minMarginPct: null },
};

/** Order in which products are listed and tie-broken. */
export const LOAN_PRODUCTS: readonly LoanProduct[] = ["ltc-90", "ltc-100", "ltarv-75"];

/** The preference select's labels (section 2). */
export const LOAN_PRODUCT_LABELS: Readonly<Record<LoanProductPreference, string>> = {
  best: "Best Option (Max Loan/Min Cash)",
  "ltc-90": "90% LTC",
  "ltc-100": "100% LTC (High Margin)",
  "ltarv-75": "75% LTARV",
};

/** The spec's other name for the 100 % LTC product. */
export const LTC_100_NICKNAME = "Texas 2-Step";

/** Property type select labels (section 2 lists them as words; capitalisation is ours). */
export const PROPERTY_TYPE_LABELS: Readonly<Record<PropertyType, string>> = {
  "single-family": "Single-Family",
  duplex: "Duplex (2 units)",
  triplex: "Triplex (3 units)",
  quadplex: "Quadplex (4 units)",
  townhouse: "Townhouse",
  condo: "Condo",
};

/** Select order of the construction property types (section 2). */
export const PROPERTY_TYPES: readonly PropertyType[] = [
  "single-family",
  "duplex",
  "triplex",
  "quadplex",
  "townhouse",
  "condo",
];

// ---- Section 4: badges and recommendation texts ----

export const LAND_BADGES: TierTable<Badge> = {
  tiers: [
    { min: 70, value: "green" },
    { min: 50, value: "yellow" },
  ],
  otherwise: "red",
};
export const LAND_RECOMMENDATIONS: TierTable<LandRecommendation> = {
  tiers: [
    { min: 70, value: "Strong Buy" },
    { min: 50, value: "Good Deal" },
    { min: 30, value: "Fair Deal" },
  ],
  otherwise: "Pass",
};

export const FLIP_BADGES: TierTable<Badge> = {
  tiers: [
    { min: 20, value: "green" },
    { min: 10, value: "yellow" },
  ],
  otherwise: "red",
};
export const FLIP_RECOMMENDATIONS: TierTable<FlipRecommendation> = {
  tiers: [
    { min: 20, value: "Excellent Deal" },
    { min: 15, value: "Good Deal" },
    { min: 10, value: "Marginal" },
  ],
  otherwise: "Pass",
};

export const RENOVATION_BADGES: TierTable<Badge> = {
  tiers: [
    { min: 50, value: "green" },
    { min: 30, value: "yellow" },
  ],
  otherwise: "red",
};
export const RENOVATION_RECOMMENDATIONS: TierTable<RenovationRecommendation> = {
  tiers: [
    { min: 70, value: "Highly Profitable" },
    { min: 50, value: "Good Investment" },
    { min: 30, value: "Fair" },
  ],
  otherwise: "Not Recommended",
};

export const CONSTRUCTION_BADGES: TierTable<Badge> = {
  tiers: [
    { min: 20, value: "green" },
    { min: 15, value: "yellow" },
  ],
  otherwise: "red",
};
export const CONSTRUCTION_RECOMMENDATIONS: TierTable<ConstructionRecommendation> = {
  tiers: [
    { min: 25, value: "Excellent Project" },
    { min: 20, value: "Good Project" },
    { min: 15, value: "Marginal" },
  ],
  otherwise: "Pass",
};

/**
 * Section 4's note: the profit-margin figure itself is shown green at or above these values
 * (flip margin, construction margin, renovation ROI), independently of the badge.
 */
export const FIGURE_GREEN_AT: Readonly<Record<"flip" | "construction" | "renovation", number>> = {
  flip: 15,
  construction: 20,
  renovation: 50,
};

// ---- Section 3: default inputs (in their own file, listed here with the other constants) ----

export {
  constructionDefaults,
  flipDefaults,
  landDefaults,
  renovationDefaults,
} from "./defaults.ts";
