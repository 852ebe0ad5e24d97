/** The reverse solve of a rental: the highest price that still meets a cash-flow, CoC or DSCR target. */
import { highestWholeDollar, type MaxOfferResult } from "./max-offer.ts";
import { isAtLeast, sanitizeAmount } from "./math.ts";
import { analyzeRental } from "./rental.ts";
import type { RentalInputs, RentalResults } from "./rental-types.ts";

/** What a rental's offer must keep: monthly cash flow (dollars), cash-on-cash (percent) or DSCR. */
export type RentalTargetMetric = "monthlyCashFlow" | "cashOnCash" | "dscr";

export interface RentalMaxOfferRequest {
  inputs: RentalInputs;
  metric: RentalTargetMetric;
  /** At least 0: dollars a month, percent, or a ratio such as 1.25. */
  target: number;
}

/** Whether a result meets the target; a loan-free deal (no DSCR) meets any DSCR target. */
function meetsTarget(result: RentalResults, metric: RentalTargetMetric, target: number): boolean {
  switch (metric) {
    case "monthlyCashFlow":
      return isAtLeast(result.monthlyCashFlow, target);
    case "cashOnCash":
      // With no cash in (a price of 0), any positive cash flow is an unbounded return.
      return result.cashInvested > 0
        ? isAtLeast(result.cashOnCash, target)
        : result.annualCashFlow > 0;
    case "dscr":
      return result.dscr === null || isAtLeast(result.dscr, target);
  }
}

/**
 * The highest whole-dollar purchase price at which `analyzeRental` itself still reports the
 * target, solved against the calculator so the two cannot disagree. Cash flow and DSCR fall as
 * the price rises (the loan and its payment grow with it); cash-on-cash falls too whenever the
 * property's NOI is positive, which is when an offer is worth making.
 */
export function rentalMaxOffer(request: RentalMaxOfferRequest): MaxOfferResult {
  const target = sanitizeAmount(request.target);
  return highestWholeDollar((purchasePrice) =>
    meetsTarget(analyzeRental({ ...request.inputs, purchasePrice }), request.metric, target),
  );
}
