/** The spec's input rule for numeric boxes (section 5). */
import { MAX_INPUT_VALUE } from "./constants.ts";
import { sanitizeAmount } from "./math.ts";

/** How one numeric field is parsed: integer-only and/or capped. */
export interface NumericFieldRule {
  integer?: boolean;
  max?: number;
}

/**
 * Parses what the user typed into a numeric box. Every character except digits and the
 * decimal point is stripped (so "-5" is 5 and "$1,250" is 1250); the leading number of what
 * remains is read ("1.2.3" is 1.2); empty or unparsable text gives 0; the result is never
 * negative, truncated for integer fields, capped at `max`, and never above 1e12 (so
 * arithmetic on it stays finite), and below 0.000001 it is 0.
 */
export function parseNumericInput(raw: string, options: NumericFieldRule = {}): number {
  const stripped = String(raw).replace(/[^0-9.]/g, "");
  const limit = Math.min(MAX_INPUT_VALUE, sanitizeMax(options.max));
  // A digit string too long for a double parses as Infinity: the user typed a huge number.
  const value = sanitizeAmount(Math.min(Number.parseFloat(stripped), limit), limit);
  return options.integer === true ? Math.trunc(value) : value;
}

/** A missing, NaN or negative cap means "no cap" beyond the package-wide limit. */
function sanitizeMax(max: number | undefined): number {
  return max !== undefined && max >= 0 ? max : MAX_INPUT_VALUE;
}

/** What a numeric box shows for a value: 0 shows as an empty box (section 5). */
export function displayInputValue(value: number): string {
  return Number.isFinite(value) && value !== 0 ? String(value) : "";
}
