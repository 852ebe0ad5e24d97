/** The spec's input rule for numeric boxes (section 5): what typed text means and shows. */
import { MAX_INPUT_VALUE } from "./constants.ts";
import { sanitizeAmount } from "./math.ts";

/** How one numeric field is parsed: integer-only and/or capped. */
export interface NumericFieldRule {
  /**
   * Whole numbers only (prices, square feet, bedrooms, units, months). A fraction is dropped,
   * never rounded: "75000.99" counts as 75000, the way the spec floors values.
   */
  integer?: boolean;
  /** The largest value the box takes; above it the box shows this cap (land LTV 70). */
  max?: number;
}

/** What a box shows and means after an edit. */
export interface NumericText {
  /** The text the box shows: only what counts, plus at most a point still being typed. */
  text: string;
  value: number;
}

interface Stripped {
  whole: string;
  /** The digits after the first point; null when there is no point. */
  fraction: string | null;
}

/**
 * Every character except digits and the decimal point is stripped, and only the first point
 * counts (so "-5" is 5, "$1,250" is 1250 and "1.2.3" is 1.23).
 */
function strip(raw: string): Stripped {
  const kept = String(raw).replace(/[^0-9.]/g, "");
  const point = kept.indexOf(".");
  if (point < 0) return { whole: kept, fraction: null };
  return { whole: kept.slice(0, point), fraction: kept.slice(point + 1).replace(/\./g, "") };
}

/** The cap a rule allows: a missing, NaN or negative `max` means the package-wide limit. */
function limitOf(rule: NumericFieldRule): number {
  const { max } = rule;
  return Math.min(MAX_INPUT_VALUE, max !== undefined && max >= 0 ? max : MAX_INPUT_VALUE);
}

function valueOf({ whole, fraction }: Stripped, rule: NumericFieldRule): number {
  const limit = limitOf(rule);
  const typed = Number.parseFloat(fraction === null ? whole : `${whole}.${fraction}`);
  // A digit string too long for a double parses as Infinity: the user typed a huge number.
  const value = sanitizeAmount(Math.min(typed, limit), limit);
  return rule.integer === true ? Math.trunc(value) : value;
}

/**
 * Parses what the user typed into a numeric box (see `strip`); empty or unparsable text gives
 * 0; the result is never negative, truncated for integer fields, capped at `max`, never above
 * 1e12 (so arithmetic on it stays finite), and below 0.000001 it is 0.
 */
export function parseNumericInput(raw: string, rule: NumericFieldRule = {}): number {
  return valueOf(strip(raw), rule);
}

/**
 * Whether text typed into a whole-number box had a fraction that the value drops ("75000.99"),
 * so the form can say so beside the box instead of dropping it silently.
 */
export function droppedFraction(raw: string, rule: NumericFieldRule = {}): boolean {
  if (rule.integer !== true) return false;
  const { fraction } = strip(raw);
  return fraction !== null && /[1-9]/.test(fraction);
}

/**
 * Whether text typed into a capped box asked for more than the cap (85 in a 70 % box), so the
 * form can say why the box shows the cap.
 */
export function exceededCap(raw: string, rule: NumericFieldRule = {}): boolean {
  if (rule.max === undefined) return false;
  return parseNumericInput(raw) > limitOf(rule);
}

/** What a numeric box shows for a value: 0 shows as an empty box (section 5). */
export function displayInputValue(value: number): string {
  return Number.isFinite(value) && value !== 0 ? String(value) : "";
}

/**
 * The text a box shows after any edit, typed or pasted, and the value it means. The text is
 * the value itself (letters gone, a cap shown as the cap, 0 as an empty box) except while a
 * decimal is being typed: a trailing point or fraction digits ("12.", "0.50") stay. In a
 * whole-number box too the typed fraction stays on screen ("75000.99") while the value drops it
 * (75000): the digits after the point never join the whole part, and the box does not sit on a
 * bare "75000." (issue #50); the form says beside it that only whole numbers count (see
 * `droppedFraction`). Typing text one key at a time at
 * the end gives the same text and value as pasting it at once; the box shows
 * `displayInputValue(value)` once the user leaves it.
 */
export function normalizeNumericText(raw: string, rule: NumericFieldRule = {}): NumericText {
  const once = normalizeOnce(raw, rule);
  if (!once.pastCap) return { text: once.text, value: once.value };
  // Past the cap with a point, the box shows the cap and typing goes on from it: in "500.5."
  // the first point is lost when "500.5" shows "70", and the last one then shows "70.". What
  // the box shows is therefore the text typed one key at a time, so that is what pasting shows.
  let text = "";
  for (const key of raw) text = normalizeOnce(text + key, rule).text;
  return { text, value: once.value };
}

function normalizeOnce(raw: string, rule: NumericFieldRule): NumericText & { pastCap: boolean } {
  const stripped = strip(raw);
  const value = valueOf(stripped, rule);
  const { whole, fraction } = stripped;
  if (fraction === null) return { text: displayInputValue(value), value, pastCap: false };
  const typed = Number.parseFloat(`${whole}.${fraction}`.replace(/^\./, "0."));
  // A decimal up to the cap stays as typed (leading zeros go); above it the box shows the cap,
  // with the point while nothing follows it, so the next digit is read after the point, and
  // with the typed fraction while that still means the cap ("90.0" shows "70.0", as typing
  // 9, 0, ".", 0 does), so typed and pasted text always agree.
  const limit = limitOf(rule);
  if (typed <= limit)
    return { text: `${whole.replace(/^0+/, "") || "0"}.${fraction}`, value, pastCap: false };
  if (fraction === "") return { text: `${value}.`, value, pastCap: true };
  const atCap = `${value}.${fraction}`;
  const text = Number.parseFloat(atCap) <= limit ? atCap : displayInputValue(value);
  return { text, value, pastCap: true };
}
