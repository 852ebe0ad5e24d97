/** Turns a figure into a badge or recommendation text through the spec's threshold tables. */
import { FIGURE_GREEN_AT, type TierTable } from "./constants.ts";
import { isAtLeast } from "./math.ts";

/** The value of the first tier whose `min` the figure reaches (tables are highest first). */
export function rate<T>(figure: number, table: TierTable<T>): T {
  return table.tiers.find((tier) => isAtLeast(figure, tier.min))?.value ?? table.otherwise;
}

/**
 * Whether the headline figure itself is shown green (spec section 4's note): flip margin at
 * 15 or more, construction margin at 20 or more, renovation ROI at 50 or more.
 */
export function figureIsGreen(
  kind: "flip" | "construction" | "renovation",
  figure: number,
): boolean {
  return isAtLeast(figure, FIGURE_GREEN_AT[kind]);
}
