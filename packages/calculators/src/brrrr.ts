/**
 * BRRRR: buy and rehab on a short-term loan, rent, refinance at a share of the after-repair
 * value, and hold. The refinance pays off the short-term loan; what it returns beyond that
 * is the cash recovered, and what the investor still has in is the cash left in the deal.
 */
import { MONTHS_PER_YEAR } from "./constants.ts";
import { loanInterest, percentOf, ratioPct, sanitizeAmount } from "./math.ts";
import {
  HALF_CENT,
  MAX_PRE_REFINANCE_MONTHS,
  MAX_RATE_PCT,
  MAX_SHARE_PCT,
} from "./rental-constants.ts";
import {
  analyzeHold,
  operatingYear,
  sanitizeOperatingInputs,
  sanitizeYears,
} from "./rental-hold.ts";
import type { BrrrrInputs, BrrrrResults } from "./rental-types.ts";

/** Coerces every field: shares and rates to 0-100 %, months to 0-120, the term to 0-50 years. */
export function sanitizeBrrrrInputs(inputs: BrrrrInputs): BrrrrInputs {
  return {
    ...sanitizeOperatingInputs(inputs),
    purchasePrice: sanitizeAmount(inputs.purchasePrice),
    closingCostsPct: sanitizeAmount(inputs.closingCostsPct, MAX_SHARE_PCT),
    rehabCost: sanitizeAmount(inputs.rehabCost),
    purchaseLoanPct: sanitizeAmount(inputs.purchaseLoanPct, MAX_SHARE_PCT),
    rehabFinancedPct: sanitizeAmount(inputs.rehabFinancedPct, MAX_SHARE_PCT),
    purchaseInterestRate: sanitizeAmount(inputs.purchaseInterestRate, MAX_RATE_PCT),
    rehabMonths: sanitizeAmount(inputs.rehabMonths, MAX_PRE_REFINANCE_MONTHS),
    holdingCostsMonthly: sanitizeAmount(inputs.holdingCostsMonthly),
    afterRepairValue: sanitizeAmount(inputs.afterRepairValue),
    refinanceLtvPct: sanitizeAmount(inputs.refinanceLtvPct, MAX_SHARE_PCT),
    refinanceRate: sanitizeAmount(inputs.refinanceRate, MAX_RATE_PCT),
    refinanceTermYears: sanitizeYears(inputs.refinanceTermYears, 0),
    refinanceCostsPct: sanitizeAmount(inputs.refinanceCostsPct, MAX_SHARE_PCT),
    seasoningMonths: sanitizeAmount(inputs.seasoningMonths, MAX_PRE_REFINANCE_MONTHS),
  };
}

/** The short-term loan, dollars = price x purchase loan % + rehab x rehab financed %. */
export function brrrrPurchaseLoan(inputs: BrrrrInputs): number {
  return (
    percentOf(inputs.purchasePrice, inputs.purchaseLoanPct) +
    percentOf(inputs.rehabCost, inputs.rehabFinancedPct)
  );
}

/**
 * Analyses a BRRRR. The short-term loan is interest-only from the purchase (rehab draws
 * included) to the refinance, which comes after the rehab or the lender's seasoning, whichever
 * is later; months between the two are let, at year one's NOI. The hold and its projection
 * start at the refinance, with the ARV as the value and the cash left in the deal as year 0's
 * investment. Money in dollars, rates in percent, `outcome.irr` a fraction.
 */
export function analyzeBrrrr(rawInputs: BrrrrInputs): BrrrrResults {
  const inputs = sanitizeBrrrrInputs(rawInputs);
  const closingCosts = percentOf(inputs.purchasePrice, inputs.closingCostsPct);
  const purchaseLoan = brrrrPurchaseLoan(inputs);
  const refinanceMonth = Math.max(inputs.rehabMonths, inputs.seasoningMonths);
  const purchaseLoanInterest = loanInterest(
    purchaseLoan,
    inputs.purchaseInterestRate,
    refinanceMonth,
  );
  const holdingCosts = inputs.holdingCostsMonthly * inputs.rehabMonths;
  const rentBeforeRefinance =
    (operatingYear(inputs).noi * (refinanceMonth - inputs.rehabMonths)) / MONTHS_PER_YEAR;
  const cashBeforeRefinance =
    inputs.purchasePrice +
    closingCosts +
    inputs.rehabCost -
    purchaseLoan +
    purchaseLoanInterest +
    holdingCosts -
    rentBeforeRefinance;
  const refinanceLoan = percentOf(inputs.afterRepairValue, inputs.refinanceLtvPct);
  const refinanceCosts = percentOf(refinanceLoan, inputs.refinanceCostsPct);
  const refinanceProceeds = refinanceLoan - refinanceCosts - purchaseLoan;
  const totalCashInvested = cashBeforeRefinance + Math.max(0, -refinanceProceeds);
  const cashRecovered = Math.max(0, refinanceProceeds);
  const cashLeftInDeal = totalCashInvested - cashRecovered;
  const hold = analyzeHold({
    inputs,
    startValue: inputs.afterRepairValue,
    loan: {
      amount: refinanceLoan,
      rate: inputs.refinanceRate,
      termYears: inputs.refinanceTermYears,
    },
    cashIn: cashLeftInDeal,
  });
  return {
    kind: "brrrr",
    inputs,
    ...hold,
    closingCosts,
    purchaseLoan,
    refinanceMonth,
    purchaseLoanInterest,
    holdingCosts,
    rentBeforeRefinance,
    cashBeforeRefinance,
    refinanceLoan,
    refinanceCosts,
    refinanceProceeds,
    totalCashInvested,
    cashRecovered,
    cashLeftInDeal,
    returnOnCashLeft:
      cashLeftInDeal >= HALF_CENT ? ratioPct(hold.annualCashFlow, cashLeftInDeal) : null,
    capRate: ratioPct(hold.noi, inputs.afterRepairValue),
  };
}
