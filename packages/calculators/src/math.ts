/**
 * Small numeric helpers shared by the calculators. They exist so that every division is
 * guarded and every input is coerced the same way: no NaN or Infinity can reach a result.
 */
import {
  MAX_INPUT_VALUE,
  MIN_INPUT_VALUE,
  MONTHS_PER_YEAR,
  THRESHOLD_TOLERANCE,
} from "./constants.ts";

/**
 * Coerces anything to a usable non-negative amount: non-numbers, NaN, infinities, negatives
 * (the spec floors inputs at 0) and dust below 0.000001 become 0; values above `max` (at most
 * 1e12) become `max`. Returns +0 for -0 so encoded deals round-trip exactly.
 */
export function sanitizeAmount(value: unknown, max: number = MAX_INPUT_VALUE): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < MIN_INPUT_VALUE) return 0;
  return Math.min(value, max);
}

/** Coerces anything to a string; non-strings (from untyped callers) become "". */
export function sanitizeText(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** Only a real `true` counts: strings such as "false" from untyped callers must not. */
export function sanitizeFlag(value: unknown): boolean {
  return value === true;
}

/** Returns `value` when it is one of `allowed`, else `fallback`. */
export function sanitizeChoice<T extends string>(
  value: unknown,
  allowed: readonly T[],
  fallback: T,
): T {
  return allowed.find((choice) => choice === value) ?? fallback;
}

/**
 * `pct` percent of `amount`. Multiplies before dividing so whole-dollar amounts at whole or
 * half percents stay exact (75000 x 2.5 / 100 = 1875, not 1874.9999...).
 */
export function percentOf(amount: number, pct: number): number {
  return (amount * pct) / 100;
}

/** `numerator` as a percent of `denominator`; 0 when the denominator is not positive. */
export function ratioPct(numerator: number, denominator: number): number {
  return denominator > 0 ? (numerator * 100) / denominator : 0;
}

/** `value` >= `threshold`, forgiving floating-point noise. */
export function isAtLeast(value: number, threshold: number): boolean {
  return value >= threshold - THRESHOLD_TOLERANCE;
}

/** `value` > `threshold` strictly, forgiving floating-point noise. */
export function isAbove(value: number, threshold: number): boolean {
  return value > threshold + THRESHOLD_TOLERANCE;
}

/** Scales `value` by a percent change (`changePct` -10 gives 90 % of value). */
export function applyChange(value: number, changePct: number): number {
  return (value * (100 + changePct)) / 100;
}

/** Interest-only loan cost, dollars = balance x annual rate percent / 12 x months. */
export function loanInterest(balance: number, annualRatePct: number, months: number): number {
  return (balance * annualRatePct * months) / (100 * MONTHS_PER_YEAR);
}
