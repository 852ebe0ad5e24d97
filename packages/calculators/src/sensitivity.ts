/**
 * `sensitivity(kind, inputs, options)`: the headline figure over a grid of changes to the
 * value side (rows) and the cost side (columns) of a deal, -10 % to +10 % by default.
 */
import { SENSITIVITY_MAX_CHANGE_PCT, SENSITIVITY_STEPS_PCT } from "./constants.ts";
import { analyzeConstruction } from "./construction.ts";
import { analyzeFlip } from "./flip.ts";
import { analyzeLand } from "./land.ts";
import { applyChange } from "./math.ts";
import { analyzeRenovation } from "./renovation.ts";
import type { Comp, DealKind, InputsByKind } from "./types.ts";

/** The figure a grid shows: flip and construction profit, land net profit, renovation ROI. */
export type SensitivityMetric = "profit" | "netProfit" | "roi";

/** What a row or column changes. */
export type SensitivityAxis =
  | "arv"
  | "marketValue"
  | "valueIncrease"
  | "purchasePrice"
  | "rehabBudget"
  | "renovationCost"
  | "constructionCost";

export interface SensitivityOptions {
  /** Percent changes for both axes; default -10, -5, 0, 5, 10; each clamped to +-50. */
  steps?: readonly number[];
  /** The flip's comps (ignored by the other calculators). */
  comps?: readonly Comp[];
}

/** `values[row][column]` is the metric at `rowChangesPct[row]` and `columnChangesPct[column]`. */
export interface SensitivityGrid {
  kind: DealKind;
  /** Dollars for profits, percent for ROI. */
  metric: SensitivityMetric;
  rowAxis: SensitivityAxis;
  columnAxis: SensitivityAxis;
  rowChangesPct: number[];
  columnChangesPct: number[];
  values: number[][];
}

interface Model<K extends DealKind> {
  metric: SensitivityMetric;
  rowAxis: SensitivityAxis;
  columnAxis: SensitivityAxis;
  evaluate(
    inputs: InputsByKind[K],
    rowPct: number,
    columnPct: number,
    comps: readonly Comp[],
  ): number;
}

type Models = { [K in DealKind]: Model<K> };

const MODELS: Models = {
  flip: {
    metric: "profit",
    rowAxis: "arv",
    columnAxis: "rehabBudget",
    // Scaling every comp price scales the comps median too, so ARV moves the same either way.
    evaluate: (inputs, rowPct, columnPct, comps) =>
      analyzeFlip(
        {
          ...inputs,
          arvPerSqFt: applyChange(inputs.arvPerSqFt, rowPct),
          rehabBudget: applyChange(inputs.rehabBudget, columnPct),
        },
        comps.map((comp) => ({ ...comp, price: applyChange(comp.price, rowPct) })),
      ).profit,
  },
  land: {
    metric: "netProfit",
    rowAxis: "marketValue",
    columnAxis: "purchasePrice",
    evaluate: (inputs, rowPct, columnPct) =>
      analyzeLand({
        ...inputs,
        avgPricePerAcre: applyChange(inputs.avgPricePerAcre, rowPct),
        purchasePrice: applyChange(inputs.purchasePrice, columnPct),
      }).netProfit,
  },
  renovation: {
    metric: "roi",
    rowAxis: "valueIncrease",
    columnAxis: "renovationCost",
    // Value add is cost x percent, so a cost overrun must not add value: the percents are
    // rescaled so each value add moves by the row change only.
    evaluate: (inputs, rowPct, columnPct) => {
      const pct = (value: number): number => (value * (100 + rowPct)) / (100 + columnPct);
      return analyzeRenovation({
        ...inputs,
        kitchenCost: applyChange(inputs.kitchenCost, columnPct),
        bathroomCost: applyChange(inputs.bathroomCost, columnPct),
        otherRenovations: applyChange(inputs.otherRenovations, columnPct),
        valueIncreaseKitchenPct: pct(inputs.valueIncreaseKitchenPct),
        valueIncreaseBathroomPct: pct(inputs.valueIncreaseBathroomPct),
        valueIncreaseOtherPct: pct(inputs.valueIncreaseOtherPct),
      }).roi;
    },
  },
  construction: {
    metric: "profit",
    rowAxis: "arv",
    columnAxis: "constructionCost",
    evaluate: (inputs, rowPct, columnPct) =>
      analyzeConstruction({
        ...inputs,
        arvPerSqFt: applyChange(inputs.arvPerSqFt, rowPct),
        constructionCostPerSqFt: applyChange(inputs.constructionCostPerSqFt, columnPct),
      }).profit,
  },
};

/** Non-finite steps count as 0; the rest are clamped to +-50 %. */
export function sanitizeSteps(steps: readonly number[]): number[] {
  return steps.map((step) =>
    Number.isFinite(step)
      ? Math.min(SENSITIVITY_MAX_CHANGE_PCT, Math.max(-SENSITIVITY_MAX_CHANGE_PCT, step))
      : 0,
  );
}

/**
 * The headline figure over a grid of changes: flip profit by ARV (rows) and rehab budget
 * (columns); land net profit by market value and purchase price; renovation ROI by value
 * increase and renovation cost; construction profit by ARV and construction cost per sq ft.
 */
export function sensitivity<K extends DealKind>(
  kind: K,
  inputs: InputsByKind[K],
  options: SensitivityOptions = {},
): SensitivityGrid {
  const model: Model<K> = MODELS[kind];
  const changes = sanitizeSteps(options.steps ?? SENSITIVITY_STEPS_PCT);
  const comps = options.comps ?? [];
  return {
    kind,
    metric: model.metric,
    rowAxis: model.rowAxis,
    columnAxis: model.columnAxis,
    rowChangesPct: changes,
    columnChangesPct: [...changes],
    values: changes.map((rowPct) =>
      changes.map((columnPct) => model.evaluate(inputs, rowPct, columnPct, comps)),
    ),
  };
}
