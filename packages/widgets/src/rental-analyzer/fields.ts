/**
 * The Rental Analyzer's boxes, in form order, each with its rule and its check. The engine
 * sanitizes whatever arrives (a vacancy of 140 % counts as 100 %); the checks say so to the
 * person typing, under the box, instead of silently changing the meaning.
 */
import {
  MAX_PRE_REFINANCE_MONTHS,
  MAX_RATE_PCT,
  MAX_SHARE_PCT,
  MAX_YEARS,
  type BrrrrInputs,
  type DscrTargets,
  type OperatingInputs,
  type RentalInputs,
} from "@academy/calculators";
import { DECIMAL, WHOLE_NUMBER, type NumberFieldSpec } from "../deal-analyzer/index.ts";
import { FIELD_ERRORS } from "./constants.ts";

/** A minus sign typed into a box that takes none. */
const typedNegative = (typed: string) => typed.trimStart().startsWith("-");

type Box<T> = NumberFieldSpec<T>;

function money<T>(key: Box<T>["key"], label: string, advanced = false): Box<T> {
  return {
    type: "number",
    key,
    label,
    rule: WHOLE_NUMBER,
    unit: "$",
    advanced,
    check: (_, typed) => (typedNegative(typed) ? FIELD_ERRORS.negative(label) : undefined),
  };
}

/** A share of something (vacancy, LTV, management): 0 to 100 %. */
function share<T>(key: Box<T>["key"], label: string, advanced = false): Box<T> {
  return {
    type: "number",
    key,
    label,
    rule: DECIMAL,
    unit: "%",
    advanced,
    check: (value, typed) => {
      if (typedNegative(typed)) return FIELD_ERRORS.negative(label);
      return value > MAX_SHARE_PCT ? FIELD_ERRORS.overHundred(label) : undefined;
    },
  };
}

/** An annual rate (interest, growth): 0 to 100 % a year. */
function rate<T>(key: Box<T>["key"], label: string, advanced = false): Box<T> {
  return {
    ...share<T>(key, label, advanced),
    check: (value, typed) => {
      if (typedNegative(typed)) return FIELD_ERRORS.negative(label);
      return value > MAX_RATE_PCT ? FIELD_ERRORS.rate : undefined;
    },
  };
}

function months<T>(key: Box<T>["key"], label: string): Box<T> {
  return {
    type: "number",
    key,
    label,
    rule: WHOLE_NUMBER,
    check: (value, typed) => {
      if (typedNegative(typed)) return FIELD_ERRORS.negative(label);
      return value > MAX_PRE_REFINANCE_MONTHS ? FIELD_ERRORS.months : undefined;
    },
  };
}

function term<T>(key: Box<T>["key"], label: string): Box<T> {
  return {
    type: "number",
    key,
    label,
    rule: WHOLE_NUMBER,
    check: (value) => (value > MAX_YEARS ? FIELD_ERRORS.termYears : undefined),
  };
}

/** Income, expenses, growth and sale: the same boxes in both tabs. */
const OPERATING_FIELDS: readonly Box<OperatingInputs>[] = [
  money("monthlyRent", "Monthly Rent ($)"),
  money("otherMonthlyIncome", "Other Monthly Income ($)", true),
  share("vacancyPct", "Vacancy (%)"),
  money("propertyTaxesAnnual", "Property Taxes per Year ($)"),
  money("insuranceAnnual", "Insurance per Year ($)"),
  money("hoaMonthly", "HOA per Month ($)", true),
  share("managementPct", "Management (% of rent)"),
  share("repairsPct", "Repairs (% of rent)"),
  share("capexPct", "CapEx (% of rent)"),
  money("utilitiesMonthly", "Utilities per Month ($)", true),
  rate("appreciationPct", "Appreciation (% per year)", true),
  rate("rentGrowthPct", "Rent Growth (% per year)", true),
  rate("expenseGrowthPct", "Expense Growth (% per year)", true),
  {
    type: "number",
    key: "holdYears",
    label: "Hold (years)",
    rule: WHOLE_NUMBER,
    check: (value) => (value < 1 || value > MAX_YEARS ? FIELD_ERRORS.holdYears : undefined),
  },
  share("sellingCostsPct", "Selling Costs (%)", true),
];

/**
 * The operating boxes as boxes of a mode's inputs. TypeScript treats a field spec as invariant
 * in its inputs (through the key's mapped type), but every number key of `OperatingInputs` is a
 * number key of any `T` extending it, and the callbacks only read those keys.
 */
function operatingFieldsOf<T extends OperatingInputs>(): readonly Box<T>[] {
  return OPERATING_FIELDS as unknown as readonly Box<T>[];
}

export const RENTAL_FIELDS: readonly Box<RentalInputs>[] = [
  money<RentalInputs>("purchasePrice", "Purchase Price ($)"),
  share<RentalInputs>("closingCostsPct", "Closing Costs (%)"),
  money<RentalInputs>("rehabCost", "Rehab Cost ($)"),
  share<RentalInputs>("loanToValuePct", "Loan to Value (%)"),
  rate<RentalInputs>("interestRate", "Interest Rate (%)"),
  term<RentalInputs>("loanTermYears", "Loan Term (years)"),
  ...operatingFieldsOf<RentalInputs>(),
];

export const BRRRR_FIELDS: readonly Box<BrrrrInputs>[] = [
  money<BrrrrInputs>("purchasePrice", "Purchase Price ($)"),
  share<BrrrrInputs>("closingCostsPct", "Closing Costs (%)"),
  money<BrrrrInputs>("rehabCost", "Rehab Cost ($)"),
  money<BrrrrInputs>("afterRepairValue", "After Repair Value ($)"),
  share<BrrrrInputs>("purchaseLoanPct", "Purchase Loan (% of price)"),
  share<BrrrrInputs>("rehabFinancedPct", "Rehab Financed (%)"),
  rate<BrrrrInputs>("purchaseInterestRate", "Short-Term Rate (%)"),
  months<BrrrrInputs>("rehabMonths", "Rehab Months"),
  money<BrrrrInputs>("holdingCostsMonthly", "Holding Costs per Month ($)", true),
  share<BrrrrInputs>("refinanceLtvPct", "Refinance LTV (% of ARV)"),
  rate<BrrrrInputs>("refinanceRate", "Refinance Rate (%)"),
  term<BrrrrInputs>("refinanceTermYears", "Refinance Term (years)"),
  share<BrrrrInputs>("refinanceCostsPct", "Refinance Costs (% of loan)", true),
  months<BrrrrInputs>("seasoningMonths", "Seasoning Months"),
  ...operatingFieldsOf<BrrrrInputs>(),
];

/** The lender's limits the DSCR sizing uses (rental tab). */
export const LENDER_FIELDS: readonly Box<DscrTargets>[] = [
  {
    type: "number",
    key: "targetDscr",
    label: "Target DSCR",
    rule: DECIMAL,
    check: (_, typed) => (typedNegative(typed) ? FIELD_ERRORS.negative("Target DSCR") : undefined),
  },
  share<DscrTargets>("maxLtvPct", "Lender Max LTV (%)"),
];
