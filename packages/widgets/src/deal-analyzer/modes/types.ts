/** The data each calculator mode hands to the shared form, figures, chart and table renderers. */
import type { Comp } from "@academy/calculators";

type KeysOfType<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T] & string;

interface FieldBase<T> {
  label: string;
  /** Only shown while Show Advanced is on. */
  advanced?: boolean;
  /** Conditional fields (Land LTV % when financing, Units for multi-unit types...). */
  show?: (inputs: T) => boolean;
}

export interface TextFieldSpec<T> extends FieldBase<T> {
  type: "text";
  key: KeysOfType<T, string>;
  autoComplete?: string;
}

export interface NumberFieldSpec<T> extends FieldBase<T> {
  type: "number";
  key: KeysOfType<T, number>;
  /** Decorative unit drawn inside the box (the label names the unit too). */
  unit?: "$" | "%";
  /** Read by screen readers before the label, to tell apart boxes that share one ("Cost"). */
  context?: string;
  disabled?: (inputs: T, comps: readonly Comp[]) => boolean;
  /** Help under the label, e.g. why a box is disabled. */
  hint?: (inputs: T, comps: readonly Comp[]) => string | undefined;
  /** A value the box shows read-only instead of the input (units fixed by property type). */
  fixedValue?: (inputs: T) => number | undefined;
}

export interface CheckboxFieldSpec<T> extends FieldBase<T> {
  type: "checkbox";
  key: KeysOfType<T, boolean>;
  description?: string;
}

export interface SelectFieldSpec<T> extends FieldBase<T> {
  type: "select";
  key: KeysOfType<T, string>;
  options: readonly { value: string; label: string }[];
}

/** Where the flip's comps editor goes in the form. */
export interface CompsSpec<T> extends FieldBase<T> {
  type: "comps";
}

export type FieldSpec<T> =
  TextFieldSpec<T> | NumberFieldSpec<T> | CheckboxFieldSpec<T> | SelectFieldSpec<T> | CompsSpec<T>;

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
