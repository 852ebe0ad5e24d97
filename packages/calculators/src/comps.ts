/** Comparable sales: per-square-foot prices, validity, median and the bed/bath adjustment. */
import {
  BATHROOM_ABOVE_FACTOR,
  BATHROOM_BELOW_FACTOR,
  BEDROOM_ABOVE_FACTOR,
  BEDROOM_BELOW_FACTOR,
  COMP_ADJUSTMENT_TOLERANCE,
  COMP_DEFAULT_BATHROOMS,
  COMP_DEFAULT_BEDROOMS,
} from "./constants.ts";
import { isAbove, sanitizeAmount, sanitizeText } from "./math.ts";
import type { Comp, CompsSummary } from "./types.ts";

/** Dollars per square foot = price / square footage; 0 when the area is 0. */
export function compPricePerSqFt(price: number, squareFootage: number): number {
  return squareFootage > 0 ? price / squareFootage : 0;
}

/** Coerces a comp row and recomputes its price per square foot from price and area. */
export function sanitizeComp(comp: Comp): Comp {
  const price = sanitizeAmount(comp.price);
  const squareFootage = sanitizeAmount(comp.squareFootage);
  return {
    id: sanitizeText(comp.id),
    address: sanitizeText(comp.address),
    price,
    squareFootage,
    bedrooms: sanitizeAmount(comp.bedrooms),
    bathrooms: sanitizeAmount(comp.bathrooms),
    pricePerSqFt: compPricePerSqFt(price, squareFootage),
  };
}

/** A new, empty comp row with the spec's defaults (3 bedrooms, 2 bathrooms). */
export function createComp(id: string): Comp {
  return {
    id,
    address: "",
    price: 0,
    squareFootage: 0,
    bedrooms: COMP_DEFAULT_BEDROOMS,
    bathrooms: COMP_DEFAULT_BATHROOMS,
    pricePerSqFt: 0,
  };
}

/** A comp counts only with a positive price and a positive area (otherwise $/sq ft is void). */
export function isValidComp(comp: Comp): boolean {
  return comp.price > 0 && comp.squareFootage > 0;
}

/** Median of the values; the mean of the two middle values for an even count; 0 if empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  // Odd count: only index floor(mid) lies in [mid - 1, mid]; even count: the two middle ones.
  const middle = sorted.filter((_, index) => index >= mid - 1 && index <= mid);
  return middle.reduce((sum, value) => sum + value, 0) / middle.length;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** `below` when the subject is more than 0.5 under the comps' average, `above` when over. */
function adjustment(subject: number, average: number, below: number, above: number): number {
  if (isAbove(average - subject, COMP_ADJUSTMENT_TOLERANCE)) return below;
  if (isAbove(subject - average, COMP_ADJUSTMENT_TOLERANCE)) return above;
  return 1;
}

/**
 * Multiplier applied to the comps' dollars per square foot for the subject's beds and baths
 * compared with the valid comps' averages: beds x0.95 / x1.05, baths x0.93 / x1.03.
 * `comps` must be non-empty and valid.
 */
export function compAdjustmentFactor(
  validComps: readonly Comp[],
  subjectBedrooms: number,
  subjectBathrooms: number,
): { bedroomFactor: number; bathroomFactor: number } {
  return {
    bedroomFactor: adjustment(
      subjectBedrooms,
      mean(validComps.map((comp) => comp.bedrooms)),
      BEDROOM_BELOW_FACTOR,
      BEDROOM_ABOVE_FACTOR,
    ),
    bathroomFactor: adjustment(
      subjectBathrooms,
      mean(validComps.map((comp) => comp.bathrooms)),
      BATHROOM_BELOW_FACTOR,
      BATHROOM_ABOVE_FACTOR,
    ),
  };
}

/** The summary used when comps are off or none is valid. */
export const EMPTY_COMPS_SUMMARY: Readonly<CompsSummary> = Object.freeze({
  compsUsed: 0,
  medianPricePerSqFt: 0,
  lowPricePerSqFt: 0,
  highPricePerSqFt: 0,
});

/**
 * Summarises the valid comps in adjusted dollars per square foot (median, low, high).
 * Invalid rows are ignored; with none valid, every figure is 0 and `compsUsed` is 0.
 */
export function summarizeComps(
  comps: readonly Comp[],
  subjectBedrooms: number,
  subjectBathrooms: number,
): CompsSummary {
  const valid = comps.map(sanitizeComp).filter(isValidComp);
  if (valid.length === 0) return { ...EMPTY_COMPS_SUMMARY };
  const { bedroomFactor, bathroomFactor } = compAdjustmentFactor(
    valid,
    subjectBedrooms,
    subjectBathrooms,
  );
  const factor = bedroomFactor * bathroomFactor;
  const perSqFt = valid.map((comp) => comp.pricePerSqFt);
  return {
    compsUsed: valid.length,
    medianPricePerSqFt: median(perSqFt) * factor,
    // reduce, not Math.min(...spread): a spread of a huge list would overflow the stack.
    lowPricePerSqFt: perSqFt.reduce((low, value) => Math.min(low, value)) * factor,
    highPricePerSqFt: perSqFt.reduce((high, value) => Math.max(high, value)) * factor,
  };
}

/**
 * Whether the manual ARV per sq ft box is disabled (spec section 2): comps are in use and at
 * least one row exists, valid or not. Note the engine still falls back to the manual value
 * when no row is valid.
 */
export function isManualArvDisabled(useComps: boolean, comps: readonly Comp[]): boolean {
  return useComps && comps.length > 0;
}
