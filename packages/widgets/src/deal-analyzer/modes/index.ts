/**
 * The four calculators as one table keyed by mode: each mode's inputs (its field table), its
 * maths and what the analysis panel shows of the result. Adding a mode means one entry here.
 */
import {
  analyzeConstruction,
  analyzeFlip,
  analyzeLand,
  analyzeRenovation,
  type AnyResults,
  type Comp,
  type DealKind,
  type InputsByKind,
  type ResultsByKind,
} from "@academy/calculators";
import type { DealState } from "../deal-state.ts";
import {
  constructionFields,
  flipFields,
  landFields,
  renovationFields,
  type FieldSpec,
} from "../fields/index.ts";
import { constructionAnalysis } from "./construction.ts";
import { flipAnalysis } from "./flip.ts";
import { landAnalysis } from "./land.ts";
import { renovationAnalysis } from "./renovation.ts";
import type { Analysis } from "./types.ts";

export type * from "./types.ts";

export interface Mode<K extends DealKind> {
  /** The form's inputs in the spec's order. */
  fields: readonly FieldSpec<InputsByKind[K]>[];
  /** The result for the mode's inputs (only the flip reads the comps). */
  analyze: (inputs: InputsByKind[K], comps: readonly Comp[]) => ResultsByKind[K];
  /** The figures, groups, chart data and announcement for a result. */
  present: (result: ResultsByKind[K]) => Analysis;
}

export const MODES: { readonly [K in DealKind]: Mode<K> } = {
  land: { fields: landFields, analyze: analyzeLand, present: landAnalysis },
  flip: { fields: flipFields, analyze: analyzeFlip, present: flipAnalysis },
  renovation: { fields: renovationFields, analyze: analyzeRenovation, present: renovationAnalysis },
  construction: {
    fields: constructionFields,
    analyze: analyzeConstruction,
    present: constructionAnalysis,
  },
};

export interface Evaluation {
  result: AnyResults;
  analysis: Analysis;
}

/** One tab's result for the state and what the panel shows of it. */
export function evaluate<K extends DealKind>(kind: K, state: DealState): Evaluation {
  const mode: Mode<K> = MODES[kind];
  const result = mode.analyze(state.inputs[kind], state.comps);
  return { result, analysis: mode.present(result) };
}
