/**
 * How tall an analyzer is when it first renders, so the loader can reserve the space before
 * the bundle arrives and the page below does not jump (no cumulative layout shift). Heights of
 * the built embed at the default inputs, measured by element width; between two measured
 * widths the height is interpolated. apps/site/e2e/deal-analyzer-layout.spec.ts checks them.
 */

/** Element widths (CSS px) at which heights were measured. */
export const MEASURED_WIDTHS = [320, 360, 400, 600, 790, 800, 1000, 1300] as const;

/** Rendered heights at those widths, per first tab. */
const HEIGHTS: Readonly<Record<string, readonly number[]>> = {
  land: [1990, 1830, 1760, 1460, 1430, 1110, 1100, 1060],
  flip: [2190, 2070, 2000, 1610, 1560, 1140, 1130, 1090],
  renovation: [2230, 2180, 2100, 1650, 1610, 1220, 1210, 1130],
  construction: [2010, 1880, 1810, 1500, 1470, 1210, 1200, 1090],
};

export function reservedHeight(width: number, calculator: string | undefined): number {
  const heights = HEIGHTS[calculator ?? ""] ?? HEIGHTS.land ?? [];
  const widths: readonly number[] = MEASURED_WIDTHS;
  const last = widths.length - 1;
  if (width <= widths[0]!) return heights[0]!;
  if (width >= widths[last]!) return heights[last]!;
  const upper = widths.findIndex((measured) => measured >= width);
  const [w0, w1, h0, h1] = [widths[upper - 1]!, widths[upper]!, heights[upper - 1]!, heights[upper]!];
  return Math.round(h0 + ((h1 - h0) * (width - w0)) / (w1 - w0));
}
