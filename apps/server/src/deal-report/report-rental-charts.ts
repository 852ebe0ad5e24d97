/**
 * The lender report's charts of a rental or BRRRR hold (issue 46), as the Rental Analyzer
 * draws them: cash flow by year, equity beside the loan balance, and the return split. Each
 * one's note is its text equivalent: the projection table's columns, or the figures themselves.
 */
import { formatCurrency, type ProjectionYear } from "@academy/calculators";
import type { ReportChart } from "./report-content.ts";

const yearLabels = (years: readonly ProjectionYear[]) => years.map((year) => `Year ${year.year}`);

function cashFlowChart(years: readonly ProjectionYear[]): ReportChart {
  return {
    title: "Cash flow by year",
    series: [{ name: "Cash flow", values: years.map((year) => year.cashFlow) }],
    labels: yearLabels(years),
    note: "Annual cash flow after debt service, year by year; the projection table gives each year's figure.",
  };
}

function equityChart(years: readonly ProjectionYear[]): ReportChart {
  return {
    title: "Equity versus loan balance",
    series: [
      { name: "Equity", values: years.map((year) => year.equity) },
      { name: "Loan balance", values: years.map((year) => year.loanBalance) },
    ],
    labels: yearLabels(years),
    note: "Equity (value less the loan balance) beside the loan balance at each year's end; the projection table's Equity and Loan balance columns give the figures.",
  };
}

function returnSplitChart(years: readonly ProjectionYear[]): ReportChart {
  const last = years.at(-1);
  const parts: [string, number][] = [
    ["Cash flow", last?.cumulativeCashFlow ?? 0],
    ["Appreciation", last?.appreciation ?? 0],
    ["Principal paydown", last?.principalPaydown ?? 0],
  ];
  return {
    title: "Return split",
    series: [{ name: "Return", values: parts.map(([, amount]) => amount) }],
    labels: parts.map(([part]) => part),
    note: `What the ${years.length}-year hold returned, by source: ${parts
      .map(([part, amount]) => `${part.toLowerCase()} ${formatCurrency(amount)}`)
      .join(
        ", ",
      )}; together ${formatCurrency(last?.cumulativeReturn ?? 0)}, the total return of the projection's last year.`,
  };
}

/** The hold's three charts, in the order the Rental Analyzer shows them. */
export function rentalCharts(years: readonly ProjectionYear[]): ReportChart[] {
  return [cashFlowChart(years), equityChart(years), returnSplitChart(years)];
}
