/** Renovation ROI: the spec's figures (section 2), as data for the shared renderers. */
import { figureIsGreen, formatPercent, type RenovationResults } from "@academy/calculators";
import { COST_LABELS, RENOVATION_TEXT as T } from "../constants.ts";
import { money, ratioTone } from "./format.ts";
import type { Analysis, Figure } from "./types.ts";

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
      // Beside the spec's figures, labelled as ours (issue #50): the spec's Net Gain ROI leaves
      // the renovation's cost out of the gain, so a $51,000 job adding $31,500 reads 59.8 %.
      {
        id: "value-minus-cost",
        title: T.investorView,
        figures: [
          money("valueAddedMinusCost", T.valueAddedMinusCost, r.valueAddedMinusCost, {
            note: T.valueAddedMinusCostNote,
          }),
          {
            key: "returnOnCost",
            label: T.returnOnCost,
            value: formatPercent(r.returnOnCost),
            tone: ratioTone(r.returnOnCost, false),
          },
        ],
      },
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
