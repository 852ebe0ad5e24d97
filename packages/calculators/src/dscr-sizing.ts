/** DSCR lender sizing: the largest loan a rental's NOI supports at a target DSCR and LTV. */
import { MONTHS_PER_YEAR } from "./constants.ts";
import { mortgagePayment, monthlyRateOf, termMonths } from "./finance.ts";
import { percentOf, sanitizeAmount } from "./math.ts";
import { MAX_SHARE_PCT } from "./rental-constants.ts";
import { analyzeRental } from "./rental.ts";
import type { DscrSizing, RentalInputs } from "./rental-types.ts";

/** A lender's limits: the DSCR the NOI must cover and the highest LTV, percent of the price. */
export interface DscrTargets {
  targetDscr: number;
  maxLtvPct: number;
}

/**
 * Principal a monthly payment supports over the term (a spreadsheet's PV):
 * pmt x (1 - (1 + r)^-n) / r; pmt x n at a zero rate; pmt / r for an interest-only (0-month)
 * term; 0 at a zero rate without a term (nothing is ever repaid).
 */
export function principalForPayment(
  payment: number,
  annualRatePercent: number,
  years: number,
): number {
  const monthlyRate = monthlyRateOf(annualRatePercent);
  const months = termMonths(years);
  if (monthlyRate === 0) return payment * months;
  if (months === 0) return payment / monthlyRate;
  return (payment * (1 - (1 + monthlyRate) ** -months)) / monthlyRate;
}

/**
 * Sizes a loan for the rental's year-one NOI on its rate and term: by DSCR, the principal
 * whose monthly payment is NOI / target DSCR / 12 (no limit when the target is 0); by LTV,
 * the price x the maximum LTV. The smaller is the maximum loan ("ltv" binds on a tie). The
 * maximum price is the DSCR loan / the LTV: above it the LTV loan no longer meets the DSCR.
 */
export function sizeDscrLoan(rentalInputs: RentalInputs, targets: DscrTargets): DscrSizing {
  const rental = analyzeRental(rentalInputs);
  const { interestRate, loanTermYears, purchasePrice } = rental.inputs;
  const targetDscr = sanitizeAmount(targets.targetDscr);
  const maxLtvPct = sanitizeAmount(targets.maxLtvPct, MAX_SHARE_PCT);
  const noi = rental.noi;
  const maxLoanByLtv = percentOf(purchasePrice, maxLtvPct);
  const maxLoanByDscr =
    targetDscr > 0
      ? principalForPayment(
          Math.max(0, noi) / targetDscr / MONTHS_PER_YEAR,
          interestRate,
          loanTermYears,
        )
      : maxLoanByLtv;
  const binding = maxLoanByDscr < maxLoanByLtv ? "dscr" : "ltv";
  const maxLoan = Math.min(maxLoanByDscr, maxLoanByLtv);
  const monthlyPayment = mortgagePayment(maxLoan, interestRate, loanTermYears);
  return {
    targetDscr,
    maxLtvPct,
    noi,
    maxLoanByDscr,
    maxLoanByLtv,
    maxLoan,
    binding,
    monthlyPayment,
    dscrAtMaxLoan: monthlyPayment > 0 ? noi / (monthlyPayment * MONTHS_PER_YEAR) : null,
    maxPrice: maxLtvPct > 0 && targetDscr > 0 ? (maxLoanByDscr * 100) / maxLtvPct : null,
  };
}
