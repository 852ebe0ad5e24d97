/** Shared pieces of the "how is this calculated" lines. */
import { formatCurrency, formatPercent, formatPerSqFt, formatQuantity } from "./format.ts";

/** One explained figure: the result field (or intermediate) it belongs to and its working. */
export interface ExplainLine {
  /** The result field this line explains, or the intermediate figure's name. */
  figure: string;
  /** Human label of the figure. */
  label: string;
  /** The formula with the numbers substituted, ending in "= <value>". */
  formula: string;
}

export const money = formatCurrency;
export const percent = formatPercent;
export const quantity = formatQuantity;

/** "$180.00/sq ft". */
export function perSqFt(n: number): string {
  return `${formatPerSqFt(n)}/sq ft`;
}

/**
 * "a / b = r" for a ratio in percent, or an explicit note when the denominator is not
 * positive (the engine then reports 0 rather than dividing).
 */
export function ratioText(numerator: number, denominator: number, result: number): string {
  return denominator > 0
    ? `${money(numerator)} / ${money(denominator)} = ${percent(result)}`
    : `${percent(result)} (nothing to divide by: ${money(denominator)})`;
}

/** Builds a line as `<label> = <working>`. */
export function line(figure: string, label: string, working: string): ExplainLine {
  return { figure, label, formula: `${label} = ${working}` };
}
