/**
 * The side-by-side comparison of saved deals as plain data: for each deal its calculator and
 * recommendation, its headline results (computed by @academy/calculators from the stored
 * inputs) and its inputs, one row per label across all the deals, each row saying whether the
 * deals differ on it. The view draws these rows; nothing here knows about markup.
 */
import { formatCurrency, type Deal, type InputsByKind } from "@academy/calculators";
import { TAB_LABELS } from "../constants.ts";
import type { FieldSpec, NumberFieldSpec } from "../fields/index.ts";
import { MODES } from "../modes/index.ts";
import { COMPARE_TEXT } from "./constants.ts";

/** At least two and at most four deals are compared (issue 15). */
export const MIN_COMPARED_DEALS = 2;
export const MAX_COMPARED_DEALS = 4;

export interface ComparedDeal {
  id: number;
  name: string;
  deal: Deal;
}

export interface ComparisonRow {
  label: string;
  /** One shown value per deal, in the deals' order; `COMPARE_TEXT.notApplicable` when absent. */
  values: string[];
  /** Whether the deals do not all show the same value. */
  differs: boolean;
}

export interface ComparisonSection {
  id: "summary" | "results" | "inputs";
  title: string;
  rows: ComparisonRow[];
}

export interface Comparison {
  deals: { id: number; name: string }[];
  sections: ComparisonSection[];
}

type Cells = Map<string, Map<number, string>>;

function put(cells: Cells, label: string, index: number, value: string) {
  const row = cells.get(label) ?? new Map<number, string>();
  row.set(index, value);
  cells.set(label, row);
}

function rowsOf(cells: Cells, count: number): ComparisonRow[] {
  return [...cells].map(([label, byDeal]) => {
    const values = Array.from(
      { length: count },
      (_, index) => byDeal.get(index) ?? COMPARE_TEXT.notApplicable,
    );
    return { label, values, differs: new Set(values).size > 1 };
  });
}

function numberText<T>(field: NumberFieldSpec<T>, value: number): string {
  if (field.unit === "$") return formatCurrency(value);
  return field.unit === "%" ? `${value}%` : String(value);
}

/** Boxes that share a label ("Cost") are told apart by their context ("Kitchen Remodel"). */
function numberLabel<T>(field: NumberFieldSpec<T>): string {
  return field.context ? `${field.context}: ${field.label}` : field.label;
}

/** What one input shows, or null where the form would not show it (Land LTV % unfinanced). */
function inputTexts<T>(fields: readonly FieldSpec<T>[], inputs: T): [string, string][] {
  return fields.flatMap((field): [string, string][] => {
    if (field.show && !field.show(inputs)) return [];
    switch (field.type) {
      case "text": {
        const text = String(inputs[field.key]).trim();
        return [[field.label, text === "" ? COMPARE_TEXT.notApplicable : text]];
      }
      case "number":
        return [[numberLabel(field), numberText(field, Number(inputs[field.key]))]];
      case "checkbox":
        return [[field.label, inputs[field.key] ? COMPARE_TEXT.yes : COMPARE_TEXT.no]];
      case "select": {
        const value = String(inputs[field.key]);
        const option = field.options.find((candidate) => candidate.value === value);
        return [[field.label, option?.label ?? value]];
      }
      case "group":
        return field.fields.map((inner): [string, string] => [
          numberLabel(inner),
          numberText(inner, Number(inputs[inner.key])),
        ]);
      case "comps":
        return [];
    }
  });
}

function fieldsAndInputs(deal: Deal): [string, string][] {
  switch (deal.kind) {
    case "land":
      return inputTexts<InputsByKind["land"]>(MODES.land.fields, deal.inputs);
    case "flip":
      return [
        ...inputTexts<InputsByKind["flip"]>(MODES.flip.fields, deal.inputs),
        [COMPARE_TEXT.compsCount, String(deal.comps.length)],
      ];
    case "renovation":
      return inputTexts<InputsByKind["renovation"]>(MODES.renovation.fields, deal.inputs);
    case "construction":
      return inputTexts<InputsByKind["construction"]>(MODES.construction.fields, deal.inputs);
  }
}

function evaluateDeal(deal: Deal) {
  switch (deal.kind) {
    case "land": {
      const result = MODES.land.analyze(deal.inputs, []);
      return { recommendation: result.recommendation, analysis: MODES.land.present(result) };
    }
    case "flip": {
      const result = MODES.flip.analyze(deal.inputs, deal.comps);
      return { recommendation: result.recommendation, analysis: MODES.flip.present(result) };
    }
    case "renovation": {
      const result = MODES.renovation.analyze(deal.inputs, []);
      return { recommendation: result.recommendation, analysis: MODES.renovation.present(result) };
    }
    case "construction": {
      const result = MODES.construction.analyze(deal.inputs, []);
      return {
        recommendation: result.recommendation,
        analysis: MODES.construction.present(result),
      };
    }
  }
}

/** Compares the deals in the order given (the caller checks there are two to four). */
export function compareDeals(deals: readonly ComparedDeal[]): Comparison {
  const summary: Cells = new Map();
  const results: Cells = new Map();
  const inputs: Cells = new Map();
  deals.forEach(({ deal }, index) => {
    const { recommendation, analysis } = evaluateDeal(deal);
    put(summary, COMPARE_TEXT.calculator, index, TAB_LABELS[deal.kind]);
    put(summary, COMPARE_TEXT.recommendation, index, recommendation);
    for (const figure of analysis.headline) put(results, figure.label, index, figure.value);
    for (const [label, value] of fieldsAndInputs(deal)) put(inputs, label, index, value);
  });
  return {
    deals: deals.map(({ id, name }) => ({ id, name })),
    sections: [
      { id: "summary", title: COMPARE_TEXT.summary, rows: rowsOf(summary, deals.length) },
      { id: "results", title: COMPARE_TEXT.results, rows: rowsOf(results, deals.length) },
      { id: "inputs", title: COMPARE_TEXT.inputs, rows: rowsOf(inputs, deals.length) },
    ],
  };
}
