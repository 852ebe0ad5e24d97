/** Land Analysis: the spec's figures (section 2), as data for the shared renderers. */
import { formatPercent, type LandResults } from "@academy/calculators";
import { COST_LABELS, LAND_TEXT as T } from "../constants.ts";
import { money, ratioTone } from "./format.ts";
import type { Analysis } from "./types.ts";

export function landAnalysis(r: LandResults): Analysis {
  const transactionCosts = r.totalAcquisitionCost - r.inputs.purchasePrice;
  return {
    headline: [
      money("marketValue", T.marketValue, r.marketValue, { explain: ["marketValue"] }),
      money("totalAcquisitionCost", T.totalAcquisitionCost, r.totalAcquisitionCost, {
        explain: ["transactionCosts", "totalAcquisitionCost"],
      }),
      {
        key: "discount",
        label: T.discount,
        value: formatPercent(r.discount),
        tone: ratioTone(r.discount, false),
        explain: ["discount"],
      },
      {
        key: "score",
        label: T.score,
        value: T.scoreOutOf(r.score),
        explain: ["discount", "score"],
      },
    ],
    groups: [
      {
        id: "financing",
        figures: [
          money("cashNeededForLand", T.cashNeededForLand, r.cashNeededForLand),
          money("landLoanAmount", T.landLoanAmount, r.landLoanAmount),
        ],
      },
      {
        id: "quick-sale",
        title: T.quickSale,
        figures: [
          money("grossProfit", T.grossProfit, r.grossProfit),
          money("netProfit", T.netProfit, r.netProfit),
          {
            key: "netROI",
            label: T.netROI,
            value: formatPercent(r.netROI),
            tone: ratioTone(r.netROI, false),
          },
        ],
      },
    ],
    costs: [
      { label: COST_LABELS.purchasePrice, amount: r.inputs.purchasePrice },
      { label: COST_LABELS.transactionCosts, amount: transactionCosts },
    ],
    summary: `${T.score} ${T.scoreOutOf(r.score)}, ${r.recommendation}, ${T.netProfit} ${money("", "", r.netProfit).value}`,
  };
}
