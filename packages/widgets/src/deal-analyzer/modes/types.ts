/** The data each calculator mode hands to the shared form, figures, chart and table renderers. */

/** One shown result. */
export interface Figure {
  /** The result field, also the key `explain` lines are looked up by. */
  key: string;
  label: string;
  value: string;
  /** Coloured text; the number (its sign, its size) always says the same thing. */
  tone?: "positive" | "negative";
  /** A second line under the value ("Meets the 70% rule", "70.0% ROI"). */
  note?: string;
  /** `explain` lines (by figure) behind a "How is this calculated?" view. */
  explain?: readonly string[];
}

export interface FigureGroup {
  id: string;
  /** A heading over the group ("Key Financials"); untitled groups follow the one before. */
  title?: string;
  figures: Figure[];
  /** Only shown while Show Advanced is on. */
  advanced?: boolean;
}

/** One bar of the cost breakdown chart. */
export interface CostItem {
  label: string;
  amount: number;
}

/** Everything the analysis panel shows for one result. */
export interface Analysis {
  headline: Figure[];
  groups: FigureGroup[];
  costs: CostItem[];
  /** What the live region reads when the results change. */
  summary: string;
}
