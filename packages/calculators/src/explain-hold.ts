/** The working behind the figures the rental and BRRRR modes share (operations, debt, sale). */
import { type ExplainLine, line, money, percent, quantity } from "./explain-text.ts";
import { formatCents, formatRate, formatRatio } from "./format.ts";
import { fixedExpenses, variableExpensePct } from "./rental-hold.ts";
import type { HoldLoan } from "./rental-hold.ts";
import type { AnyRentalResults } from "./rental-types.ts";

/** "30 years" / "1 year". */
export function years(n: number): string {
  return `${quantity(n)} year${n === 1 ? "" : "s"}`;
}

/** Lines for gross income through NOI, year one. */
export function operatingLines(result: AnyRentalResults): ExplainLine[] {
  const { inputs } = result;
  const shares = `${formatRate(inputs.managementPct)} management + ${formatRate(inputs.repairsPct)} repairs + ${formatRate(inputs.capexPct)} CapEx`;
  return [
    line(
      "grossIncome",
      "Gross income",
      `(${money(inputs.monthlyRent)} rent + ${money(inputs.otherMonthlyIncome)} other) x 12 = ${money(result.grossIncome)}`,
    ),
    line(
      "vacancyLoss",
      "Vacancy",
      `${money(result.grossIncome)} x ${formatRate(inputs.vacancyPct)} = ${money(result.vacancyLoss)}`,
    ),
    line(
      "effectiveIncome",
      "Collected income",
      `${money(result.grossIncome)} - ${money(result.vacancyLoss)} = ${money(result.effectiveIncome)}`,
    ),
    line(
      "operatingExpenses",
      "Operating expenses",
      `${money(inputs.propertyTaxesAnnual)} taxes + ${money(inputs.insuranceAnnual)} insurance + (${money(inputs.hoaMonthly)} HOA + ${money(inputs.utilitiesMonthly)} utilities) x 12 + ${money(result.effectiveIncome)} x (${shares} = ${formatRate(variableExpensePct(inputs))}) = ${money(result.operatingExpenses)}`,
    ),
    line(
      "noi",
      "Net operating income (NOI)",
      `${money(result.effectiveIncome)} - ${money(result.operatingExpenses)} = ${money(result.noi)}`,
    ),
  ];
}

/** The loan's monthly payment and annual debt service. */
export function debtLines(result: AnyRentalResults, loan: HoldLoan): ExplainLine[] {
  const payment =
    loan.termYears > 0
      ? `${money(loan.amount)} at ${formatRate(loan.rate)} over ${years(loan.termYears)}: P x r / (1 - (1 + r)^-${quantity(loan.termYears * 12)}), r = ${formatRate(loan.rate)} / 12`
      : `${money(loan.amount)} x ${formatRate(loan.rate)} / 12 (interest only)`;
  return [
    line("monthlyPayment", "Monthly payment", `${payment} = ${formatCents(result.monthlyPayment)}`),
    line(
      "annualDebtService",
      "Annual debt service",
      `${formatCents(result.monthlyPayment)} x 12 = ${money(result.annualDebtService)}`,
    ),
  ];
}

/** Cash flow, DSCR and break-even occupancy of year one. */
export function cashFlowLines(result: AnyRentalResults): ExplainLine[] {
  const { inputs } = result;
  const fixed = fixedExpenses(inputs);
  const kept = `${money(result.grossIncome)} x (100% - ${formatRate(variableExpensePct(inputs))})`;
  const breakEven =
    result.breakEvenOccupancy === null
      ? `none: ${kept} leaves nothing to cover ${money(fixed)} fixed costs and ${money(result.annualDebtService)} debt service`
      : `(${money(fixed)} fixed costs + ${money(result.annualDebtService)} debt service) / (${kept}) = ${percent(result.breakEvenOccupancy)}`;
  return [
    line(
      "annualCashFlow",
      "Annual cash flow",
      `${money(result.noi)} - ${money(result.annualDebtService)} = ${money(result.annualCashFlow)}`,
    ),
    line(
      "monthlyCashFlow",
      "Monthly cash flow",
      `${money(result.annualCashFlow)} / 12 = ${money(result.monthlyCashFlow)}`,
    ),
    line(
      "dscr",
      "DSCR",
      result.dscr === null
        ? "no debt: nothing to cover"
        : `${money(result.noi)} / ${money(result.annualDebtService)} = ${formatRatio(result.dscr)}`,
    ),
    line("breakEvenOccupancy", "Break-even occupancy", breakEven),
  ];
}

/** The sale and the hold's IRR and equity multiple. */
export function outcomeLines(
  result: AnyRentalResults,
  startValue: number,
  cashIn: number,
): ExplainLine[] {
  const { inputs, outcome } = result;
  const flows = outcome.cashFlows;
  const first = -cashIn;
  const last = flows.reduce((_, flow) => flow, 0);
  const received = flows.reduce((sum, flow) => (flow > 0 ? sum + flow : sum), 0);
  const paidIn = flows.reduce((sum, flow) => (flow < 0 ? sum - flow : sum), 0);
  const hold = years(inputs.holdYears);
  return [
    line(
      "salePrice",
      `Sale price after ${hold}`,
      `${money(startValue)} x (100% + ${formatRate(inputs.appreciationPct)})^${quantity(inputs.holdYears)} = ${money(outcome.salePrice)}`,
    ),
    line(
      "sellingCosts",
      "Selling costs",
      `${money(outcome.salePrice)} x ${formatRate(inputs.sellingCostsPct)} = ${money(outcome.sellingCosts)}`,
    ),
    line(
      "saleProceeds",
      "Sale proceeds",
      `${money(outcome.salePrice)} - ${money(outcome.sellingCosts)} - ${money(outcome.salePrice - outcome.sellingCosts - outcome.saleProceeds)} loan payoff = ${money(outcome.saleProceeds)}`,
    ),
    line(
      "irr",
      "IRR",
      outcome.irr === null
        ? `none: the cash flows (${money(first)} in year 0 to ${money(last)} in year ${quantity(inputs.holdYears)}) never change sign`
        : `the yearly rate at which the cash flows (${money(first)} in year 0, then each year's cash flow, ${money(last)} in year ${quantity(inputs.holdYears)} with the sale) are worth 0 today = ${percent(outcome.irr * 100)}`,
    ),
    line(
      "equityMultiple",
      "Equity multiple",
      outcome.equityMultiple === null
        ? "none: no cash was put in"
        : `${money(received)} received / ${money(paidIn)} put in = ${formatRatio(outcome.equityMultiple)}x`,
    ),
    line(
      "totalProfit",
      "Total profit",
      `${money(received)} received - ${money(paidIn)} put in = ${money(outcome.totalProfit)}`,
    ),
  ];
}
