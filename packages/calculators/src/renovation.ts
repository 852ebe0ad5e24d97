/** Renovation ROI calculator (spec sections 3, 4 and 9). */
import { RENOVATION_BADGES, RENOVATION_RECOMMENDATIONS } from "./constants.ts";
import { percentOf, ratioPct, sanitizeAmount, sanitizeFlag } from "./math.ts";
import { rate } from "./rating.ts";
import type { RenovationInputs, RenovationResults } from "./types.ts";

/** Coerces every field to the spec's domain. */
export function sanitizeRenovationInputs(inputs: RenovationInputs): RenovationInputs {
  return {
    currentValue: sanitizeAmount(inputs.currentValue),
    kitchenRemodel: sanitizeFlag(inputs.kitchenRemodel),
    kitchenCost: sanitizeAmount(inputs.kitchenCost),
    valueIncreaseKitchenPct: sanitizeAmount(inputs.valueIncreaseKitchenPct),
    bathroomRemodel: sanitizeFlag(inputs.bathroomRemodel),
    bathroomCost: sanitizeAmount(inputs.bathroomCost),
    valueIncreaseBathroomPct: sanitizeAmount(inputs.valueIncreaseBathroomPct),
    otherRenovations: sanitizeAmount(inputs.otherRenovations),
    valueIncreaseOtherPct: sanitizeAmount(inputs.valueIncreaseOtherPct),
    financingCostsPct: sanitizeAmount(inputs.financingCostsPct),
  };
}

/** One renovation item: its cost, value add (cost x value-increase percent) and ROI percent. */
export interface RenovationItem {
  cost: number;
  valueAdd: number;
  roi: number;
}

/** An unticked item costs nothing and adds nothing. ROI = value add / cost, in percent. */
export function renovationItem(
  included: boolean,
  cost: number,
  valueIncreasePct: number,
): RenovationItem {
  const itemCost = included ? cost : 0;
  const valueAdd = percentOf(itemCost, valueIncreasePct);
  return { cost: itemCost, valueAdd, roi: ratioPct(valueAdd, itemCost) };
}

/**
 * Analyses a renovation. Money in dollars, ROIs in percent. ROI = (value gain - financing
 * costs) / (cost + financing), as the spec writes it. Never throws and never returns NaN or
 * Infinity.
 */
export function analyzeRenovation(rawInputs: RenovationInputs): RenovationResults {
  const inputs = sanitizeRenovationInputs(rawInputs);
  const kitchen = renovationItem(
    inputs.kitchenRemodel,
    inputs.kitchenCost,
    inputs.valueIncreaseKitchenPct,
  );
  const bathroom = renovationItem(
    inputs.bathroomRemodel,
    inputs.bathroomCost,
    inputs.valueIncreaseBathroomPct,
  );
  // "Other Renovations" has no checkbox in the spec: it always counts.
  const other = renovationItem(true, inputs.otherRenovations, inputs.valueIncreaseOtherPct);
  const totalCost = kitchen.cost + bathroom.cost + other.cost;
  const totalValueIncrease = kitchen.valueAdd + bathroom.valueAdd + other.valueAdd;
  const financingCosts = percentOf(totalCost, inputs.financingCostsPct);
  const totalInvestment = totalCost + financingCosts;
  const netGain = totalValueIncrease - financingCosts;
  const roi = ratioPct(netGain, totalInvestment);
  return {
    kind: "renovation",
    inputs,
    newValue: inputs.currentValue + totalValueIncrease,
    totalInvestment,
    totalValueIncrease,
    roi,
    kitchenValueAdd: kitchen.valueAdd,
    kitchenROI: kitchen.roi,
    bathroomValueAdd: bathroom.valueAdd,
    bathroomROI: bathroom.roi,
    otherValueAdd: other.valueAdd,
    otherROI: other.roi,
    totalCost,
    financingCosts,
    netGain,
    valueAddedMinusCost: totalValueIncrease - totalInvestment,
    returnOnCost: ratioPct(totalValueIncrease - totalInvestment, totalInvestment),
    recommendation: rate(roi, RENOVATION_RECOMMENDATIONS),
    badge: rate(roi, RENOVATION_BADGES),
  };
}
