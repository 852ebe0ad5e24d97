/**
 * `rentalSensitivity(deal, steps?)`: monthly cash flow over a grid of changes to the rent
 * (rows) and the price (columns; the ARV for a BRRRR, whose refinance loan follows it).
 */
import { SENSITIVITY_STEPS_PCT } from "./constants.ts";
import { analyzeBrrrr } from "./brrrr.ts";
import { applyChange } from "./math.ts";
import { analyzeRental } from "./rental.ts";
import type { RentalDeal, RentalKind } from "./rental-types.ts";
import { sanitizeSteps } from "./sensitivity.ts";

/** `values[row][column]`: monthly cash flow, dollars, at the row's rent and column's price change. */
export interface RentalSensitivityGrid {
  kind: RentalKind;
  metric: "monthlyCashFlow";
  rowAxis: "rent";
  columnAxis: "purchasePrice" | "afterRepairValue";
  rowChangesPct: number[];
  columnChangesPct: number[];
  values: number[][];
}

function cashFlowAt(deal: RentalDeal, rentPct: number, pricePct: number): number {
  const rent = {
    monthlyRent: applyChange(deal.inputs.monthlyRent, rentPct),
    otherMonthlyIncome: applyChange(deal.inputs.otherMonthlyIncome, rentPct),
  };
  if (deal.kind === "rental") {
    const purchasePrice = applyChange(deal.inputs.purchasePrice, pricePct);
    return analyzeRental({ ...deal.inputs, ...rent, purchasePrice }).monthlyCashFlow;
  }
  const afterRepairValue = applyChange(deal.inputs.afterRepairValue, pricePct);
  return analyzeBrrrr({ ...deal.inputs, ...rent, afterRepairValue }).monthlyCashFlow;
}

/** Monthly cash flow by rent change (rows) and price or ARV change (columns), -10 % to +10 %. */
export function rentalSensitivity(
  deal: RentalDeal,
  steps: readonly number[] = SENSITIVITY_STEPS_PCT,
): RentalSensitivityGrid {
  const changes = sanitizeSteps(steps);
  return {
    kind: deal.kind,
    metric: "monthlyCashFlow",
    rowAxis: "rent",
    columnAxis: deal.kind === "rental" ? "purchasePrice" : "afterRepairValue",
    rowChangesPct: changes,
    columnChangesPct: [...changes],
    values: changes.map((rowPct) =>
      changes.map((columnPct) => cashFlowAt(deal, rowPct, columnPct)),
    ),
  };
}
