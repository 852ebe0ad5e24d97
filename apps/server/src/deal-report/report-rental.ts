/**
 * The lender report's body for a Rental Analyzer deal (issue 46): the property's income and
 * expenses, the financing, the key figures a lender reads (cash flow, cap rate, cash-on-cash,
 * DSCR, IRR and total return over the hold, a BRRRR's cash left in), sources and uses, DSCR
 * loan sizing with the limit that binds, and the year-by-year projection.
 */
import {
  analyzeBrrrr,
  analyzeRental,
  DEFAULT_MAX_LTV_PCT,
  DEFAULT_TARGET_DSCR,
  formatCurrency,
  formatPercent,
  formatQuantity,
  formatRate,
  formatRatio,
  sizeDscrLoan,
  type BrrrrResults,
  type HoldOutcome,
  type OperatingInputs,
  type RentalDeal,
  type RentalInputs,
  type RentalResults,
} from "@academy/calculators";
import type { ReportBody, ReportSection, ReportTable } from "./report-content.ts";
import { rentalCharts } from "./report-rental-charts.ts";
import { rentalSensitivityTable } from "./report-sensitivity.ts";

type Rows = ReportSection["rows"];

const dscrText = (dscr: number | null) => (dscr === null ? "No debt" : formatRatio(dscr));
const irrText = (irr: number | null) =>
  irr === null ? "None (the cash flows never change sign)" : formatPercent(irr * 100);
const multipleText = (multiple: number | null) =>
  multiple === null ? "No cash put in" : `${formatRatio(multiple)}x`;

function operatingRows(inputs: OperatingInputs): Rows {
  return [
    ["Monthly rent", formatCurrency(inputs.monthlyRent)],
    ["Other monthly income", formatCurrency(inputs.otherMonthlyIncome)],
    ["Vacancy", formatRate(inputs.vacancyPct)],
    ["Property taxes (annual)", formatCurrency(inputs.propertyTaxesAnnual)],
    ["Insurance (annual)", formatCurrency(inputs.insuranceAnnual)],
    ["HOA (monthly)", formatCurrency(inputs.hoaMonthly)],
    ["Management", formatRate(inputs.managementPct)],
    ["Repairs", formatRate(inputs.repairsPct)],
    ["CapEx reserve", formatRate(inputs.capexPct)],
    ["Utilities (monthly)", formatCurrency(inputs.utilitiesMonthly)],
    ["Appreciation (annual)", formatRate(inputs.appreciationPct)],
    ["Rent growth (annual)", formatRate(inputs.rentGrowthPct)],
    ["Expense growth (annual)", formatRate(inputs.expenseGrowthPct)],
    ["Hold", `${formatQuantity(inputs.holdYears)} years`],
    ["Selling costs", formatRate(inputs.sellingCostsPct)],
  ];
}

/** Year one's operations and the returns over the hold, both modes. */
function holdFigures(results: RentalResults | BrrrrResults): Rows {
  const { outcome } = results;
  return [
    ["Net operating income (year 1)", formatCurrency(results.noi)],
    ["Monthly cash flow", formatCurrency(results.monthlyCashFlow)],
    ["Annual cash flow", formatCurrency(results.annualCashFlow)],
    ["Cap rate", formatPercent(results.capRate)],
    ["DSCR", dscrText(results.dscr)],
    [
      "Break-even occupancy",
      results.breakEvenOccupancy === null ? "None" : formatPercent(results.breakEvenOccupancy),
    ],
    [`IRR over ${results.projection.length} years`, irrText(outcome.irr)],
    ["Equity multiple", multipleText(outcome.equityMultiple)],
    ["Total return over the hold", formatCurrency(outcome.totalProfit)],
  ];
}

function saleRows(outcome: HoldOutcome): Rows {
  return [
    ["Sale price", formatCurrency(outcome.salePrice)],
    ["Selling costs", formatCurrency(outcome.sellingCosts)],
    ["Sale proceeds after the loan payoff", formatCurrency(outcome.saleProceeds)],
  ];
}

/** DSCR lender sizing at the usual targets, on the price (rental) or the ARV (BRRRR refinance). */
function loanSizing(inputs: RentalInputs): ReportSection {
  const sizing = sizeDscrLoan(inputs, {
    targetDscr: DEFAULT_TARGET_DSCR,
    maxLtvPct: DEFAULT_MAX_LTV_PCT,
  });
  return {
    title: `Loan sizing (DSCR ${formatRatio(sizing.targetDscr)}, LTV ${formatRate(sizing.maxLtvPct)})`,
    rows: [
      ["Maximum loan by DSCR", formatCurrency(sizing.maxLoanByDscr)],
      ["Maximum loan by LTV", formatCurrency(sizing.maxLoanByLtv)],
      ["Maximum loan", formatCurrency(sizing.maxLoan)],
      ["Binding limit", sizing.binding === "dscr" ? "DSCR" : "LTV"],
      ["DSCR at the maximum loan", dscrText(sizing.dscrAtMaxLoan)],
      [
        "Maximum price at both limits",
        sizing.maxPrice === null ? "No limit" : formatCurrency(sizing.maxPrice),
      ],
    ],
  };
}

function projectionTable(results: RentalResults | BrrrrResults): ReportTable {
  return {
    title: "Year-by-year projection",
    columns: [
      "Year",
      "Income",
      "Expenses",
      "NOI",
      "Debt service",
      "Cash flow",
      "Loan balance",
      "Value",
      "Equity",
      "Total return",
    ],
    rows: results.projection.map((year) => [
      String(year.year),
      formatCurrency(year.effectiveIncome),
      formatCurrency(year.operatingExpenses),
      formatCurrency(year.noi),
      formatCurrency(year.debtService),
      formatCurrency(year.cashFlow),
      formatCurrency(year.loanBalance),
      formatCurrency(year.propertyValue),
      formatCurrency(year.equity),
      formatCurrency(year.cumulativeReturn),
    ]),
    note: "Income is collected rent and other income after vacancy; total return is the cash flow to date plus appreciation plus principal paid down.",
  };
}

function verdict(results: RentalResults | BrrrrResults): string {
  const flow = `${formatCurrency(results.monthlyCashFlow)} a month in year one`;
  const target = formatRatio(DEFAULT_TARGET_DSCR);
  if (results.monthlyCashFlow < 0)
    return `Negative cash flow: ${flow}. The rent does not cover the costs and the debt.`;
  if (results.dscr === null) return `Cash flow of ${flow}, with no debt to cover.`;
  const dscr = formatRatio(results.dscr);
  return results.dscr < DEFAULT_TARGET_DSCR
    ? `Cash flow of ${flow}, with a DSCR of ${dscr}, below the ${target} lenders usually require.`
    : `Cash flow of ${flow}, with a DSCR of ${dscr}, at or above the ${target} lenders usually require.`;
}

function rentalBody(inputs: RentalInputs): ReportBody {
  const results = analyzeRental(inputs);
  const i = results.inputs;
  return {
    verdict: verdict(results),
    sections: [
      {
        title: "Purchase and financing",
        rows: [
          ["Purchase price", formatCurrency(i.purchasePrice)],
          ["Closing costs", formatRate(i.closingCostsPct)],
          ["Rehab before renting", formatCurrency(i.rehabCost)],
          ["Loan to value", formatRate(i.loanToValuePct)],
          ["Interest rate", formatRate(i.interestRate)],
          ["Loan term", i.loanTermYears === 0 ? "Interest-only" : `${i.loanTermYears} years`],
        ],
      },
      { title: "Income, expenses and growth", rows: operatingRows(i) },
      {
        title: "Key figures",
        rows: [...holdFigures(results), ["Cash-on-cash return", formatPercent(results.cashOnCash)]],
      },
      {
        title: "Sources and uses",
        rows: [
          ["Uses: purchase price", formatCurrency(i.purchasePrice)],
          ["Uses: closing costs", formatCurrency(results.closingCosts)],
          ["Uses: rehab", formatCurrency(i.rehabCost)],
          ["Sources: loan", formatCurrency(results.loanAmount)],
          ["Sources: cash invested", formatCurrency(results.cashInvested)],
          ["Monthly payment", formatCurrency(results.monthlyPayment)],
        ],
      },
      loanSizing(i),
      { title: "Sale at the end of the hold", rows: saleRows(results.outcome) },
    ],
    tables: [projectionTable(results)],
    charts: rentalCharts(results.projection),
  };
}

function brrrrBody(inputs: BrrrrResults["inputs"]): ReportBody {
  const results = analyzeBrrrr(inputs);
  const i = results.inputs;
  const refinanceAsRental: RentalInputs = {
    ...i,
    purchasePrice: i.afterRepairValue,
    rehabCost: 0,
    loanToValuePct: i.refinanceLtvPct,
    interestRate: i.refinanceRate,
    loanTermYears: i.refinanceTermYears,
  };
  return {
    verdict: `${verdict(results)} Cash left in the deal after the refinance: ${formatCurrency(Math.max(0, results.cashLeftInDeal))}.`,
    sections: [
      {
        title: "Purchase, rehab and refinance",
        rows: [
          ["Purchase price", formatCurrency(i.purchasePrice)],
          ["Closing costs", formatRate(i.closingCostsPct)],
          ["Rehab", formatCurrency(i.rehabCost)],
          ["Purchase loan", formatRate(i.purchaseLoanPct)],
          ["Rehab financed", formatRate(i.rehabFinancedPct)],
          ["Purchase loan rate", formatRate(i.purchaseInterestRate)],
          ["Rehab months", formatQuantity(i.rehabMonths)],
          ["Holding costs (monthly)", formatCurrency(i.holdingCostsMonthly)],
          ["After-repair value", formatCurrency(i.afterRepairValue)],
          ["Refinance LTV", formatRate(i.refinanceLtvPct)],
          ["Refinance rate", formatRate(i.refinanceRate)],
          [
            "Refinance term",
            i.refinanceTermYears === 0 ? "Interest-only" : `${i.refinanceTermYears} years`,
          ],
          ["Refinance costs", formatRate(i.refinanceCostsPct)],
          ["Seasoning months", formatQuantity(i.seasoningMonths)],
        ],
      },
      { title: "Income, expenses and growth", rows: operatingRows(i) },
      {
        title: "Key figures",
        rows: [
          ["Cash left in the deal", formatCurrency(Math.max(0, results.cashLeftInDeal))],
          ["Cash recovered at the refinance", formatCurrency(results.cashRecovered)],
          [
            "Return on cash left",
            results.returnOnCashLeft === null
              ? "Infinite (no cash left in the deal)"
              : formatPercent(results.returnOnCashLeft),
          ],
          ...holdFigures(results),
        ],
      },
      {
        title: "Sources and uses",
        rows: [
          ["Uses: purchase price", formatCurrency(i.purchasePrice)],
          ["Uses: closing costs", formatCurrency(results.closingCosts)],
          ["Uses: rehab", formatCurrency(i.rehabCost)],
          ["Uses: purchase loan interest", formatCurrency(results.purchaseLoanInterest)],
          ["Uses: holding costs", formatCurrency(results.holdingCosts)],
          ["Sources: purchase loan", formatCurrency(results.purchaseLoan)],
          ["Sources: cash invested", formatCurrency(results.totalCashInvested)],
          ["Refinance loan", formatCurrency(results.refinanceLoan)],
          ["Refinance costs", formatCurrency(results.refinanceCosts)],
          ["Refinance proceeds after the payoff", formatCurrency(results.refinanceProceeds)],
        ],
      },
      loanSizing(refinanceAsRental),
      { title: "Sale at the end of the hold", rows: saleRows(results.outcome) },
    ],
    tables: [projectionTable(results)],
    charts: rentalCharts(results.projection),
  };
}

/** The report body of a rental or BRRRR deal, from its stored inputs, with its sensitivity grid. */
export function rentalReport(deal: RentalDeal): ReportBody {
  const body = deal.kind === "rental" ? rentalBody(deal.inputs) : brrrrBody(deal.inputs);
  return { ...body, tables: [...body.tables, rentalSensitivityTable(deal)] };
}
