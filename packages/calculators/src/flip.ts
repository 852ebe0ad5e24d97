/** House Flip calculator (spec sections 3, 4 and 9). */
import {
  CARRYING_COST_ANNUAL_PCT,
  CONDITION_MAX,
  CONDITION_MIN,
  CONDITION_PIVOT,
  CONDITION_STEP_PCT,
  FLIP_BADGES,
  FLIP_LTV_CAP_PCT,
  FLIP_RECOMMENDATIONS,
  MONTHS_PER_YEAR,
  PROPERTY_TYPES,
  SEVENTY_PERCENT_RULE_PCT,
  WORST_CASE_ARV_PCT,
} from "./constants.ts";
import { EMPTY_COMPS_SUMMARY, summarizeComps } from "./comps.ts";
import {
  loanInterest,
  percentOf,
  ratioPct,
  sanitizeAmount,
  sanitizeChoice,
  sanitizeFlag,
  sanitizeText,
} from "./math.ts";
import { rate } from "./rating.ts";
import type { Comp, CompsSummary, FlipInputs, FlipResults } from "./types.ts";

/**
 * Coerces every field to the spec's domain. The condition is clamped to its 1-10 scale (an
 * empty box, 0, counts as 1, the worst and most conservative condition) and the LTV to 100 %.
 */
export function sanitizeFlipInputs(inputs: FlipInputs): FlipInputs {
  return {
    address: sanitizeText(inputs.address),
    zipCode: sanitizeText(inputs.zipCode),
    useComps: sanitizeFlag(inputs.useComps),
    purchasePrice: sanitizeAmount(inputs.purchasePrice),
    squareFootage: sanitizeAmount(inputs.squareFootage),
    propertyType: sanitizeChoice(inputs.propertyType, PROPERTY_TYPES, "single-family"),
    bedrooms: sanitizeAmount(inputs.bedrooms),
    bathrooms: sanitizeAmount(inputs.bathrooms),
    currentCondition: Math.max(
      CONDITION_MIN,
      sanitizeAmount(inputs.currentCondition, CONDITION_MAX),
    ),
    rehabBudget: sanitizeAmount(inputs.rehabBudget),
    arvPerSqFt: sanitizeAmount(inputs.arvPerSqFt),
    loanToValuePct: sanitizeAmount(inputs.loanToValuePct, FLIP_LTV_CAP_PCT),
    interestRate: sanitizeAmount(inputs.interestRate),
    holdingMonths: sanitizeAmount(inputs.holdingMonths),
    contingencyPct: sanitizeAmount(inputs.contingencyPct),
    closingCostsPct: sanitizeAmount(inputs.closingCostsPct),
  };
}

/** Rehab multiplier in percent = (1 + (6 - condition) x 0.1) x 100: 150 at 1, 60 at 10. */
export function rehabMultiplierPct(condition: number): number {
  return 100 + (CONDITION_PIVOT - condition) * CONDITION_STEP_PCT;
}

/** Rehab plus contingency, dollars = budget x multiplier x (1 + contingency percent). */
export function flipTotalRehabCost(
  rehabBudget: number,
  condition: number,
  contingencyPct: number,
): number {
  const adjusted = percentOf(rehabBudget, rehabMultiplierPct(condition));
  return adjusted + percentOf(adjusted, contingencyPct);
}

/** Purchase loan, dollars = purchase price x LTV percent (rehab is paid in cash). */
export function flipLoanAmount(purchasePrice: number, loanToValuePct: number): number {
  return percentOf(purchasePrice, loanToValuePct);
}

/** Taxes and insurance while holding, dollars = price x 1.5 % / 12 x months. */
export function flipCarryingCosts(purchasePrice: number, months: number): number {
  return (purchasePrice * CARRYING_COST_ANNUAL_PCT * months) / (100 * MONTHS_PER_YEAR);
}

/** Maximum purchase price by the 70 % rule, dollars = 70 % of ARV - rehab (with contingency). */
export function seventyPercentRuleMaxPrice(arv: number, totalRehabCost: number): number {
  return percentOf(arv, SEVENTY_PERCENT_RULE_PCT) - totalRehabCost;
}

/**
 * The ARV per square foot to use: the adjusted comps median when comps are on and at least
 * one is valid, else the manual figure.
 */
export function effectiveArvPerSqFt(
  inputs: FlipInputs,
  comps: readonly Comp[],
): { arvPerSqFt: number; compsSummary: CompsSummary } {
  const summary = inputs.useComps
    ? summarizeComps(comps, inputs.bedrooms, inputs.bathrooms)
    : { ...EMPTY_COMPS_SUMMARY };
  return {
    arvPerSqFt: summary.compsUsed > 0 ? summary.medianPricePerSqFt : inputs.arvPerSqFt,
    compsSummary: summary,
  };
}

/**
 * Analyses a flip. Money in dollars; `profitMargin` (of ARV) and `cashOnCashReturn` in
 * percent. `comps` only matter when `inputs.useComps` is on. Never throws and never returns
 * NaN or Infinity.
 */
export function analyzeFlip(rawInputs: FlipInputs, comps: readonly Comp[] = []): FlipResults {
  const inputs = sanitizeFlipInputs(rawInputs);
  const { purchasePrice, holdingMonths, closingCostsPct } = inputs;
  const { arvPerSqFt, compsSummary } = effectiveArvPerSqFt(inputs, comps);
  const arv = arvPerSqFt * inputs.squareFootage;
  const totalRehabCost = flipTotalRehabCost(
    inputs.rehabBudget,
    inputs.currentCondition,
    inputs.contingencyPct,
  );
  const loan = flipLoanAmount(purchasePrice, inputs.loanToValuePct);
  const holdingCosts =
    loanInterest(loan, inputs.interestRate, holdingMonths) +
    flipCarryingCosts(purchasePrice, holdingMonths);
  const closingCosts = percentOf(arv, closingCostsPct);
  const costsBeforeSale = purchasePrice + totalRehabCost + holdingCosts;
  const allInCost = costsBeforeSale + closingCosts;
  const profit = arv - allInCost;
  const profitMargin = ratioPct(profit, arv);
  const seventyPercentRule = seventyPercentRuleMaxPrice(arv, totalRehabCost);
  // Selling costs are a percent of the actual sale, so they shrink with the 10 % drop too.
  const worstSale = percentOf(arv, WORST_CASE_ARV_PCT);
  const worstCaseProfit = worstSale - costsBeforeSale - percentOf(worstSale, closingCostsPct);
  // Selling costs come out of the sale proceeds, so the investor funds everything else.
  const cashNeeded = purchasePrice - loan + totalRehabCost + holdingCosts;
  return {
    kind: "flip",
    inputs,
    arv,
    allInCost,
    profit,
    profitMargin,
    effectiveARVperSqFt: arvPerSqFt,
    seventyPercentRule,
    meetsRule: purchasePrice <= seventyPercentRule,
    cashOnCashReturn: ratioPct(profit, cashNeeded),
    cashNeeded,
    totalRehabCost,
    holdingCosts,
    closingCosts,
    worstCaseProfit,
    recommendation: rate(profitMargin, FLIP_RECOMMENDATIONS),
    badge: rate(profitMargin, FLIP_BADGES),
    compsSummary,
  };
}
