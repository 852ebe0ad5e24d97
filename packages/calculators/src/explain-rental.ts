/** `explainRental(result)`: the working behind each rental and BRRRR figure. */
import { cashFlowLines, debtLines, outcomeLines, operatingLines, years } from "./explain-hold.ts";
import { type ExplainLine, line, money, quantity, ratioText } from "./explain-text.ts";
import { formatCents, formatRate, formatRatio } from "./format.ts";
import type { AnyRentalResults, BrrrrResults, DscrSizing, RentalResults } from "./rental-types.ts";

function explainBuyAndHold(result: RentalResults): ExplainLine[] {
  const { inputs } = result;
  const price = money(inputs.purchasePrice);
  return [
    line(
      "loanAmount",
      "Loan",
      `${price} x ${formatRate(inputs.loanToValuePct)} = ${money(result.loanAmount)}`,
    ),
    line(
      "downPayment",
      "Down payment",
      `${price} - ${money(result.loanAmount)} = ${money(result.downPayment)}`,
    ),
    line(
      "closingCosts",
      "Closing costs",
      `${price} x ${formatRate(inputs.closingCostsPct)} = ${money(result.closingCosts)}`,
    ),
    line(
      "cashInvested",
      "Cash invested",
      `${money(result.downPayment)} down + ${money(result.closingCosts)} closing + ${money(inputs.rehabCost)} rehab = ${money(result.cashInvested)}`,
    ),
    ...operatingLines(result),
    ...debtLines(result, {
      amount: result.loanAmount,
      rate: inputs.interestRate,
      termYears: inputs.loanTermYears,
    }),
    ...cashFlowLines(result),
    line("capRate", "Cap rate", ratioText(result.noi, inputs.purchasePrice, result.capRate)),
    line(
      "cashOnCash",
      "Cash on cash return",
      ratioText(result.annualCashFlow, result.cashInvested, result.cashOnCash),
    ),
    ...outcomeLines(result, inputs.purchasePrice, result.cashInvested),
  ];
}

function explainBrrrr(result: BrrrrResults): ExplainLine[] {
  const { inputs } = result;
  const months = `${quantity(result.refinanceMonth)} months`;
  const leftoverMonths = quantity(result.refinanceMonth - inputs.rehabMonths);
  return [
    line(
      "purchaseLoan",
      "Short-term loan",
      `${money(inputs.purchasePrice)} x ${formatRate(inputs.purchaseLoanPct)} + ${money(inputs.rehabCost)} rehab x ${formatRate(inputs.rehabFinancedPct)} = ${money(result.purchaseLoan)}`,
    ),
    line(
      "closingCosts",
      "Closing costs",
      `${money(inputs.purchasePrice)} x ${formatRate(inputs.closingCostsPct)} = ${money(result.closingCosts)}`,
    ),
    line(
      "refinanceMonth",
      "Refinance after",
      `the later of ${quantity(inputs.rehabMonths)} months of rehab and ${quantity(inputs.seasoningMonths)} months of seasoning = ${months}`,
    ),
    line(
      "purchaseLoanInterest",
      "Short-term interest",
      `${money(result.purchaseLoan)} x ${formatRate(inputs.purchaseInterestRate)} / 12 x ${months} = ${money(result.purchaseLoanInterest)}`,
    ),
    line(
      "holdingCosts",
      "Holding costs",
      `${money(inputs.holdingCostsMonthly)} x ${quantity(inputs.rehabMonths)} months of rehab = ${money(result.holdingCosts)}`,
    ),
    line(
      "rentBeforeRefinance",
      "NOI before the refinance",
      `${money(result.noi)} / 12 x ${leftoverMonths} months let = ${money(result.rentBeforeRefinance)}`,
    ),
    line(
      "cashBeforeRefinance",
      "Cash in before the refinance",
      `${money(inputs.purchasePrice)} + ${money(result.closingCosts)} + ${money(inputs.rehabCost)} - ${money(result.purchaseLoan)} loan + ${money(result.purchaseLoanInterest)} + ${money(result.holdingCosts)} - ${money(result.rentBeforeRefinance)} = ${money(result.cashBeforeRefinance)}`,
    ),
    line(
      "refinanceLoan",
      "Refinance loan",
      `${money(inputs.afterRepairValue)} ARV x ${formatRate(inputs.refinanceLtvPct)} = ${money(result.refinanceLoan)}`,
    ),
    line(
      "refinanceCosts",
      "Refinance costs",
      `${money(result.refinanceLoan)} x ${formatRate(inputs.refinanceCostsPct)} = ${money(result.refinanceCosts)}`,
    ),
    line(
      "refinanceProceeds",
      "Refinance proceeds",
      `${money(result.refinanceLoan)} - ${money(result.refinanceCosts)} - ${money(result.purchaseLoan)} short-term payoff = ${money(result.refinanceProceeds)}`,
    ),
    line(
      "totalCashInvested",
      "Total cash invested",
      `${money(result.cashBeforeRefinance)} + ${money(Math.max(0, -result.refinanceProceeds))} brought to the refinance = ${money(result.totalCashInvested)}`,
    ),
    line(
      "cashRecovered",
      "Cash recovered",
      `${money(Math.max(0, result.refinanceProceeds))} taken out at the refinance = ${money(result.cashRecovered)}`,
    ),
    line(
      "cashLeftInDeal",
      "Cash left in the deal",
      `${money(result.totalCashInvested)} - ${money(result.cashRecovered)} = ${money(result.cashLeftInDeal)}${result.returnOnCashLeft === null ? " (none: all of it came back)" : ""}`,
    ),
    ...operatingLines(result),
    ...debtLines(result, {
      amount: result.refinanceLoan,
      rate: inputs.refinanceRate,
      termYears: inputs.refinanceTermYears,
    }),
    ...cashFlowLines(result),
    line(
      "returnOnCashLeft",
      "Return on cash left",
      result.returnOnCashLeft === null
        ? "infinite: no cash is left in the deal"
        : ratioText(result.annualCashFlow, result.cashLeftInDeal, result.returnOnCashLeft),
    ),
    line(
      "capRate",
      "Cap rate on ARV",
      ratioText(result.noi, inputs.afterRepairValue, result.capRate),
    ),
    ...outcomeLines(result, inputs.afterRepairValue, result.cashLeftInDeal),
  ];
}

/**
 * Explains a rental or BRRRR result like `explain` does for the four calculators: one line per
 * figure, money in dollars (payments to the cent), rates as entered, results to 1 decimal and
 * ratios (DSCR, equity multiple) to 2.
 */
export function explainRental(result: AnyRentalResults): ExplainLine[] {
  return result.kind === "rental" ? explainBuyAndHold(result) : explainBrrrr(result);
}

/** Explains a DSCR sizing: both limits, which binds and the maximum price. */
export function explainDscrSizing(
  sizing: DscrSizing,
  interestRate: number,
  termYears: number,
): ExplainLine[] {
  const dscr = formatRatio(sizing.targetDscr);
  const payment = sizing.targetDscr > 0 ? sizing.noi / sizing.targetDscr / 12 : 0;
  const price = sizing.maxLtvPct > 0 ? (sizing.maxLoanByLtv * 100) / sizing.maxLtvPct : 0;
  return [
    line(
      "maxLoanByDscr",
      "Largest loan by DSCR",
      sizing.targetDscr > 0
        ? `${money(sizing.noi)} NOI / ${dscr} / 12 = ${formatCents(Math.max(0, payment))} a month at ${formatRate(interestRate)} over ${years(termYears)} = ${money(sizing.maxLoanByDscr)}`
        : `no DSCR target: the LTV limit alone = ${money(sizing.maxLoanByDscr)}`,
    ),
    line(
      "maxLoanByLtv",
      "Largest loan by LTV",
      `${money(price)} x ${formatRate(sizing.maxLtvPct)} = ${money(sizing.maxLoanByLtv)}`,
    ),
    line(
      "maxLoan",
      "Maximum loan",
      `the smaller, ${sizing.binding === "dscr" ? "the DSCR limit" : "the LTV limit"} = ${money(sizing.maxLoan)}`,
    ),
    line(
      "dscrAtMaxLoan",
      "DSCR at the maximum loan",
      sizing.dscrAtMaxLoan === null
        ? "no debt: nothing to cover"
        : `${money(sizing.noi)} / (${formatCents(sizing.monthlyPayment)} x 12) = ${formatRatio(sizing.dscrAtMaxLoan)}`,
    ),
    line(
      "maxPrice",
      "Maximum price",
      sizing.maxPrice === null
        ? "no limit: without both a DSCR target and an LTV the price does not cap the loan"
        : `${money(sizing.maxLoanByDscr)} / ${formatRate(sizing.maxLtvPct)} = ${money(sizing.maxPrice)}`,
    ),
  ];
}
