/** What the Rental Analyzer shows for a result, as data for the Deal Analyzer's figure lists. */
import {
  formatCents,
  formatCurrency,
  formatPercent,
  formatRatio,
  type AnyRentalResults,
  type BrrrrResults,
  type DscrSizing,
  type RentalResults,
} from "@academy/calculators";
import { moneyFigure as money, type Figure, type FigureGroup } from "../deal-analyzer/index.ts";
import { FIGURE_LABELS as L, RENTAL_TEXT as T } from "./constants.ts";

export interface RentalAnalysis {
  headline: Figure[];
  groups: FigureGroup[];
  /** What the live region reads when the results change. */
  summary: string;
}

/** A percent figure, red below zero. */
function pct(key: string, label: string, value: number, explain: readonly string[]): Figure {
  return {
    key,
    label,
    value: formatPercent(value),
    ...(value < 0 && formatPercent(value).startsWith("-") ? { tone: "negative" as const } : {}),
    explain,
  };
}

function dscrFigure(dscr: number | null): Figure {
  return {
    key: "dscr",
    label: L.dscr,
    value: dscr === null ? T.noDebt : formatRatio(dscr),
    ...(dscr !== null && dscr < 1 ? { tone: "negative" as const } : {}),
    explain: ["noi", "annualDebtService", "dscr"],
  };
}

function cashFlowFigure(result: AnyRentalResults): Figure {
  return money("monthlyCashFlow", L.monthlyCashFlow, result.monthlyCashFlow, {
    explain: ["noi", "annualDebtService", "annualCashFlow", "monthlyCashFlow"],
  });
}

function yearOne(result: AnyRentalResults): FigureGroup {
  return {
    id: "year-one",
    title: T.yearOne,
    figures: [
      money("grossIncome", L.grossIncome, result.grossIncome, { explain: ["grossIncome"] }),
      money("vacancyLoss", L.vacancyLoss, result.vacancyLoss, { explain: ["vacancyLoss"] }),
      money("operatingExpenses", L.operatingExpenses, result.operatingExpenses, {
        explain: ["operatingExpenses"],
      }),
      money("noi", L.noi, result.noi, {
        explain: ["grossIncome", "vacancyLoss", "effectiveIncome", "noi"],
      }),
      {
        key: "monthlyPayment",
        label: L.monthlyPayment,
        value: formatCents(result.monthlyPayment),
        explain: ["monthlyPayment"],
      },
      money("annualDebtService", L.annualDebtService, result.annualDebtService, {
        explain: ["monthlyPayment", "annualDebtService"],
      }),
      money("annualCashFlow", L.annualCashFlow, result.annualCashFlow, {
        explain: ["annualCashFlow"],
      }),
      {
        key: "breakEvenOccupancy",
        label: L.breakEvenOccupancy,
        value:
          result.breakEvenOccupancy === null
            ? T.noBreakEven
            : formatPercent(result.breakEvenOccupancy),
        explain: ["breakEvenOccupancy"],
      },
    ],
  };
}

function holdGroup(result: AnyRentalResults): FigureGroup {
  const { outcome } = result;
  return {
    id: "hold",
    title: T.hold,
    figures: [
      {
        key: "irr",
        label: L.irr,
        value: outcome.irr === null ? T.none : formatPercent(outcome.irr * 100),
        explain: ["irr"],
      },
      {
        key: "equityMultiple",
        label: L.equityMultiple,
        value: outcome.equityMultiple === null ? T.none : `${formatRatio(outcome.equityMultiple)}x`,
        explain: ["equityMultiple"],
      },
      money("salePrice", L.salePrice, outcome.salePrice, { explain: ["salePrice"] }),
      money("saleProceeds", L.saleProceeds, outcome.saleProceeds, {
        explain: ["sellingCosts", "saleProceeds"],
      }),
      money("totalProfit", L.totalProfit, outcome.totalProfit, { explain: ["totalProfit"] }),
    ],
  };
}

function rentalAnalysis(r: RentalResults): RentalAnalysis {
  return {
    headline: [
      cashFlowFigure(r),
      pct("capRate", L.capRate, r.capRate, ["noi", "capRate"]),
      pct("cashOnCash", L.cashOnCash, r.cashOnCash, [
        "cashInvested",
        "annualCashFlow",
        "cashOnCash",
      ]),
      dscrFigure(r.dscr),
    ],
    groups: [
      {
        id: "purchase",
        title: T.purchase,
        figures: [
          money("loanAmount", L.loanAmount, r.loanAmount, { explain: ["loanAmount"] }),
          money("cashInvested", L.cashInvested, r.cashInvested, {
            explain: ["downPayment", "closingCosts", "cashInvested"],
          }),
        ],
      },
      yearOne(r),
      holdGroup(r),
    ],
    summary: `${L.monthlyCashFlow} ${formatCurrency(r.monthlyCashFlow)}, ${L.cashOnCash} ${formatPercent(r.cashOnCash)}`,
  };
}

function returnOnCashLeft(r: BrrrrResults): Figure {
  return r.returnOnCashLeft === null
    ? {
        key: "returnOnCashLeft",
        label: L.returnOnCashLeft,
        value: T.infinite,
        tone: "positive",
        explain: ["returnOnCashLeft"],
      }
    : pct("returnOnCashLeft", L.returnOnCashLeft, r.returnOnCashLeft, [
        "cashLeftInDeal",
        "returnOnCashLeft",
      ]);
}

function brrrrAnalysis(r: BrrrrResults): RentalAnalysis {
  return {
    headline: [
      money("cashLeftInDeal", L.cashLeftInDeal, r.cashLeftInDeal, {
        explain: ["totalCashInvested", "cashRecovered", "cashLeftInDeal"],
      }),
      cashFlowFigure(r),
      returnOnCashLeft(r),
      dscrFigure(r.dscr),
    ],
    groups: [
      {
        id: "refinance",
        title: T.refinance,
        figures: [
          money("purchaseLoan", L.purchaseLoan, r.purchaseLoan, { explain: ["purchaseLoan"] }),
          money("totalCashInvested", L.totalCashInvested, r.totalCashInvested, {
            explain: [
              "purchaseLoanInterest",
              "holdingCosts",
              "rentBeforeRefinance",
              "cashBeforeRefinance",
              "totalCashInvested",
            ],
          }),
          money("refinanceLoan", L.refinanceLoan, r.refinanceLoan, {
            explain: ["refinanceMonth", "refinanceLoan", "refinanceCosts", "refinanceProceeds"],
          }),
          money("cashRecovered", L.cashRecovered, r.cashRecovered, { explain: ["cashRecovered"] }),
          pct("capRate", L.capRateArv, r.capRate, ["noi", "capRate"]),
        ],
      },
      yearOne(r),
      holdGroup(r),
    ],
    summary: `${L.cashLeftInDeal} ${formatCurrency(r.cashLeftInDeal)}, ${L.monthlyCashFlow} ${formatCurrency(r.monthlyCashFlow)}`,
  };
}

/** The figures of either tab. */
export function analysisOf(result: AnyRentalResults): RentalAnalysis {
  return result.kind === "rental" ? rentalAnalysis(result) : brrrrAnalysis(result);
}

/** The DSCR lender sizing as figures. */
export function lenderFigures(sizing: DscrSizing): Figure[] {
  return [
    money("maxLoan", L.maxLoan, sizing.maxLoan, {
      note: T.binding(sizing.binding),
      explain: ["maxLoanByDscr", "maxLoanByLtv", "maxLoan", "dscrAtMaxLoan"],
    }),
    {
      key: "maxPrice",
      label: L.maxPrice,
      value: sizing.maxPrice === null ? T.none : formatCurrency(sizing.maxPrice),
      explain: ["maxPrice"],
    },
  ];
}
