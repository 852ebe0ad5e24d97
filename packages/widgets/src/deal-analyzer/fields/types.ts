/**
 * What one analyzer input is: its label, where it shows, and for number boxes the rule that
 * decides what typed text means. Each calculator lists its inputs once, in `fields/<mode>.ts`.
 */
import type { Comp, NumericFieldRule } from "@academy/calculators";

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
  /** Whole numbers only and/or a cap: `normalizeNumericText` reads every keystroke with it. */
  rule: Readonly<NumericFieldRule>;
  /** Decorative unit drawn inside the box (the label names the unit too). */
  unit?: "$" | "%";
  /** Read by screen readers before the label, to tell apart boxes that share one ("Cost"). */
  context?: string;
  disabled?: (inputs: T, comps: readonly Comp[]) => boolean;
  /** Why the box holds its cap, shown when more was typed (Land LTV: "Max 70%: ..."). */
  capReason?: string;
  /** Help under the label, e.g. why a box is disabled. */
  hint?: (inputs: T, comps: readonly Comp[]) => string | undefined;
  /** A value the box shows read-only instead of the input (units fixed by property type). */
  fixedValue?: (inputs: T) => number | undefined;
  /**
   * The box's error, if any, from its value and the text last typed into it before cleaning
   * (a minus sign is stripped from the value, so only the typed text shows it was there).
   */
  check?: (value: number, typed: string) => string | undefined;
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

/** Boxes under a visible group label of their own ("Other Renovations"). */
export interface GroupSpec<T> extends FieldBase<T> {
  type: "group";
  fields: readonly NumberFieldSpec<T>[];
}

export type FieldSpec<T> =
  | TextFieldSpec<T>
  | NumberFieldSpec<T>
  | CheckboxFieldSpec<T>
  | SelectFieldSpec<T>
  | CompsSpec<T>
  | GroupSpec<T>;

/** Every number box of a form, those inside groups included, in the form's order. */
export function numberFieldsOf<T>(fields: readonly FieldSpec<T>[]): NumberFieldSpec<T>[] {
  return fields.flatMap((field) => {
    if (field.type === "number") return [field];
    return field.type === "group" ? field.fields : [];
  });
}
