/**
 * How tall an analyzer is when it first renders, so the loader can reserve the space before
 * the bundle arrives and the page below does not jump (no cumulative layout shift). Heights of
 * the built embed at the default inputs, measured by element width; between two measured
 * widths the height is interpolated. apps/site/e2e/deal-analyzer-embed.spec.ts checks the estimate
 * against the rendered height (within 5 %), and that the page does not shift.
 */

/**
 * Element widths (CSS px) at which heights were measured: re-measured in session 23 (issue 50's
 * labelled investor figures made Home Renovation 120-130 px taller), in a 1280 × 720 Chromium
 * window as the end-to-end check runs, with the widths it checks (375, 700, 1100) among them.
 */
export const MEASURED_WIDTHS = [320, 360, 375, 400, 600, 700, 790, 800, 1000, 1100, 1300] as const;

/** Rendered heights at those widths, per first tab. */
const HEIGHTS: Readonly<Record<string, readonly number[]>> = {
  land: [1891, 1765, 1744, 1674, 1465, 1428, 1205, 1177, 1114, 1079, 1061],
  flip: [2100, 1980, 1980, 1952, 1597, 1560, 1261, 1233, 1123, 1088, 1088],
  renovation: [2373, 2283, 2262, 2174, 1799, 1762, 1513, 1446, 1362, 1306, 1259],
  construction: [1894, 1786, 1786, 1758, 1525, 1470, 1238, 1210, 1210, 1169, 1112],
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
