/** One entry point over the four modes: compute a tab's result and what the panel shows of it. */
import {
  analyzeConstruction,
  analyzeFlip,
  analyzeLand,
  analyzeRenovation,
  type AnyResults,
  type DealKind,
} from "@academy/calculators";
import type { DealState } from "../deal-state.ts";
import { constructionAnalysis } from "./construction.ts";
import { flipAnalysis } from "./flip.ts";
import { landAnalysis } from "./land.ts";
import { renovationAnalysis } from "./renovation.ts";
import type { Analysis } from "./types.ts";

export { constructionFields } from "./construction.ts";
export { flipFields } from "./flip.ts";
export { landFields } from "./land.ts";
export { renovationFields } from "./renovation.ts";
export type * from "./types.ts";

/** The calculator's result for one tab of the state. */
export function analyze(kind: DealKind, state: DealState): AnyResults {
  switch (kind) {
    case "land":
      return analyzeLand(state.inputs.land);
    case "flip":
      return analyzeFlip(state.inputs.flip, state.comps);
    case "renovation":
      return analyzeRenovation(state.inputs.renovation);
    case "construction":
      return analyzeConstruction(state.inputs.construction);
  }
}

/** The figures, groups, chart data and announcement for a result. */
export function analysisOf(result: AnyResults): Analysis {
  switch (result.kind) {
    case "land":
      return landAnalysis(result);
    case "flip":
      return flipAnalysis(result);
    case "renovation":
      return renovationAnalysis(result);
    case "construction":
      return constructionAnalysis(result);
  }
}
