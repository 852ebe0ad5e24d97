/** New Construction: the spec's inputs (section 2) and figures, as data for the shared renderers. */
import {
  CONSTRUCTION_PROPERTY_TYPE_OPTIONS,
  LOAN_PRODUCT_OPTIONS,
  figureIsGreen,
  formatPercent,
  type ConstructionInputs,
  type ConstructionResults,
} from "@academy/calculators";
import { CONSTRUCTION_TEXT as T, COST_LABELS } from "../constants.ts";
import { money, ratioTone } from "./format.ts";
import type { Analysis, FieldSpec } from "./types.ts";

function typeOption(inputs: ConstructionInputs) {
  return CONSTRUCTION_PROPERTY_TYPE_OPTIONS.find((option) => option.value === inputs.propertyType);
}

const showsRental = (inputs: ConstructionInputs) => typeOption(inputs)?.showsRentalInputs === true;

export const constructionFields: readonly FieldSpec<ConstructionInputs>[] = [
  {
    type: "select",
    key: "propertyType",
    label: T.propertyType,
    options: CONSTRUCTION_PROPERTY_TYPE_OPTIONS,
  },
  { type: "number", key: "plannedSqFt", label: T.plannedSqFt },
  { type: "number", key: "landCost", label: T.landCost, unit: "$" },
  { type: "checkbox", key: "financeLand", label: T.financeLand },
  { type: "number", key: "landLTV", label: T.landLTV, unit: "%", show: (i) => i.financeLand },
  { type: "number", key: "constructionCostPerSqFt", label: T.constructionCostPerSqFt, unit: "$" },
  { type: "number", key: "arvPerSqFt", label: T.arvPerSqFt, unit: "$" },
  {
    type: "number",
    key: "units",
    label: T.units,
    show: showsRental,
    // Duplex, triplex and quadplex have their unit count by definition.
    fixedValue: (i) => {
      const option = typeOption(i);
      return option && !option.unitsFromInput ? option.defaultUnits : undefined;
    },
    hint: (i) => (typeOption(i)?.unitsFromInput === false ? T.unitsFixedHint : undefined),
  },
  {
    type: "number",
    key: "monthlyRentPerUnit",
    label: T.monthlyRentPerUnit,
    unit: "$",
    show: showsRental,
  },
  { type: "number", key: "softCostsPct", label: T.softCostsPct, unit: "%", advanced: true },
  { type: "number", key: "contingencyPct", label: T.contingencyPct, unit: "%", advanced: true },
  { type: "number", key: "constructionMonths", label: T.constructionMonths, advanced: true },
  { type: "number", key: "interestRate", label: T.interestRate, unit: "%", advanced: true },
  {
    type: "select",
    key: "loanProduct",
    label: T.loanProduct,
    options: LOAN_PRODUCT_OPTIONS,
    advanced: true,
  },
];

export function constructionAnalysis(r: ConstructionResults): Analysis {
  const margin = formatPercent(r.profitMargin);
  const profit = money("profit", T.profit, r.profit, { explain: ["profit"] });
  const product = LOAN_PRODUCT_OPTIONS.find((option) => option.value === r.selectedLoan.product);
  const rental = showsRental(r.inputs);
  return {
    headline: [
      money("arv", T.arv, r.arv, { explain: ["arv"] }),
      money("totalProjectCost", T.totalProjectCost, r.totalProjectCost, {
        explain: [
          "hardCosts",
          "softCosts",
          "contingency",
          "constructionCosts",
          "interestDuringConstruction",
          "totalProjectCost",
        ],
      }),
      profit,
      {
        key: "profitMargin",
        label: T.profitMargin,
        value: margin,
        tone: ratioTone(r.profitMargin, figureIsGreen("construction", r.profitMargin)),
        explain: ["profitMargin"],
      },
    ],
    groups: [
      {
        id: "financing-strategy",
        title: T.financingStrategy,
        figures: [
          {
            key: "selectedLoan",
            label: T.loanProduct,
            value: product?.label ?? r.selectedLoan.product,
            ...(product?.nickname ? { note: product.nickname } : {}),
          },
          money("loanAmount", T.loanAmount, r.selectedLoan.loanAmount),
          money("cashNeeded", T.cashNeeded, r.cashNeeded),
          { key: "roi", label: T.roi, value: formatPercent(r.roi), tone: ratioTone(r.roi, false) },
        ],
      },
      ...(rental
        ? [
            {
              id: "rental-metrics",
              title: T.rentalMetrics,
              figures: [
                money("annualRentalIncome", T.annualRentalIncome, r.annualRentalIncome),
                { key: "capRate", label: T.capRate, value: formatPercent(r.capRate) },
              ],
            },
          ]
        : []),
      {
        id: "detailed-costs",
        title: T.detailedCosts,
        advanced: true,
        figures: [
          money("hardCosts", T.hardCosts, r.hardCosts),
          money("softCosts", T.softCosts, r.softCosts),
          money("contingency", T.contingency, r.contingency),
          money(
            "interestDuringConstruction",
            T.interestDuringConstruction,
            r.interestDuringConstruction,
          ),
          money("overrunProfit", T.overrunProfit, r.overrunProfit),
        ],
      },
    ],
    costs: [
      { label: COST_LABELS.land, amount: r.landCost },
      { label: COST_LABELS.hard, amount: r.hardCosts },
      { label: COST_LABELS.soft, amount: r.softCosts },
      { label: COST_LABELS.contingency, amount: r.contingency },
      { label: COST_LABELS.interest, amount: r.interestDuringConstruction },
    ],
    summary: `${T.profit} ${profit.value}, ${T.profitMargin} ${margin}, ${r.recommendation}`,
  };
}
