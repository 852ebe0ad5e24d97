/** New Construction: the spec's figures (section 2), as data for the shared renderers. */
import {
  LOAN_PRODUCT_OPTIONS,
  figureIsGreen,
  formatPercent,
  type ConstructionResults,
} from "@academy/calculators";
import { CONSTRUCTION_TEXT as T, COST_LABELS } from "../constants.ts";
import { LOAN_PRODUCT_LABEL, showsRental } from "../fields/index.ts";
import { money, ratioTone } from "./format.ts";
import type { Analysis } from "./types.ts";

export function constructionAnalysis(r: ConstructionResults): Analysis {
  const margin = formatPercent(r.profitMargin);
  const profit = money("profit", T.profit, r.profit, { explain: ["profit"] });
  const product = LOAN_PRODUCT_OPTIONS.find((option) => option.value === r.selectedLoan.product);
  const rental = showsRental(r.inputs);
  return {
    headline: [
      money("arv", T.arv, r.arv, { explain: ["arv"] }),
      money("totalProjectCost", T.totalProjectCost, r.totalProjectCost, {
        explain: [
          "hardCosts",
          "softCosts",
          "contingency",
          "constructionCosts",
          "interestDuringConstruction",
          "totalProjectCost",
        ],
      }),
      profit,
      {
        key: "profitMargin",
        label: T.profitMargin,
        value: margin,
        tone: ratioTone(r.profitMargin, figureIsGreen("construction", r.profitMargin)),
        explain: ["profitMargin"],
      },
    ],
    groups: [
      {
        id: "financing-strategy",
        title: T.financingStrategy,
        figures: [
          {
            key: "selectedLoan",
            label: LOAN_PRODUCT_LABEL,
            value: product?.label ?? r.selectedLoan.product,
            ...(product?.nickname ? { note: product.nickname } : {}),
          },
          money("loanAmount", T.loanAmount, r.selectedLoan.loanAmount),
          money("cashNeeded", T.cashNeeded, r.cashNeeded),
          { key: "roi", label: T.roi, value: formatPercent(r.roi), tone: ratioTone(r.roi, false) },
        ],
      },
      ...(rental
        ? [
            {
              id: "rental-metrics",
              title: T.rentalMetrics,
              figures: [
                money("annualRentalIncome", T.annualRentalIncome, r.annualRentalIncome),
                { key: "capRate", label: T.capRate, value: formatPercent(r.capRate) },
                // Beside the spec's gross figure, labelled as ours (issue #50).
                {
                  key: "noiCapRate",
                  label: T.noiCapRate,
                  value: formatPercent(r.noiCapRate),
                  note: T.noiCapRateNote,
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
          money("hardCosts", T.hardCosts, r.hardCosts),
          money("softCosts", T.softCosts, r.softCosts),
          money("contingency", T.contingency, r.contingency),
          money(
            "interestDuringConstruction",
            T.interestDuringConstruction,
            r.interestDuringConstruction,
          ),
          money("overrunProfit", T.overrunProfit, r.overrunProfit),
        ],
      },
    ],
    costs: [
      { label: COST_LABELS.land, amount: r.landCost },
      { label: COST_LABELS.hard, amount: r.hardCosts },
      { label: COST_LABELS.soft, amount: r.softCosts },
      { label: COST_LABELS.contingency, amount: r.contingency },
      { label: COST_LABELS.interest, amount: r.interestDuringConstruction },
    ],
    summary: `${T.profit} ${profit.value}, ${T.profitMargin} ${margin}, ${r.recommendation}`,
  };
}
