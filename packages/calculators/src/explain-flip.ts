/** The working behind each Flip Calculator figure. */
import {
  CARRYING_COST_ANNUAL_PCT,
  SEVENTY_PERCENT_RULE_PCT,
  WORST_CASE_ARV_PCT,
} from "./constants.ts";
import { type ExplainLine, line, money, perSqFt, quantity, ratioText } from "./explain-text.ts";
import { flipLoanAmount, rehabMultiplierPct } from "./flip.ts";
import { formatRate } from "./format.ts";
import { percentOf } from "./math.ts";
import type { FlipResults } from "./types.ts";

function arvPerSqFtWorking(result: FlipResults): string {
  const { compsSummary, inputs } = result;
  const value = perSqFt(result.effectiveARVperSqFt);
  if (compsSummary.compsUsed > 0) {
    const count = `${compsSummary.compsUsed} comp${compsSummary.compsUsed === 1 ? "" : "s"}`;
    return `median of ${count} adjusted for beds and baths (low ${perSqFt(compsSummary.lowPricePerSqFt)}, high ${perSqFt(compsSummary.highPricePerSqFt)}) = ${value}`;
  }
  return inputs.useComps ? `${value} (manual: no valid comps)` : `${value} (manual)`;
}

/** Lines for every flip figure, in display order. */
export function explainFlip(result: FlipResults): ExplainLine[] {
  const { inputs } = result;
  const price = money(inputs.purchasePrice);
  const rehab = money(result.totalRehabCost);
  const holding = money(result.holdingCosts);
  const months = `${quantity(inputs.holdingMonths)} months`;
  const loan = flipLoanAmount(inputs.purchasePrice, inputs.loanToValuePct);
  const worstSale = percentOf(result.arv, WORST_CASE_ARV_PCT);
  const worstSelling = percentOf(worstSale, inputs.closingCostsPct);
  return [
    line("effectiveARVperSqFt", "ARV per sq ft", arvPerSqFtWorking(result)),
    line(
      "arv",
      "ARV",
      `${perSqFt(result.effectiveARVperSqFt)} x ${quantity(inputs.squareFootage)} sq ft = ${money(result.arv)}`,
    ),
    line(
      "totalRehabCost",
      "Rehab & contingency",
      `${money(inputs.rehabBudget)} x ${quantity(rehabMultiplierPct(inputs.currentCondition) / 100)} (condition ${quantity(inputs.currentCondition)}) x (100% + ${formatRate(inputs.contingencyPct)}) = ${rehab}`,
    ),
    line(
      "holdingCosts",
      "Holding costs",
      `${money(loan)} loan x ${formatRate(inputs.interestRate)} / 12 x ${months} + ${price} x ${formatRate(CARRYING_COST_ANNUAL_PCT)} / 12 x ${months} = ${holding}`,
    ),
    line(
      "closingCosts",
      "Selling costs",
      `${money(result.arv)} x ${formatRate(inputs.closingCostsPct)} = ${money(result.closingCosts)}`,
    ),
    line(
      "allInCost",
      "All-in cost",
      `${price} + ${rehab} + ${holding} + ${money(result.closingCosts)} = ${money(result.allInCost)}`,
    ),
    line(
      "profit",
      "Net profit",
      `${money(result.arv)} - ${money(result.allInCost)} = ${money(result.profit)}`,
    ),
    line(
      "profitMargin",
      "Profit margin",
      ratioText(result.profit, result.arv, result.profitMargin),
    ),
    line(
      "seventyPercentRule",
      "Max purchase price (70% rule)",
      `${money(result.arv)} x ${SEVENTY_PERCENT_RULE_PCT}% - ${rehab} = ${money(result.seventyPercentRule)} (${price} ${result.meetsRule ? "meets" : "does not meet"} the rule)`,
    ),
    line(
      "cashNeeded",
      "Total cash needed",
      `${price} x (100% - ${formatRate(inputs.loanToValuePct)}) down + ${rehab} rehab + ${holding} holding = ${money(result.cashNeeded)}`,
    ),
    line(
      "cashOnCashReturn",
      "Cash on cash return",
      ratioText(result.profit, result.cashNeeded, result.cashOnCashReturn),
    ),
    line(
      "worstCaseProfit",
      "Worst case profit",
      `${money(result.arv)} x ${WORST_CASE_ARV_PCT}% - ${price} - ${rehab} - ${holding} - ${money(worstSelling)} selling = ${money(result.worstCaseProfit)}`,
    ),
  ];
}
