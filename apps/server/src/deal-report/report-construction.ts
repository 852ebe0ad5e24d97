/** The lender report's body for a New Construction deal (issue 46): budget, loans, returns. */
import {
  analyzeConstruction,
  formatCurrency,
  formatPercent,
  formatPerSqFt,
  formatQuantity,
  formatRate,
  type ConstructionInputs,
} from "@academy/calculators";
import type { ReportBody } from "./report-content.ts";

export function constructionBody(inputs: ConstructionInputs): ReportBody {
  const r = analyzeConstruction(inputs);
  const i = r.inputs;
  return {
    verdict: `${r.recommendation}: profit margin ${formatPercent(r.profitMargin)} of the ARV.`,
    sections: [
      {
        title: "Property",
        rows: [
          ["Property type", i.propertyType],
          ["Planned square footage", formatQuantity(i.plannedSqFt)],
          ["Units", formatQuantity(r.units)],
        ],
      },
      {
        title: "Assumptions",
        rows: [
          ["Land cost", formatCurrency(i.landCost)],
          ["Construction cost per sq ft", formatPerSqFt(i.constructionCostPerSqFt)],
          ["ARV per sq ft", formatPerSqFt(i.arvPerSqFt)],
          ["Monthly rent per unit", formatCurrency(i.monthlyRentPerUnit)],
          ["Construction months", formatQuantity(i.constructionMonths)],
          ["Interest rate", formatRate(i.interestRate)],
        ],
      },
      {
        title: "Key figures",
        rows: [
          ["After-repair value", formatCurrency(r.arv)],
          ["Total project cost", formatCurrency(r.totalProjectCost)],
          ["Profit", formatCurrency(r.profit)],
          ["Profit margin", formatPercent(r.profitMargin)],
          ["Cash-on-cash return", formatPercent(r.roi)],
          ["Gross cap rate", formatPercent(r.capRate)],
          ["Profit with a cost overrun", formatCurrency(r.overrunProfit)],
        ],
      },
      {
        title: "Line items",
        rows: [
          ["Hard costs", formatCurrency(r.hardCosts)],
          [`Soft costs (${formatRate(i.softCostsPct)})`, formatCurrency(r.softCosts)],
          [`Contingency (${formatRate(i.contingencyPct)})`, formatCurrency(r.contingency)],
          ["Interest during construction", formatCurrency(r.interestDuringConstruction)],
        ],
      },
      {
        title: "Loan sizing",
        rows: r.allLoanProducts.map((option): [string, string] => [
          `${option.label}${option.product === r.selectedLoan.product ? " (selected)" : ""}`,
          option.eligible
            ? `${formatCurrency(option.loanAmount)} loan, ${formatCurrency(option.cashNeeded)} cash`
            : "Not eligible",
        ]),
      },
      {
        title: "Sources and uses",
        rows: [
          ["Uses: total project cost", formatCurrency(r.totalProjectCost)],
          ["Sources: loan", formatCurrency(r.selectedLoan.loanAmount)],
          ["Sources: cash needed", formatCurrency(r.cashNeeded)],
        ],
      },
    ],
    tables: [],
  };
}
