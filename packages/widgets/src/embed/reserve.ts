/**
 * How tall an analyzer is when it first renders, so the loader can reserve the space before
 * the bundle arrives and the page below does not jump (no cumulative layout shift). Heights of
 * the built embed at the default inputs, measured by element width; between two measured
 * widths the height is interpolated. apps/site/e2e/deal-analyzer-embed.spec.ts checks the estimate
 * against the rendered height (within 5 %), and that the page does not shift.
 */

/** Element widths (CSS px) at which heights were measured. */
export const MEASURED_WIDTHS = [320, 360, 400, 600, 790, 800, 1000, 1300] as const;

/** Rendered heights at those widths, per first tab. */
const HEIGHTS: Readonly<Record<string, readonly number[]>> = {
  land: [1968, 1809, 1767, 1465, 1428, 1168, 1105, 1061],
  flip: [2142, 2066, 2003, 1597, 1560, 1224, 1132, 1088],
  renovation: [2218, 2160, 2107, 1649, 1612, 1295, 1211, 1128],
  construction: [1988, 1880, 1809, 1507, 1470, 1201, 1201, 1094],
};

export function reservedHeight(width: number, calculator: string | undefined): number {
  const heights = HEIGHTS[calculator ?? ""] ?? HEIGHTS.land ?? [];
  const widths: readonly number[] = MEASURED_WIDTHS;
  const last = widths.length - 1;
  if (width <= widths[0]!) return heights[0]!;
  if (width >= widths[last]!) return heights[last]!;
  const upper = widths.findIndex((measured) => measured >= width);
  const [w0, w1, h0, h1] = [
    widths[upper - 1]!,
    widths[upper]!,
    heights[upper - 1]!,
    heights[upper]!,
  ];
  return Math.round(h0 + ((h1 - h0) * (width - w0)) / (w1 - w0));
}
