/**
 * What a saved deal's lender report (issue 46) prints, as plain text: the renderer
 * (report-pdf.ts) lays it out, the builders (report-analyzer.ts, report-rental.ts) fill it
 * from the calculators' results. Nothing here knows about PDF.
 */

/** Label and value pairs under a heading ("Assumptions", "Key figures"). */
export interface ReportSection {
  title: string;
  rows: [label: string, value: string][];
}

/** A table with a header row (comps, the year-by-year projection). */
export interface ReportTable {
  title: string;
  columns: string[];
  rows: string[][];
  /** A line under the table (what a column means, how a total is reached). */
  note?: string | undefined;
}

/** One figure per bar: its name (in the legend when a chart has more than one) and values. */
export interface ReportSeries {
  name: string;
  /** One bar per label, in dollars. */
  values: number[];
}

/**
 * A bar chart drawn as vectors: one bar per label for each series, side by side (a rental's
 * cash flow by year; its equity beside its loan balance; the parts of its return).
 */
export interface ReportChart {
  title: string;
  series: ReportSeries[];
  /** The bars' labels (the years, or the parts), under the first and the last or under each. */
  labels: string[];
  /** Its text equivalent, under the chart (the table that gives the same figures, or them). */
  note: string;
}

/** The body of a report: the same for every mode, so one renderer prints them all. */
export interface ReportBody {
  /** One sentence: the calculator's recommendation, or the rental's reading of its figures. */
  verdict: string;
  sections: ReportSection[];
  tables: ReportTable[];
  charts?: ReportChart[] | undefined;
}

export interface ReportContent extends ReportBody {
  /** The saved deal's name. */
  title: string;
  /** The calculator it was analysed with ("Flip Calculator", "BRRRR"). */
  calculator: string;
  preparedAt: Date;
  /** Where the report was prepared (the site's address), for the footer. */
  preparedWith: string;
}

/** The calculator's name per saved deal mode, as the analyzers' tabs show it. */
export const MODE_LABELS = {
  land: "Land Analysis",
  flip: "Flip Calculator",
  renovation: "Renovation ROI",
  construction: "New Construction",
  rental: "Rental",
  brrrr: "BRRRR",
} as const;

export const REPORT_TEXT = {
  heading: "Deal report",
  prepared: "Prepared",
  verdict: "Summary",
  footer: (where: string) => `Prepared with Academy investor tools - ${where}`,
  page: (n: number, of: number) => `Page ${n} of ${of}`,
  disclaimerTitle: "Disclaimer",
  disclaimer:
    "This report was prepared from the figures entered by its author, with the formulas of the " +
    "Academy calculators. It is an estimate for discussion, not an appraisal, a loan commitment " +
    "or financial, tax or legal advice. Rents, costs, values and rates are assumptions; verify " +
    "every figure independently before relying on it.",
} as const;
