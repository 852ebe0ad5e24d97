/**
 * Types of the buy-and-hold modes (rental, BRRRR) and their lender sizing. Units as in
 * `types.ts`: dollars, percent units (`5` is 5 %), months, and years where a name says so.
 */

/** The buy-and-hold modes, a discriminant like `DealKind`. */
export type RentalKind = "rental" | "brrrr";

/** The income, operating expenses, growth and sale of a held property (both modes). */
export interface OperatingInputs {
  /** Scheduled monthly rent, all units together. */
  monthlyRent: number;
  /** Other monthly income (parking, laundry, storage). */
  otherMonthlyIncome: number;
  /** Percent of scheduled income lost to vacancy and non-payment, 0 to 100. */
  vacancyPct: number;
  /** Annual property taxes. */
  propertyTaxesAnnual: number;
  /** Annual insurance premium. */
  insuranceAnnual: number;
  /** Monthly HOA dues. */
  hoaMonthly: number;
  /** Property management, percent of collected income. */
  managementPct: number;
  /** Repairs and maintenance, percent of collected income. */
  repairsPct: number;
  /** Capital expenditure reserve, percent of collected income. */
  capexPct: number;
  /** Owner-paid utilities per month. */
  utilitiesMonthly: number;
  /** Annual percent growth of the property's value. */
  appreciationPct: number;
  /** Annual percent growth of rent and other income. */
  rentGrowthPct: number;
  /** Annual percent growth of the fixed expenses (taxes, insurance, HOA, utilities). */
  expenseGrowthPct: number;
  /** Whole years held before the sale, 1 to 50. */
  holdYears: number;
  /** Selling costs, percent of the sale price. */
  sellingCostsPct: number;
}

/** Rental (buy and hold) inputs. */
export interface RentalInputs extends OperatingInputs {
  purchasePrice: number;
  /** Buying closing costs, percent of the purchase price. */
  closingCostsPct: number;
  /** Repairs before renting, paid in cash. */
  rehabCost: number;
  /** Percent of the purchase price that is borrowed (0 for a cash purchase). */
  loanToValuePct: number;
  /** Annual percent. */
  interestRate: number;
  /** Whole years of amortisation, 0 to 50 (0 is interest-only). */
  loanTermYears: number;
}

/** BRRRR inputs: buy and rehab on a short-term loan, rent, refinance at a share of ARV. */
export interface BrrrrInputs extends OperatingInputs {
  purchasePrice: number;
  /** Buying closing costs, percent of the purchase price. */
  closingCostsPct: number;
  rehabCost: number;
  /** Short-term (purchase) loan, percent of the purchase price. */
  purchaseLoanPct: number;
  /** Percent of the rehab the short-term lender funds. */
  rehabFinancedPct: number;
  /** Short-term loan's annual percent, interest only. */
  purchaseInterestRate: number;
  /** Months of rehab before the property is rented. */
  rehabMonths: number;
  /** Taxes, insurance and utilities per month while empty. */
  holdingCostsMonthly: number;
  /** After-repair value. */
  afterRepairValue: number;
  /** Refinance loan, percent of ARV. */
  refinanceLtvPct: number;
  /** Refinance annual percent. */
  refinanceRate: number;
  /** Whole years, 0 to 50 (0 is interest-only). */
  refinanceTermYears: number;
  /** Refinance closing costs, percent of the new loan. */
  refinanceCostsPct: number;
  /** Months the lender wants the property owned before a refinance at ARV. */
  seasoningMonths: number;
}

/** Year-one operations, dollars a year unless named monthly. */
export interface OperatingYear {
  grossIncome: number;
  vacancyLoss: number;
  /** Gross income less vacancy: what is collected. */
  effectiveIncome: number;
  /** Taxes, insurance, HOA, utilities, management, repairs and CapEx. */
  operatingExpenses: number;
  /** Net operating income: collected income less operating expenses (no debt service). */
  noi: number;
}

/** One year of a projection, dollars; value, balance and equity at the year's end. */
export interface ProjectionYear {
  /** 1 for the first year. */
  year: number;
  grossIncome: number;
  effectiveIncome: number;
  operatingExpenses: number;
  noi: number;
  debtService: number;
  interestPaid: number;
  principalPaid: number;
  cashFlow: number;
  propertyValue: number;
  loanBalance: number;
  /** Value less loan balance. */
  equity: number;
  cumulativeCashFlow: number;
  /** Value growth since the start of the hold. */
  appreciation: number;
  /** Loan principal repaid since the start of the hold. */
  principalPaydown: number;
  /** Cumulative cash flow plus appreciation plus principal paydown. */
  cumulativeReturn: number;
}

/** The sale at the end of the hold and the returns over it. */
export interface HoldOutcome {
  salePrice: number;
  sellingCosts: number;
  /** Sale price less selling costs less the loan payoff. */
  saleProceeds: number;
  /** Year 0 (cash in, negative) to the last year (cash flow plus sale proceeds). */
  cashFlows: number[];
  /** Fraction per year (0.1 is 10 %); `null` when the flows never change sign. */
  irr: number | null;
  /** `null` when no cash was put in. */
  equityMultiple: number | null;
  /** Total profit: everything received less everything put in. */
  totalProfit: number;
}

/** What the year-one figures and the projection share across both modes. */
export interface HoldResults extends OperatingYear {
  loanAmount: number;
  monthlyPayment: number;
  annualDebtService: number;
  monthlyCashFlow: number;
  annualCashFlow: number;
  /** NOI over debt service; `null` with no debt ("no debt" in words). */
  dscr: number | null;
  /**
   * Percent of scheduled income that must be collected to cover operating expenses and debt
   * service; over 100 when full occupancy is not enough, `null` when no occupancy is.
   */
  breakEvenOccupancy: number | null;
  projection: ProjectionYear[];
  outcome: HoldOutcome;
}

/** Rental results. Money in dollars, rates in percent. */
export interface RentalResults extends HoldResults {
  kind: "rental";
  inputs: RentalInputs;
  closingCosts: number;
  downPayment: number;
  /** Down payment, closing costs and rehab. */
  cashInvested: number;
  /** NOI over the purchase price, percent. */
  capRate: number;
  /** Annual cash flow over cash invested, percent. */
  cashOnCash: number;
}

/** BRRRR results. Money in dollars, rates in percent. */
export interface BrrrrResults extends HoldResults {
  kind: "brrrr";
  inputs: BrrrrInputs;
  closingCosts: number;
  /** Short-term loan: part of the price plus the funded part of the rehab. */
  purchaseLoan: number;
  /** Months from purchase to refinance: the rehab or the seasoning, whichever is longer. */
  refinanceMonth: number;
  /** Interest on the short-term loan up to the refinance. */
  purchaseLoanInterest: number;
  /** Holding costs during the rehab months. */
  holdingCosts: number;
  /** Monthly NOI collected between the end of the rehab and the refinance. */
  rentBeforeRefinance: number;
  /** Cash in up to the refinance: down payment, closing, unfunded rehab, interest, holding, less rent. */
  cashBeforeRefinance: number;
  refinanceLoan: number;
  refinanceCosts: number;
  /** New loan less its costs less the short-term loan's payoff (negative: cash brought in). */
  refinanceProceeds: number;
  /** Cash invested in total: before the refinance plus any shortfall at it. */
  totalCashInvested: number;
  /** Cash taken out at the refinance (never negative). */
  cashRecovered: number;
  /** Cash invested less cash recovered; 0 or less means all of it came back. */
  cashLeftInDeal: number;
  /** Annual post-refinance cash flow over cash left in the deal, percent; `null` is infinite. */
  returnOnCashLeft: number | null;
  /** NOI over the ARV, percent. */
  capRate: number;
}

/** What a DSCR lender would lend against a rental's year-one NOI. */
export interface DscrSizing {
  /** The target DSCR the loan was sized to (e.g. 1.25). */
  targetDscr: number;
  /** The maximum LTV, percent of the price. */
  maxLtvPct: number;
  noi: number;
  /** Largest loan whose debt service the NOI covers `targetDscr` times. */
  maxLoanByDscr: number;
  maxLoanByLtv: number;
  /** The smaller of the two. */
  maxLoan: number;
  /** Which limit gives the smaller loan ("ltv" on a tie). */
  binding: "dscr" | "ltv";
  monthlyPayment: number;
  /** The DSCR of the maximum loan; `null` when the maximum loan is 0. */
  dscrAtMaxLoan: number | null;
  /** Highest price whose LTV loan still meets the DSCR; `null` without an LTV limit. */
  maxPrice: number | null;
}

/** Any buy-and-hold result. */
export type AnyRentalResults = RentalResults | BrrrrResults;

/** A rental or BRRRR deal: one mode's inputs (what a share link or a saved deal holds). */
export type RentalDeal =
  { kind: "rental"; inputs: RentalInputs } | { kind: "brrrr"; inputs: BrrrrInputs };
