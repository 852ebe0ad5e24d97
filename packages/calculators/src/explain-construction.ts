/** The working behind each New Construction figure. */
import {
  AVERAGE_LOAN_BALANCE_PCT,
  COST_OVERRUN_PCT,
  LOAN_PRODUCT_LABELS,
  LOAN_PRODUCT_RULES,
  PROPERTY_TYPE_LABELS,
  UNITS_FROM_INPUT_TYPES,
} from "./constants.ts";
import { type ExplainLine, line, money, perSqFt, quantity, ratioText } from "./explain-text.ts";
import { formatRate } from "./format.ts";
import type { ConstructionResults, LoanProductOption } from "./types.ts";

function loanLine(result: ConstructionResults, option: LoanProductOption): ExplainLine {
  const rule = LOAN_PRODUCT_RULES[option.product];
  const basis = rule.basis === "arv" ? `${money(result.arv)} ARV` : money(result.constructionCosts);
  const eligibility =
    rule.minMarginPct === null || option.eligible
      ? ""
      : ` (not eligible: margin under ${rule.minMarginPct}%)`;
  return line(
    option.product,
    option.label,
    `${basis} x ${rule.pct}% = ${money(option.loanAmount)} loan; cash needed = ${money(result.totalProjectCost)} - ${money(result.landLoanAmount)} land loan - ${money(option.loanAmount)} = ${money(option.cashNeeded)}${eligibility}`,
  );
}

function selectionReason(result: ConstructionResults): string {
  const preference = result.inputs.loanProduct;
  if (preference === "best")
    return "best option: largest eligible loan with cash needed of $0 or more";
  if (preference === result.selectedLoan.product) return "your preference";
  return `${LOAN_PRODUCT_LABELS[preference]} is not eligible, so the best option`;
}

/** Lines for every construction figure, in display order. */
export function explainConstruction(result: ConstructionResults): ExplainLine[] {
  const { inputs } = result;
  const sqFt = `${quantity(inputs.plannedSqFt)} sq ft`;
  const months = `${quantity(inputs.constructionMonths)} months`;
  const rental = inputs.propertyType !== "single-family";
  return [
    line(
      "units",
      "Units",
      UNITS_FROM_INPUT_TYPES.includes(inputs.propertyType)
        ? `${result.units} (Units input, at least 1)`
        : `${result.units} (${PROPERTY_TYPE_LABELS[inputs.propertyType]})`,
    ),
    line(
      "hardCosts",
      "Hard costs",
      `${perSqFt(inputs.constructionCostPerSqFt)} x ${sqFt} = ${money(result.hardCosts)}`,
    ),
    line(
      "softCosts",
      "Soft costs",
      `${money(result.hardCosts)} x ${formatRate(inputs.softCostsPct)} = ${money(result.softCosts)}`,
    ),
    line(
      "contingency",
      "Contingency",
      `(${money(result.hardCosts)} + ${money(result.softCosts)}) x ${formatRate(inputs.contingencyPct)} = ${money(result.contingency)}`,
    ),
    line(
      "constructionCosts",
      "Construction costs",
      `${money(result.hardCosts)} + ${money(result.softCosts)} + ${money(result.contingency)} = ${money(result.constructionCosts)}`,
    ),
    line(
      "landLoanAmount",
      "Land loan",
      inputs.financeLand
        ? `${money(result.landCost)} x ${formatRate(inputs.landLTV)} LTV = ${money(result.landLoanAmount)}`
        : `${money(0)} (land not financed)`,
    ),
    line(
      "interestDuringConstruction",
      "Interest during construction",
      `(${money(result.constructionCosts)} x ${AVERAGE_LOAN_BALANCE_PCT}% + ${money(result.landLoanAmount)} land loan) x ${formatRate(inputs.interestRate)} / 12 x ${months} = ${money(result.interestDuringConstruction)}`,
    ),
    line(
      "totalProjectCost",
      "Total project cost",
      `${money(result.landCost)} land + ${money(result.constructionCosts)} + ${money(result.interestDuringConstruction)} interest = ${money(result.totalProjectCost)}`,
    ),
    line("arv", "ARV", `${perSqFt(inputs.arvPerSqFt)} x ${sqFt} = ${money(result.arv)}`),
    line(
      "profit",
      "Net profit",
      `${money(result.arv)} - ${money(result.totalProjectCost)} = ${money(result.profit)}`,
    ),
    line(
      "profitMargin",
      "Profit margin",
      ratioText(result.profit, result.arv, result.profitMargin),
    ),
    ...result.allLoanProducts.map((option) => loanLine(result, option)),
    line(
      "selectedLoan",
      "Selected loan",
      `${LOAN_PRODUCT_LABELS[result.selectedLoan.product]} (${selectionReason(result)}): ${money(result.selectedLoan.loanAmount)} loan, ${money(result.cashNeeded)} cash needed`,
    ),
    line("roi", "Cash-on-cash ROI", ratioText(result.profit, result.cashNeeded, result.roi)),
    line(
      "annualRentalIncome",
      "Annual rental income",
      rental
        ? `${result.units} units x ${money(inputs.monthlyRentPerUnit)} x 12 = ${money(result.annualRentalIncome)}`
        : `${money(0)} (single-family)`,
    ),
    line(
      "capRate",
      "Estimated cap rate",
      ratioText(result.annualRentalIncome, result.arv, result.capRate),
    ),
    line(
      "overrunProfit",
      "Worst case profit",
      `${money(result.arv)} - ${money(result.totalProjectCost)} x ${(100 + COST_OVERRUN_PCT) / 100} = ${money(result.overrunProfit)}`,
    ),
    line(
      "overrunMargin",
      "Worst case margin",
      ratioText(result.overrunProfit, result.arv, result.overrunMargin),
    ),
  ];
}
