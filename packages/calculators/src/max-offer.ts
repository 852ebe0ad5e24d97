/** `maxOfferFor`: the highest purchase price that still meets a flip margin or a land score. */
import { MAX_INPUT_VALUE } from "./constants.ts";
import { analyzeFlip } from "./flip.ts";
import { analyzeLand } from "./land.ts";
import { isAtLeast } from "./math.ts";
import type { Comp, FlipInputs, LandInputs } from "./types.ts";

/** What to solve for: a flip's profit margin (percent of ARV) or a land score (0 to 100). */
export type MaxOfferRequest =
  | { kind: "flip"; inputs: FlipInputs; comps?: readonly Comp[]; targetMargin: number }
  | { kind: "land"; inputs: LandInputs; targetScore: number };

/**
 * `found`: the highest whole-dollar price meeting the target (the price box is integer-only);
 * `unreachable`: not even a price of $0 meets it; `unlimited`: every price up to the input
 * limit (1e12) meets it, e.g. a land score reachable on zoning and utilities alone.
 */
export type MaxOfferResult =
  | { status: "found"; maxPurchasePrice: number }
  | { status: "unreachable" }
  | { status: "unlimited" };

/**
 * Largest whole number in [0, limit] for which `meets` holds, by bisection. `meets` must be
 * monotone (true up to some price, false above), which holds because a higher price never
 * raises a flip's margin or a land score.
 */
export function highestWholeDollar(
  meets: (price: number) => boolean,
  limit: number = MAX_INPUT_VALUE,
): MaxOfferResult {
  if (!meets(0)) return { status: "unreachable" };
  if (meets(limit)) return { status: "unlimited" };
  let low = 0;
  let high = limit;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (meets(middle)) low = middle;
    else high = middle;
  }
  return { status: "found", maxPurchasePrice: low };
}

/**
 * The highest purchase price, in whole dollars, at which the calculator itself still reports
 * a profit margin of at least `targetMargin` percent (flip) or a score of at least
 * `targetScore` (land). Solved against the real calculator, so it can never disagree with it.
 */
export function maxOfferFor(request: MaxOfferRequest): MaxOfferResult {
  if (request.kind === "flip") {
    const { inputs, comps = [], targetMargin } = request;
    return highestWholeDollar((purchasePrice) =>
      isAtLeast(analyzeFlip({ ...inputs, purchasePrice }, comps).profitMargin, targetMargin),
    );
  }
  const { inputs, targetScore } = request;
  return highestWholeDollar((purchasePrice) =>
    isAtLeast(analyzeLand({ ...inputs, purchasePrice }).score, targetScore),
  );
}
