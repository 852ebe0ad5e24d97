/** Flip Calculator: the spec's figures (section 2), as data for the shared renderers. */
import {
  figureIsGreen,
  formatPercent,
  formatPerSqFt,
  type FlipResults,
} from "@academy/calculators";
import { COST_LABELS, FLIP_TEXT as T } from "../constants.ts";
import { money, ratioTone } from "./format.ts";
import type { Analysis } from "./types.ts";

export function flipAnalysis(r: FlipResults): Analysis {
  const { compsSummary: c } = r;
  const margin = formatPercent(r.profitMargin);
  const profit = money("profit", T.profit, r.profit, { explain: ["profit"] });
  return {
    headline: [
      money("arv", T.arv, r.arv, { explain: ["effectiveARVperSqFt", "arv"] }),
      money("allInCost", T.allInCost, r.allInCost, {
        explain: ["totalRehabCost", "holdingCosts", "closingCosts", "allInCost"],
      }),
      profit,
      {
        key: "profitMargin",
        label: T.profitMargin,
        value: margin,
        tone: ratioTone(r.profitMargin, figureIsGreen("flip", r.profitMargin)),
        explain: ["profitMargin"],
      },
    ],
    groups: [
      {
        id: "key-financials",
        title: T.keyFinancials,
        figures: [
          {
            key: "effectiveARVperSqFt",
            label: T.effectiveARVperSqFt,
            value: formatPerSqFt(r.effectiveARVperSqFt),
          },
          money("seventyPercentRule", T.seventyPercentRule, r.seventyPercentRule, {
            note: r.meetsRule ? T.meetsRule : T.failsRule,
          }),
          {
            key: "cashOnCashReturn",
            label: T.cashOnCashReturn,
            value: formatPercent(r.cashOnCashReturn),
            tone: ratioTone(r.cashOnCashReturn, false),
          },
          money("cashNeeded", T.cashNeeded, r.cashNeeded),
        ],
      },
      ...(r.inputs.useComps
        ? [
            {
              id: "comps-summary",
              title: T.compsSummary,
              figures: [
                { key: "compsUsed", label: T.compsUsed, value: String(c.compsUsed) },
                {
                  key: "medianPricePerSqFt",
                  label: T.medianPricePerSqFt,
                  value: formatPerSqFt(c.medianPricePerSqFt),
                },
                {
                  key: "lowPricePerSqFt",
                  label: T.lowPricePerSqFt,
                  value: formatPerSqFt(c.lowPricePerSqFt),
                },
                {
                  key: "highPricePerSqFt",
                  label: T.highPricePerSqFt,
                  value: formatPerSqFt(c.highPricePerSqFt),
                },
              ],
            },
          ]
        : []),
      {
        id: "detailed-costs",
        title: T.detailedCosts,
        advanced: true,
        figures: [
          money("totalRehabCost", T.totalRehabCost, r.totalRehabCost),
          money("holdingCosts", T.holdingCosts, r.holdingCosts),
          money("closingCosts", T.closingCosts, r.closingCosts),
          money("worstCaseProfit", T.worstCaseProfit, r.worstCaseProfit),
        ],
      },
    ],
    costs: [
      { label: COST_LABELS.purchasePrice, amount: r.inputs.purchasePrice },
      { label: COST_LABELS.rehab, amount: r.totalRehabCost },
      { label: COST_LABELS.holding, amount: r.holdingCosts },
      { label: COST_LABELS.selling, amount: r.closingCosts },
    ],
    summary: `${T.profit} ${profit.value}, ${T.profitMargin} ${margin}, ${r.recommendation}`,
  };
}
