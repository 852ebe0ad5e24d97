/**
 * Limits and default inputs of the buy-and-hold modes. Not in the specification (which has
 * four calculators); chosen as a typical single-family rental so the page opens on a real deal.
 */
import type { BrrrrInputs, OperatingInputs, RentalInputs } from "./rental-types.ts";

/** Hold and loan terms stop at 50 years: longer schedules are not real and cost memory. */
export const MAX_YEARS = 50;
/** Vacancy, LTVs and the operating percents cannot exceed the whole. */
export const MAX_SHARE_PCT = 100;
/** Interest and growth rates stop at 100 % a year so 50 years of growth stay finite. */
export const MAX_RATE_PCT = 100;
/** Months of rehab and seasoning stop at 10 years. */
export const MAX_PRE_REFINANCE_MONTHS = 120;
/**
 * Cash left in a BRRRR below half a cent counts as none (a return on it is "infinite"):
 * floating-point dust must not turn into a return of billions of percent.
 */
export const HALF_CENT = 0.005;
/** Lender targets the DSCR sizing opens with (notes: lenders size to 1.20-1.25, 70-80 % LTV). */
export const DEFAULT_TARGET_DSCR = 1.25;
export const DEFAULT_MAX_LTV_PCT = 75;

const operatingDefaults: OperatingInputs = {
  monthlyRent: 2_200,
  otherMonthlyIncome: 0,
  vacancyPct: 5,
  propertyTaxesAnnual: 3_000,
  insuranceAnnual: 1_200,
  hoaMonthly: 0,
  managementPct: 8,
  repairsPct: 5,
  capexPct: 5,
  utilitiesMonthly: 0,
  appreciationPct: 3,
  rentGrowthPct: 2,
  expenseGrowthPct: 2,
  holdYears: 10,
  sellingCostsPct: 6,
};

export const rentalDefaults: Readonly<RentalInputs> = Object.freeze({
  ...operatingDefaults,
  purchasePrice: 250_000,
  closingCostsPct: 3,
  rehabCost: 0,
  loanToValuePct: 75,
  interestRate: 7,
  loanTermYears: 30,
});

export const brrrrDefaults: Readonly<BrrrrInputs> = Object.freeze({
  ...operatingDefaults,
  monthlyRent: 2_100,
  propertyTaxesAnnual: 2_600,
  insuranceAnnual: 1_100,
  purchasePrice: 150_000,
  closingCostsPct: 3,
  rehabCost: 40_000,
  purchaseLoanPct: 80,
  rehabFinancedPct: 100,
  purchaseInterestRate: 10,
  rehabMonths: 4,
  holdingCostsMonthly: 350,
  afterRepairValue: 240_000,
  refinanceLtvPct: 75,
  refinanceRate: 7.25,
  refinanceTermYears: 30,
  refinanceCostsPct: 2,
  seasoningMonths: 6,
});
