/** Small helpers over the calculators' formatters, shared by the four modes. */
import { formatCurrency } from "@academy/calculators";
import type { Figure } from "./types.ts";

/** A money figure, red when negative (the minus sign says it too). */
export function money(
  key: string,
  label: string,
  amount: number,
  extra: Partial<Figure> = {},
): Figure {
  return {
    key,
    label,
    value: formatCurrency(amount),
    ...(amount < 0 && formatCurrency(amount).startsWith("-") ? { tone: "negative" as const } : {}),
    ...extra,
  };
}

/** Tone for a ratio figure: green at the spec's threshold, red below zero. */
export function ratioTone(value: number, green: boolean): Figure["tone"] {
  if (green) return "positive";
  return value < 0 ? "negative" : undefined;
}
