/** Rental (buy and hold): year-one returns and a projection to a sale. */
import { percentOf, ratioPct, sanitizeAmount } from "./math.ts";
import { MAX_RATE_PCT, MAX_SHARE_PCT } from "./rental-constants.ts";
import { analyzeHold, sanitizeOperatingInputs, sanitizeYears } from "./rental-hold.ts";
import type { RentalInputs, RentalResults } from "./rental-types.ts";

/** Coerces every field: LTV to 0-100 %, rate to 0-100 %, the term to 0-50 whole years. */
export function sanitizeRentalInputs(inputs: RentalInputs): RentalInputs {
  return {
    ...sanitizeOperatingInputs(inputs),
    purchasePrice: sanitizeAmount(inputs.purchasePrice),
    closingCostsPct: sanitizeAmount(inputs.closingCostsPct, MAX_SHARE_PCT),
    rehabCost: sanitizeAmount(inputs.rehabCost),
    loanToValuePct: sanitizeAmount(inputs.loanToValuePct, MAX_SHARE_PCT),
    interestRate: sanitizeAmount(inputs.interestRate, MAX_RATE_PCT),
    loanTermYears: sanitizeYears(inputs.loanTermYears, 0),
  };
}

/**
 * Analyses a rental bought with one amortising loan. Money in dollars, `capRate` and
 * `cashOnCash` in percent, `outcome.irr` a fraction. Never throws and never returns NaN or
 * Infinity (ratios without a denominator are 0, or `null` where the result says so).
 */
export function analyzeRental(rawInputs: RentalInputs): RentalResults {
  const inputs = sanitizeRentalInputs(rawInputs);
  const loanAmount = percentOf(inputs.purchasePrice, inputs.loanToValuePct);
  const closingCosts = percentOf(inputs.purchasePrice, inputs.closingCostsPct);
  const downPayment = inputs.purchasePrice - loanAmount;
  const cashInvested = downPayment + closingCosts + inputs.rehabCost;
  const hold = analyzeHold({
    inputs,
    startValue: inputs.purchasePrice,
    loan: { amount: loanAmount, rate: inputs.interestRate, termYears: inputs.loanTermYears },
    cashIn: cashInvested,
  });
  return {
    kind: "rental",
    inputs,
    ...hold,
    closingCosts,
    downPayment,
    cashInvested,
    capRate: ratioPct(hold.noi, inputs.purchasePrice),
    cashOnCash: ratioPct(hold.annualCashFlow, cashInvested),
  };
}
