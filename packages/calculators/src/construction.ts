/** New Construction calculator (spec sections 3, 4 and 9). */
import {
  AVERAGE_LOAN_BALANCE_PCT,
  CONSTRUCTION_BADGES,
  CONSTRUCTION_RECOMMENDATIONS,
  COST_OVERRUN_PCT,
  LAND_LTV_CAP_PCT,
  LOAN_PRODUCT_LABELS,
  LOAN_PRODUCT_RULES,
  LOAN_PRODUCTS,
  MONTHS_PER_YEAR,
  NOI_EXPENSE_RATIO_PCT,
  PROPERTY_TYPES,
  UNITS_BY_PROPERTY_TYPE,
  UNITS_FROM_INPUT_TYPES,
} from "./constants.ts";
import {
  applyChange,
  isAtLeast,
  loanInterest,
  percentOf,
  ratioPct,
  sanitizeAmount,
  sanitizeChoice,
  sanitizeFlag,
} from "./math.ts";
import { rate } from "./rating.ts";
import type {
  ConstructionInputs,
  ConstructionResults,
  LoanProduct,
  LoanProductOption,
  LoanProductPreference,
  PropertyType,
  SelectedLoan,
} from "./types.ts";

/** Coerces every field to the spec's domain; the land LTV is capped at 70 %. */
export function sanitizeConstructionInputs(inputs: ConstructionInputs): ConstructionInputs {
  return {
    propertyType: sanitizeChoice(inputs.propertyType, PROPERTY_TYPES, "single-family"),
    plannedSqFt: sanitizeAmount(inputs.plannedSqFt),
    landCost: sanitizeAmount(inputs.landCost),
    financeLand: sanitizeFlag(inputs.financeLand),
    landLTV: sanitizeAmount(inputs.landLTV, LAND_LTV_CAP_PCT),
    constructionCostPerSqFt: sanitizeAmount(inputs.constructionCostPerSqFt),
    arvPerSqFt: sanitizeAmount(inputs.arvPerSqFt),
    units: sanitizeAmount(inputs.units),
    monthlyRentPerUnit: sanitizeAmount(inputs.monthlyRentPerUnit),
    softCostsPct: sanitizeAmount(inputs.softCostsPct),
    contingencyPct: sanitizeAmount(inputs.contingencyPct),
    constructionMonths: sanitizeAmount(inputs.constructionMonths),
    interestRate: sanitizeAmount(inputs.interestRate),
    loanProduct: sanitizeChoice<LoanProductPreference>(
      inputs.loanProduct,
      ["best", ...LOAN_PRODUCTS],
      "best",
    ),
  };
}

/**
 * Units built: duplex 2, triplex 3, quadplex 4, single-family 1; townhouse and condo take the
 * Units input, truncated to a whole number and at least 1.
 */
export function constructionUnits(propertyType: PropertyType, unitsInput: number): number {
  return UNITS_FROM_INPUT_TYPES.includes(propertyType)
    ? Math.max(1, Math.trunc(unitsInput))
    : UNITS_BY_PROPERTY_TYPE[propertyType];
}

/**
 * Interest during construction, dollars: the construction costs are drawn evenly, so their
 * average balance is 50 %; a financed land loan is outstanding in full for the whole build.
 */
export function interestDuringConstruction(
  constructionCosts: number,
  landLoanAmount: number,
  annualRatePct: number,
  months: number,
): number {
  const averageBalance = percentOf(constructionCosts, AVERAGE_LOAN_BALANCE_PCT) + landLoanAmount;
  return loanInterest(averageBalance, annualRatePct, months);
}

/** Gross annual rent, dollars = units x monthly rent x 12; 0 for a single-family build. */
export function annualRentalIncome(
  propertyType: PropertyType,
  units: number,
  monthlyRentPerUnit: number,
): number {
  return propertyType === "single-family" ? 0 : units * monthlyRentPerUnit * MONTHS_PER_YEAR;
}

/**
 * Net operating income estimated by the 50% rule, dollars = gross rent x (1 - 50 %): what a
 * NOI-based cap rate divides by value (not in the spec; issue #50).
 */
export function noiOf(grossAnnualRent: number): number {
  return grossAnnualRent - percentOf(grossAnnualRent, NOI_EXPENSE_RATIO_PCT);
}

/** Figures a loan product is computed from (dollars, margin in percent). */
export interface LoanBasis {
  constructionCosts: number;
  arv: number;
  landEquity: number;
  interest: number;
  profitMargin: number;
}

/**
 * One loan product: loan = its percent of construction costs (LTC) or of ARV (LTARV); cash
 * needed = land equity + construction costs - loan + interest (the project cost the loans do
 * not cover); eligible unless its minimum margin is not met.
 */
export function loanProductOption(product: LoanProduct, basis: LoanBasis): LoanProductOption {
  const rule = LOAN_PRODUCT_RULES[product];
  const loanAmount = percentOf(
    rule.basis === "arv" ? basis.arv : basis.constructionCosts,
    rule.pct,
  );
  return {
    product,
    label: LOAN_PRODUCT_LABELS[product],
    loanAmount,
    // Grouped so LTC products are exactly non-negative: construction costs >= their share.
    cashNeeded: basis.landEquity + (basis.constructionCosts - loanAmount) + basis.interest,
    eligible: rule.minMarginPct === null || isAtLeast(basis.profitMargin, rule.minMarginPct),
  };
}

/**
 * The loan applied: the preferred product if eligible, else the best one, i.e. the eligible
 * product with non-negative cash needed and the largest loan (ties go to the first listed).
 * 90 % LTC always qualifies, so there always is a best product.
 */
export function selectLoan(
  options: Readonly<Record<LoanProduct, LoanProductOption>>,
  preference: LoanProductPreference,
): LoanProductOption {
  if (preference !== "best" && options[preference].eligible) return options[preference];
  return LOAN_PRODUCTS.map((product) => options[product]).reduce((best, option) =>
    option.eligible && option.cashNeeded >= 0 && option.loanAmount > best.loanAmount
      ? option
      : best,
  );
}

/**
 * Analyses a ground-up build. Money in dollars; margins, cap rate and ROI in percent. Never
 * throws and never returns NaN or Infinity.
 */
export function analyzeConstruction(rawInputs: ConstructionInputs): ConstructionResults {
  const inputs = sanitizeConstructionInputs(rawInputs);
  const { landCost, propertyType } = inputs;
  const units = constructionUnits(propertyType, inputs.units);
  const hardCosts = inputs.constructionCostPerSqFt * inputs.plannedSqFt;
  const softCosts = percentOf(hardCosts, inputs.softCostsPct);
  const contingency = percentOf(hardCosts + softCosts, inputs.contingencyPct);
  const constructionCosts = hardCosts + softCosts + contingency;
  const landLoanAmount = inputs.financeLand ? percentOf(landCost, inputs.landLTV) : 0;
  const landEquity = landCost - landLoanAmount;
  const interest = interestDuringConstruction(
    constructionCosts,
    landLoanAmount,
    inputs.interestRate,
    inputs.constructionMonths,
  );
  const totalCosts = constructionCosts + interest;
  const totalProjectCost = landCost + totalCosts;
  const arv = inputs.arvPerSqFt * inputs.plannedSqFt;
  const profit = arv - totalProjectCost;
  const profitMargin = ratioPct(profit, arv);
  const basis: LoanBasis = { constructionCosts, arv, landEquity, interest, profitMargin };
  const byProduct: Record<LoanProduct, LoanProductOption> = {
    "ltc-90": loanProductOption("ltc-90", basis),
    "ltc-100": loanProductOption("ltc-100", basis),
    "ltarv-75": loanProductOption("ltarv-75", basis),
  };
  const chosen = selectLoan(byProduct, inputs.loanProduct);
  const selectedLoan: SelectedLoan = {
    product: chosen.product,
    loanAmount: chosen.loanAmount,
    cashNeeded: chosen.cashNeeded,
  };
  const rent = annualRentalIncome(propertyType, units, inputs.monthlyRentPerUnit);
  const overrunProfit = arv - applyChange(totalProjectCost, COST_OVERRUN_PCT);
  return {
    kind: "construction",
    inputs,
    units,
    hardCosts,
    softCosts,
    contingency,
    constructionCosts,
    landCost,
    landLoanAmount,
    landEquity,
    interestDuringConstruction: interest,
    totalProjectCost,
    totalCosts,
    arv,
    annualRentalIncome: rent,
    capRate: ratioPct(rent, arv),
    noiCapRate: ratioPct(noiOf(rent), arv),
    profit,
    profitMargin,
    selectedLoan,
    allLoanProducts: LOAN_PRODUCTS.map((product) => byProduct[product]),
    cashNeeded: selectedLoan.cashNeeded,
    roi: ratioPct(profit, selectedLoan.cashNeeded),
    overrunProfit,
    overrunMargin: ratioPct(overrunProfit, arv),
    recommendation: rate(profitMargin, CONSTRUCTION_RECOMMENDATIONS),
    badge: rate(profitMargin, CONSTRUCTION_BADGES),
  };
}
