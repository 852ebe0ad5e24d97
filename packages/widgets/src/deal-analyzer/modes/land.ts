/** Land Analysis: the spec's inputs (section 2) and figures, as data for the shared renderers. */
import { formatPercent, type LandInputs, type LandResults } from "@academy/calculators";
import { COST_LABELS, LAND_TEXT as T } from "../constants.ts";
import { money, ratioTone } from "./format.ts";
import type { Analysis, FieldSpec } from "./types.ts";

export const landFields: readonly FieldSpec<LandInputs>[] = [
  { type: "text", key: "zipCode", label: T.zipCode, autoComplete: "postal-code" },
  { type: "number", key: "purchasePrice", label: T.purchasePrice, unit: "$" },
  { type: "number", key: "lotSizeAcres", label: T.lotSizeAcres },
  { type: "number", key: "avgPricePerAcre", label: T.avgPricePerAcre, unit: "$" },
  { type: "checkbox", key: "financeLand", label: T.financeLand },
  { type: "number", key: "landLTV", label: T.landLTV, unit: "%", show: (i) => i.financeLand },
  { type: "checkbox", key: "zoningAllowsConstruction", label: T.zoningAllowsConstruction },
  { type: "checkbox", key: "utilitiesAvailable", label: T.utilitiesAvailable },
  {
    type: "number",
    key: "transactionCostsPct",
    label: T.transactionCostsPct,
    unit: "%",
    advanced: true,
  },
];

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
