/** The working behind each Renovation ROI figure. */
import { type ExplainLine, line, money, ratioText } from "./explain-text.ts";
import { formatRate } from "./format.ts";
import type { RenovationResults } from "./types.ts";

interface ItemView {
  key: "kitchen" | "bathroom" | "other";
  name: string;
  included: boolean;
  cost: number;
  pct: number;
  valueAdd: number;
  roi: number;
}

function itemLines(item: ItemView): ExplainLine[] {
  return [
    line(
      `${item.key}ValueAdd`,
      `${item.name} value add`,
      item.included
        ? `${money(item.cost)} x ${formatRate(item.pct)} = ${money(item.valueAdd)}`
        : `${money(0)} (no ${item.name.toLowerCase()} remodel)`,
    ),
    line(
      `${item.key}ROI`,
      `${item.name} ROI`,
      ratioText(item.valueAdd, item.included ? item.cost : 0, item.roi),
    ),
  ];
}

/** Lines for every renovation figure, in display order. */
export function explainRenovation(result: RenovationResults): ExplainLine[] {
  const { inputs } = result;
  const items: ItemView[] = [
    {
      key: "kitchen",
      name: "Kitchen",
      included: inputs.kitchenRemodel,
      cost: inputs.kitchenCost,
      pct: inputs.valueIncreaseKitchenPct,
      valueAdd: result.kitchenValueAdd,
      roi: result.kitchenROI,
    },
    {
      key: "bathroom",
      name: "Bathroom",
      included: inputs.bathroomRemodel,
      cost: inputs.bathroomCost,
      pct: inputs.valueIncreaseBathroomPct,
      valueAdd: result.bathroomValueAdd,
      roi: result.bathroomROI,
    },
    {
      key: "other",
      name: "Other",
      included: true,
      cost: inputs.otherRenovations,
      pct: inputs.valueIncreaseOtherPct,
      valueAdd: result.otherValueAdd,
      roi: result.otherROI,
    },
  ];
  const sum = (values: number[]): string => values.map(money).join(" + ");
  return [
    ...items.flatMap(itemLines),
    line(
      "totalCost",
      "Total cost",
      `${sum(items.map((item) => (item.included ? item.cost : 0)))} = ${money(result.totalCost)}`,
    ),
    line(
      "totalValueIncrease",
      "Total value increase",
      `${sum(items.map((item) => item.valueAdd))} = ${money(result.totalValueIncrease)}`,
    ),
    line(
      "financingCosts",
      "Financing costs",
      `${money(result.totalCost)} x ${formatRate(inputs.financingCostsPct)} = ${money(result.financingCosts)}`,
    ),
    line(
      "totalInvestment",
      "Total investment",
      `${money(result.totalCost)} + ${money(result.financingCosts)} financing = ${money(result.totalInvestment)}`,
    ),
    line(
      "newValue",
      "New estimated value",
      `${money(inputs.currentValue)} + ${money(result.totalValueIncrease)} = ${money(result.newValue)}`,
    ),
    line(
      "netGain",
      "Net gain",
      `${money(result.totalValueIncrease)} - ${money(result.financingCosts)} financing = ${money(result.netGain)}`,
    ),
    line("roi", "Net gain ROI", ratioText(result.netGain, result.totalInvestment, result.roi)),
  ];
}
