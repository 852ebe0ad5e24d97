/**
 * The lender report's sensitivity table (issue 46): the grid the Deal Analyzer and the Rental
 * Analyzer show under their results, from the same calculators' functions, as a report table
 * (rows: the value side or the rent; columns: the cost side or the price; the middle cell is
 * the deal as entered).
 */
import {
  formatCurrency,
  formatPercent,
  rentalSensitivity,
  sensitivity,
  type Deal,
  type DealKind,
  type RentalDeal,
  type RentalKind,
} from "@academy/calculators";
import type { ReportTable } from "./report-content.ts";

interface AxisText {
  metric: string;
  rows: string;
  columns: string;
}

/** The analyzers' own words for each grid (the widgets' SENSITIVITY_TEXT, in sentence case). */
export const SENSITIVITY_AXES: Readonly<Record<DealKind | RentalKind, AxisText>> = {
  land: { metric: "Net profit", rows: "Market value", columns: "Purchase price" },
  flip: { metric: "Net profit", rows: "ARV", columns: "Rehab budget" },
  renovation: { metric: "Net gain ROI", rows: "Value increase", columns: "Renovation cost" },
  construction: {
    metric: "Net profit",
    rows: "ARV per sq ft",
    columns: "Construction cost / sq ft",
  },
  rental: { metric: "Monthly cash flow", rows: "Rent", columns: "Purchase price" },
  brrrr: { metric: "Monthly cash flow", rows: "Rent", columns: "ARV" },
};

interface Grid {
  rowChangesPct: readonly number[];
  columnChangesPct: readonly number[];
  values: readonly (readonly number[])[];
}

/** "Rehab budget" to "rehab budget" in a sentence; "ARV" stays as it is. */
const inSentence = (words: string) =>
  /^[A-Z][a-z]/.test(words) ? `${words.charAt(0).toLowerCase()}${words.slice(1)}` : words;

/** "+5%", "-10%", "0%": ASCII, as the standard fonts print it. */
const change = (pct: number) => (pct > 0 ? `+${pct}%` : `${pct}%`);

function sensitivityTable(grid: Grid, text: AxisText, percent: boolean): ReportTable {
  const format = percent ? formatPercent : formatCurrency;
  return {
    title: `Sensitivity: ${inSentence(text.metric)}`,
    columns: [`${text.rows} / ${text.columns}`, ...grid.columnChangesPct.map(change)],
    rows: grid.rowChangesPct.map((rowPct, row) => [
      `${text.rows} ${change(rowPct)}`,
      ...grid.columnChangesPct.map((_column, column) => format(grid.values[row]?.[column] ?? 0)),
    ]),
    note: `${text.metric} when ${inSentence(text.rows)} (rows) and ${inSentence(text.columns)} (columns) change; the middle cell (0%, 0%) is the deal as entered.`,
  };
}

/** The calculators' grid of a Deal Analyzer deal (one call per kind keeps the inputs' type). */
function analyzerGrid(deal: Deal) {
  switch (deal.kind) {
    case "land":
      return sensitivity("land", deal.inputs);
    case "flip":
      return sensitivity("flip", deal.inputs, { comps: deal.comps });
    case "renovation":
      return sensitivity("renovation", deal.inputs);
    case "construction":
      return sensitivity("construction", deal.inputs);
  }
}

/** A Deal Analyzer deal's grid: renovation in ROI percent, the others in dollars. */
export function analyzerSensitivity(deal: Deal): ReportTable {
  const grid = analyzerGrid(deal);
  return sensitivityTable(grid, SENSITIVITY_AXES[deal.kind], grid.metric === "roi");
}

/** A rental or BRRRR deal's grid: monthly cash flow by rent and price (or ARV). */
export function rentalSensitivityTable(deal: RentalDeal): ReportTable {
  return sensitivityTable(rentalSensitivity(deal), SENSITIVITY_AXES[deal.kind], false);
}
