/**
 * Every visible word of the Rental Analyzer (issue 46, beyond the spec), in one place. The
 * Deal Analyzer's own words (Share, Print, Show Advanced...) are reused from its constants so
 * the two read alike.
 */
import type { RentalKind } from "@academy/calculators";

export const RENTAL_KINDS: readonly RentalKind[] = ["rental", "brrrr"];

export const RENTAL_TAB_LABELS: Readonly<Record<RentalKind, string>> = {
  rental: "Rental",
  brrrr: "BRRRR",
};

export const RENTAL_TEXT = {
  title: "Rental Analyzer",
  subtitle: "Buy and hold • BRRRR • DSCR loan sizing",
  tabListLabel: "Rental calculators",
  dealAnalysis: "Rental Analysis",
  yearOne: "Year One",
  purchase: "Purchase & Loan",
  refinance: "Refinance",
  hold: "Hold & Sale",
  lender: "DSCR Lender Sizing",
  targetDscr: "Target DSCR",
  maxLtv: "Lender Max LTV (%)",
  projectionTitle: "Year-by-Year Projection",
  projectionCaption: (years: number) =>
    `Income, expenses, debt service, cash flow, loan balance, value and equity for each of ${years} years.`,
  chartsTitle: "Charts",
  chartsLoading: "Loading charts…",
  noDebt: "No debt",
  none: "None",
  infinite: "Infinite (no cash left in the deal)",
  noBreakEven: "Not reachable",
  binding: (limit: "dscr" | "ltv") => (limit === "dscr" ? "DSCR limit binds" : "LTV limit binds"),
  sharedOtherTool:
    "It is for another calculator, such as the Deal Analyzer. The calculator shows the default figures instead.",
} as const;

/** Figure labels, shared by both tabs where they mean the same. */
export const FIGURE_LABELS = {
  monthlyCashFlow: "Monthly Cash Flow",
  annualCashFlow: "Annual Cash Flow",
  capRate: "Cap Rate",
  capRateArv: "Cap Rate on ARV",
  cashOnCash: "Cash on Cash Return",
  dscr: "DSCR",
  noi: "Net Operating Income",
  grossIncome: "Gross Income",
  vacancyLoss: "Vacancy",
  operatingExpenses: "Operating Expenses",
  monthlyPayment: "Monthly Payment",
  annualDebtService: "Annual Debt Service",
  breakEvenOccupancy: "Break-Even Occupancy",
  loanAmount: "Loan Amount",
  cashInvested: "Cash Invested",
  irr: "IRR",
  equityMultiple: "Equity Multiple",
  totalProfit: "Total Profit",
  salePrice: "Sale Price",
  saleProceeds: "Sale Proceeds",
  cashLeftInDeal: "Cash Left in Deal",
  cashRecovered: "Cash Recovered",
  totalCashInvested: "Total Cash Invested",
  returnOnCashLeft: "Return on Cash Left",
  refinanceLoan: "Refinance Loan",
  purchaseLoan: "Short-Term Loan",
  maxLoan: "Maximum Loan",
  maxPrice: "Maximum Price",
} as const;

/** Columns of the projection table (and the charts' table equivalents). */
export const PROJECTION_COLUMNS = {
  year: "Year",
  income: "Collected Income",
  expenses: "Operating Expenses",
  debtService: "Debt Service",
  cashFlow: "Cash Flow",
  balance: "Loan Balance",
  value: "Property Value",
  equity: "Equity",
} as const;

/** Field errors (GOV.UK style, as the login and enrol forms'). */
export const FIELD_ERRORS = {
  negative: (label: string) => `${label} cannot be negative`,
  overHundred: (label: string) => `${label} must be 100% or less`,
  holdYears: "Enter a hold of 1 to 50 years",
  termYears: "Enter a loan term of 50 years or less",
  months: "Enter 120 months or less",
  rate: "Enter a rate of 100% or less",
} as const;

/** Sensitivity table: monthly cash flow by rent (rows) and price or ARV (columns). */
export const RENTAL_SENSITIVITY_TEXT: Readonly<
  Record<RentalKind, { metric: string; rows: string; columns: string }>
> = {
  rental: { metric: "Monthly Cash Flow", rows: "Rent", columns: "Purchase Price" },
  brrrr: { metric: "Monthly Cash Flow", rows: "Rent", columns: "ARV" },
};

/** The charts' titles, captions and table headers. */
export const CHART_TEXT = {
  cashFlowTitle: "Cash Flow by Year",
  equityTitle: "Equity vs Loan Balance",
  returnTitle: "Return Split",
  amortizationTitle: "Amortization by Year",
  showTable: "Show as a table",
  equity: "Equity",
  balance: "Loan Balance",
  cashFlow: "Cash Flow",
  appreciation: "Appreciation",
  principalPaydown: "Principal Paydown",
  interest: "Interest Paid",
  principal: "Principal Paid",
  part: "Part",
  amount: "Amount",
  year: "Year",
  returnCaption: (years: number) => `What the ${years}-year hold returned, by source.`,
  noLoan: "No loan: nothing to amortize.",
} as const;
