/**
 * Saved rental and BRRRR deals side by side (issue 46), as the Deal Analyzer's comparison's
 * plain data (`Comparison`), so the same table view draws them: the key figures a buy-and-hold
 * investor compares (cash flow, cap rate, cash-on-cash, DSCR, IRR and total return over the
 * hold, a BRRRR's cash left in), computed by @academy/calculators from the stored inputs.
 */
import {
  analyzeBrrrr,
  analyzeRental,
  formatCurrency,
  formatPercent,
  formatRatio,
  type AnyRentalResults,
  type RentalDeal,
} from "@academy/calculators";
import { COMPARE_TEXT, type Comparison, type ComparisonRow } from "@academy/widgets";
import { RENTAL_COMPARE_TEXT as TEXT } from "./savedDealsText.ts";
import { MODE_LABELS } from "./savedDealModes.ts";

export interface ComparedRentalDeal {
  id: number;
  name: string;
  deal: RentalDeal;
}

type Figure = [label: string, value: (results: AnyRentalResults) => string | null];

const percentOrNone = (value: number | null, none: string) =>
  value === null ? none : formatPercent(value);

const RESULTS: Figure[] = [
  [TEXT.monthlyCashFlow, (r) => formatCurrency(r.monthlyCashFlow)],
  [TEXT.annualCashFlow, (r) => formatCurrency(r.annualCashFlow)],
  [TEXT.capRate, (r) => formatPercent(r.capRate)],
  [TEXT.cashOnCash, (r) => (r.kind === "rental" ? formatPercent(r.cashOnCash) : null)],
  [
    TEXT.returnOnCashLeft,
    (r) => (r.kind === "brrrr" ? percentOrNone(r.returnOnCashLeft, TEXT.infinite) : null),
  ],
  [TEXT.dscr, (r) => (r.dscr === null ? TEXT.noDebt : formatRatio(r.dscr))],
  [TEXT.irr, (r) => percentOrNone(r.outcome.irr === null ? null : r.outcome.irr * 100, TEXT.none)],
  [TEXT.totalReturn, (r) => formatCurrency(r.outcome.totalProfit)],
  [
    TEXT.cashInvested,
    (r) => formatCurrency(r.kind === "rental" ? r.cashInvested : r.totalCashInvested),
  ],
  [
    TEXT.cashLeftIn,
    (r) => (r.kind === "brrrr" ? formatCurrency(Math.max(0, r.cashLeftInDeal)) : null),
  ],
];

const INPUTS: Figure[] = [
  [TEXT.purchasePrice, (r) => formatCurrency(r.inputs.purchasePrice)],
  [TEXT.rehab, (r) => formatCurrency(r.inputs.rehabCost)],
  [TEXT.monthlyRent, (r) => formatCurrency(r.inputs.monthlyRent)],
  [TEXT.vacancy, (r) => `${r.inputs.vacancyPct}%`],
  [TEXT.holdYears, (r) => String(r.inputs.holdYears)],
];

function rowsOf(figures: Figure[], results: AnyRentalResults[]): ComparisonRow[] {
  return figures.flatMap(([label, value]) => {
    const shown = results.map(value);
    // A figure neither mode of the compared deals has (cash left in, among rentals only).
    if (shown.every((text) => text === null)) return [];
    const values = shown.map((text) => text ?? COMPARE_TEXT.notApplicable);
    return [{ label, values, differs: new Set(values).size > 1 }];
  });
}

/** Compares the deals in the order given (the caller checks there are two to four). */
export function compareRentalDeals(deals: readonly ComparedRentalDeal[]): Comparison {
  const results = deals.map(({ deal }) =>
    deal.kind === "rental" ? analyzeRental(deal.inputs) : analyzeBrrrr(deal.inputs),
  );
  const calculators = results.map((r) => MODE_LABELS[r.kind]);
  return {
    deals: deals.map(({ id, name }) => ({ id, name })),
    sections: [
      {
        id: "summary",
        title: COMPARE_TEXT.summary,
        rows: [
          {
            label: COMPARE_TEXT.calculator,
            values: calculators,
            differs: new Set(calculators).size > 1,
          },
        ],
      },
      { id: "results", title: TEXT.keyFigures, rows: rowsOf(RESULTS, results) },
      { id: "inputs", title: COMPARE_TEXT.inputs, rows: rowsOf(INPUTS, results) },
    ],
  };
}
