/**
 * What the rental and BRRRR modes share once the property is let: the operating year, the
 * year-one figures (cash flow, DSCR, break-even occupancy) and the year-by-year projection
 * to a sale, with its IRR and equity multiple.
 */
import { MONTHS_PER_YEAR } from "./constants.ts";
import { equityMultiple, irr, mortgagePayment, remainingBalance, termMonths } from "./finance.ts";
import { percentOf, sanitizeAmount } from "./math.ts";
import { MAX_RATE_PCT, MAX_SHARE_PCT, MAX_YEARS } from "./rental-constants.ts";
import type {
  HoldOutcome,
  HoldResults,
  OperatingInputs,
  OperatingYear,
  ProjectionYear,
} from "./rental-types.ts";

/** A whole number of years from 1 to 50 (an empty hold counts as one year). */
export function sanitizeYears(value: unknown, min: number): number {
  return Math.max(min, Math.floor(sanitizeAmount(value, MAX_YEARS)));
}

/** Coerces the operating fields: shares to 0-100 %, rates to 0-100 %, the hold to 1-50 years. */
export function sanitizeOperatingInputs(inputs: OperatingInputs): OperatingInputs {
  return {
    monthlyRent: sanitizeAmount(inputs.monthlyRent),
    otherMonthlyIncome: sanitizeAmount(inputs.otherMonthlyIncome),
    vacancyPct: sanitizeAmount(inputs.vacancyPct, MAX_SHARE_PCT),
    propertyTaxesAnnual: sanitizeAmount(inputs.propertyTaxesAnnual),
    insuranceAnnual: sanitizeAmount(inputs.insuranceAnnual),
    hoaMonthly: sanitizeAmount(inputs.hoaMonthly),
    managementPct: sanitizeAmount(inputs.managementPct, MAX_SHARE_PCT),
    repairsPct: sanitizeAmount(inputs.repairsPct, MAX_SHARE_PCT),
    capexPct: sanitizeAmount(inputs.capexPct, MAX_SHARE_PCT),
    utilitiesMonthly: sanitizeAmount(inputs.utilitiesMonthly),
    appreciationPct: sanitizeAmount(inputs.appreciationPct, MAX_RATE_PCT),
    rentGrowthPct: sanitizeAmount(inputs.rentGrowthPct, MAX_RATE_PCT),
    expenseGrowthPct: sanitizeAmount(inputs.expenseGrowthPct, MAX_RATE_PCT),
    holdYears: sanitizeYears(inputs.holdYears, 1),
    sellingCostsPct: sanitizeAmount(inputs.sellingCostsPct, MAX_SHARE_PCT),
  };
}

/** (1 + pct %)^years. */
export function grown(pct: number, years: number): number {
  return (1 + pct / 100) ** years;
}

/** Fixed expenses of year one: taxes + insurance + 12 x (HOA + utilities). */
export function fixedExpenses(inputs: OperatingInputs): number {
  return (
    inputs.propertyTaxesAnnual +
    inputs.insuranceAnnual +
    MONTHS_PER_YEAR * (inputs.hoaMonthly + inputs.utilitiesMonthly)
  );
}

/** Management, repairs and CapEx together, percent of collected income. */
export function variableExpensePct(inputs: OperatingInputs): number {
  return inputs.managementPct + inputs.repairsPct + inputs.capexPct;
}

/**
 * Income and operating expenses of year `year` (1 for the first): income grows by the rent
 * growth and fixed expenses by the expense growth each year after the first; management,
 * repairs and CapEx follow collected income.
 */
export function operatingYear(inputs: OperatingInputs, year = 1): OperatingYear {
  const grossIncome =
    MONTHS_PER_YEAR *
    (inputs.monthlyRent + inputs.otherMonthlyIncome) *
    grown(inputs.rentGrowthPct, year - 1);
  const vacancyLoss = percentOf(grossIncome, inputs.vacancyPct);
  const effectiveIncome = grossIncome - vacancyLoss;
  const operatingExpenses =
    fixedExpenses(inputs) * grown(inputs.expenseGrowthPct, year - 1) +
    percentOf(effectiveIncome, variableExpensePct(inputs));
  return {
    grossIncome,
    vacancyLoss,
    effectiveIncome,
    operatingExpenses,
    noi: effectiveIncome - operatingExpenses,
  };
}

/**
 * Occupancy, percent of scheduled income, at which year one breaks even:
 * (fixed expenses + debt service) / (gross income x (1 - variable expense %)). 0 when there is
 * nothing to cover; `null` when no occupancy covers it (no income, or variable costs of 100 %).
 */
export function breakEvenOccupancy(
  inputs: OperatingInputs,
  annualDebtService: number,
): number | null {
  const toCover = fixedExpenses(inputs) + annualDebtService;
  if (toCover === 0) return 0;
  const keptPerDollar =
    operatingYear({ ...inputs, vacancyPct: 0 }).grossIncome *
    (1 - variableExpensePct(inputs) / 100);
  return keptPerDollar > 0 ? (toCover * 100) / keptPerDollar : null;
}

/** An amortising loan as the projection sees it. */
export interface HoldLoan {
  amount: number;
  /** Annual percent. */
  rate: number;
  termYears: number;
}

/** Debt service, interest and principal of year `year` (1 for the first) of a loan. */
export function loanYear(
  loan: HoldLoan,
  year: number,
): { debtService: number; interestPaid: number; principalPaid: number; balance: number } {
  const payment = mortgagePayment(loan.amount, loan.rate, loan.termYears);
  const months = termMonths(loan.termYears);
  const start = remainingBalance(
    loan.amount,
    loan.rate,
    loan.termYears,
    MONTHS_PER_YEAR * (year - 1),
  );
  const balance = remainingBalance(loan.amount, loan.rate, loan.termYears, MONTHS_PER_YEAR * year);
  // An interest-only loan (no term) pays all year, every year; an amortising one stops at term.
  const monthsPaid =
    months === 0
      ? MONTHS_PER_YEAR
      : Math.min(MONTHS_PER_YEAR, Math.max(0, months - MONTHS_PER_YEAR * (year - 1)));
  const debtService = payment * monthsPaid;
  const principalPaid = start - balance;
  return { debtService, interestPaid: debtService - principalPaid, principalPaid, balance };
}

/** Everything the projection needs beyond the operating inputs. */
export interface HoldSetup {
  inputs: OperatingInputs;
  /** Value at the start of the hold (price, or ARV after a BRRRR). */
  startValue: number;
  loan: HoldLoan;
  /** Cash in at year 0 (negative when more came out than went in). */
  cashIn: number;
}

/** Year-by-year projection from year 1 to the hold's end. */
export function project(setup: HoldSetup): ProjectionYear[] {
  const { inputs, startValue, loan } = setup;
  const years: ProjectionYear[] = [];
  let cumulativeCashFlow = 0;
  for (let year = 1; year <= inputs.holdYears; year += 1) {
    const operating = operatingYear(inputs, year);
    const debt = loanYear(loan, year);
    const cashFlow = operating.noi - debt.debtService;
    cumulativeCashFlow += cashFlow;
    const propertyValue = startValue * grown(inputs.appreciationPct, year);
    const appreciation = propertyValue - startValue;
    const principalPaydown = loan.amount - debt.balance;
    years.push({
      year,
      grossIncome: operating.grossIncome,
      effectiveIncome: operating.effectiveIncome,
      operatingExpenses: operating.operatingExpenses,
      noi: operating.noi,
      debtService: debt.debtService,
      interestPaid: debt.interestPaid,
      principalPaid: debt.principalPaid,
      cashFlow,
      propertyValue,
      loanBalance: debt.balance,
      equity: propertyValue - debt.balance,
      cumulativeCashFlow,
      appreciation,
      principalPaydown,
      cumulativeReturn: cumulativeCashFlow + appreciation + principalPaydown,
    });
  }
  return years;
}

/** The sale at the end of the projection and the hold's IRR and equity multiple. */
export function holdOutcome(setup: HoldSetup, projection: readonly ProjectionYear[]): HoldOutcome {
  const years = setup.inputs.holdYears;
  const salePrice = setup.startValue * grown(setup.inputs.appreciationPct, years);
  const sellingCosts = percentOf(salePrice, setup.inputs.sellingCostsPct);
  const saleProceeds = salePrice - sellingCosts - loanYear(setup.loan, years).balance;
  const cashFlows = [
    -setup.cashIn,
    ...projection.map((year, index) =>
      index === projection.length - 1 ? year.cashFlow + saleProceeds : year.cashFlow,
    ),
  ];
  return {
    salePrice,
    sellingCosts,
    saleProceeds,
    cashFlows,
    irr: irr(cashFlows),
    equityMultiple: equityMultiple(cashFlows),
    totalProfit: cashFlows.reduce((sum, flow) => sum + flow, 0),
  };
}

/** Year-one figures, the projection and the sale, for sanitized inputs. */
export function analyzeHold(setup: HoldSetup): HoldResults {
  const first = operatingYear(setup.inputs);
  const monthlyPayment = mortgagePayment(setup.loan.amount, setup.loan.rate, setup.loan.termYears);
  const annualDebtService = loanYear(setup.loan, 1).debtService;
  const annualCashFlow = first.noi - annualDebtService;
  const projection = project(setup);
  return {
    ...first,
    loanAmount: setup.loan.amount,
    monthlyPayment,
    annualDebtService,
    monthlyCashFlow: annualCashFlow / MONTHS_PER_YEAR,
    annualCashFlow,
    dscr: annualDebtService > 0 ? first.noi / annualDebtService : null,
    breakEvenOccupancy: breakEvenOccupancy(setup.inputs, annualDebtService),
    projection,
    outcome: holdOutcome(setup, projection),
  };
}
