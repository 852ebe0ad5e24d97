/** Renovation ROI: the spec's inputs (section 2) and figures, as data for the shared renderers. */
import {
  figureIsGreen,
  formatPercent,
  type RenovationInputs,
  type RenovationResults,
} from "@academy/calculators";
import { COST_LABELS, RENOVATION_TEXT as T } from "../constants.ts";
import { money, ratioTone } from "./format.ts";
import type { Analysis, FieldSpec, Figure } from "./types.ts";

export const renovationFields: readonly FieldSpec<RenovationInputs>[] = [
  { type: "number", key: "currentValue", label: T.currentValue, unit: "$" },
  { type: "checkbox", key: "kitchenRemodel", label: T.kitchenRemodel },
  {
    type: "number",
    key: "kitchenCost",
    label: T.cost,
    context: T.kitchenRemodel,
    unit: "$",
    show: (i) => i.kitchenRemodel,
  },
  {
    type: "number",
    key: "valueIncreaseKitchenPct",
    label: T.valueIncreaseRoi,
    context: T.kitchenRemodel,
    unit: "%",
    show: (i) => i.kitchenRemodel,
  },
  { type: "checkbox", key: "bathroomRemodel", label: T.bathroomRemodel },
  {
    type: "number",
    key: "bathroomCost",
    label: T.cost,
    context: T.bathroomRemodel,
    unit: "$",
    show: (i) => i.bathroomRemodel,
  },
  {
    type: "number",
    key: "valueIncreaseBathroomPct",
    label: T.valueIncreaseRoi,
    context: T.bathroomRemodel,
    unit: "%",
    show: (i) => i.bathroomRemodel,
  },
  {
    type: "number",
    key: "otherRenovations",
    label: T.cost,
    context: T.otherRenovations,
    unit: "$",
  },
  {
    type: "number",
    key: "valueIncreaseOtherPct",
    label: T.valueIncrease,
    context: T.otherRenovations,
    unit: "%",
  },
  {
    type: "number",
    key: "financingCostsPct",
    label: T.financingCostsPct,
    unit: "%",
    advanced: true,
  },
];

function item(key: string, label: string, valueAdd: number, roi: number): Figure {
  return money(key, label, valueAdd, { note: `${formatPercent(roi)} ${T.itemRoi}` });
}

export function renovationAnalysis(r: RenovationResults): Analysis {
  const { inputs } = r;
  const roi = formatPercent(r.roi);
  const breakdown: Figure[] = [
    ...(inputs.kitchenRemodel
      ? [item("kitchenValueAdd", T.kitchenRemodel, r.kitchenValueAdd, r.kitchenROI)]
      : []),
    ...(inputs.bathroomRemodel
      ? [item("bathroomValueAdd", T.bathroomRemodel, r.bathroomValueAdd, r.bathroomROI)]
      : []),
    item("otherValueAdd", T.otherRenovations, r.otherValueAdd, r.otherROI),
    money("totalCost", T.totalCost, r.totalCost),
  ];
  return {
    headline: [
      money("newValue", T.newValue, r.newValue, { explain: ["totalValueIncrease", "newValue"] }),
      money("totalInvestment", T.totalInvestment, r.totalInvestment, {
        explain: ["totalCost", "financingCosts", "totalInvestment"],
      }),
      money("totalValueIncrease", T.totalValueIncrease, r.totalValueIncrease, {
        explain: ["kitchenValueAdd", "bathroomValueAdd", "otherValueAdd", "totalValueIncrease"],
      }),
      {
        key: "roi",
        label: T.roi,
        value: roi,
        tone: ratioTone(r.roi, figureIsGreen("renovation", r.roi)),
        explain: ["netGain", "roi"],
      },
    ],
    groups: [
      { id: "value-add", title: T.valueAddBreakdown, figures: breakdown },
      {
        id: "financing",
        title: T.financingCosts,
        advanced: true,
        figures: [
          money("financingCosts", T.financingCosts, r.financingCosts),
          money("netGain", T.netGain, r.netGain),
        ],
      },
    ],
    costs: [
      ...(inputs.kitchenRemodel
        ? [{ label: COST_LABELS.kitchen, amount: inputs.kitchenCost }]
        : []),
      ...(inputs.bathroomRemodel
        ? [{ label: COST_LABELS.bathroom, amount: inputs.bathroomCost }]
        : []),
      { label: COST_LABELS.other, amount: inputs.otherRenovations },
      { label: COST_LABELS.financing, amount: r.financingCosts },
    ],
    summary: `${T.roi} ${roi}, ${r.recommendation}, ${T.newValue} ${money("", "", r.newValue).value}`,
  };
}
