/** `explain(result)`: the formula behind each headline figure, numbers substituted. */
import { explainConstruction } from "./explain-construction.ts";
import { explainFlip } from "./explain-flip.ts";
import { explainLand } from "./explain-land.ts";
import { explainRenovation } from "./explain-renovation.ts";
import type { ExplainLine } from "./explain-text.ts";
import type { AnyResults } from "./types.ts";

export type { ExplainLine } from "./explain-text.ts";

/**
 * Explains a result of any calculator for a "how is this calculated" view: one line per
 * figure, e.g. `{ figure: "arv", label: "ARV", formula: "ARV = $180.00/sq ft x 1,800 sq ft =
 * $324,000" }`. Money is shown in dollars, rates as entered, results to 1 decimal.
 */
export function explain(result: AnyResults): ExplainLine[] {
  switch (result.kind) {
    case "land":
      return explainLand(result);
    case "flip":
      return explainFlip(result);
    case "renovation":
      return explainRenovation(result);
    case "construction":
      return explainConstruction(result);
  }
}
