/** New Construction inputs in the spec's order (section 2): label, rule and where each shows. */
import {
  CONSTRUCTION_PROPERTY_TYPE_OPTIONS,
  LOAN_PRODUCT_OPTIONS,
  type ConstructionInputs,
} from "@academy/calculators";
import { DECIMAL, LAND_LTV, WHOLE_NUMBER } from "./rules.ts";
import { LAND_LTV_CAP_PCT } from "@academy/calculators";
import { TEXT } from "../constants.ts";
import type { FieldSpec } from "./types.ts";

/** Also the label of the financing figure that names the product chosen. */
export const LOAN_PRODUCT_LABEL = "Loan Product Preference";

export function propertyTypeOption(inputs: ConstructionInputs) {
  return CONSTRUCTION_PROPERTY_TYPE_OPTIONS.find((option) => option.value === inputs.propertyType);
}

/** Units and Monthly Rent / Unit show for every type but single-family. */
export const showsRental = (inputs: ConstructionInputs) =>
  propertyTypeOption(inputs)?.showsRentalInputs === true;

export const constructionFields: readonly FieldSpec<ConstructionInputs>[] = [
  {
    type: "select",
    key: "propertyType",
    label: "Property Type",
    options: CONSTRUCTION_PROPERTY_TYPE_OPTIONS,
  },
  { type: "number", key: "plannedSqFt", label: "Planned SqFt", rule: WHOLE_NUMBER },
  {
    type: "number",
    key: "landCost",
    label: "Land Acquisition Cost",
    rule: WHOLE_NUMBER,
    unit: "$",
  },
  { type: "checkbox", key: "financeLand", label: "Finance Land" },
  {
    type: "number",
    key: "landLTV",
    label: "Land LTV %",
    rule: LAND_LTV,
    capReason: TEXT.landLtvCap(LAND_LTV_CAP_PCT),
    unit: "%",
    show: (i) => i.financeLand,
  },
  {
    type: "number",
    key: "constructionCostPerSqFt",
    label: "Construction Cost / SqFt",
    rule: DECIMAL,
    unit: "$",
  },
  { type: "number", key: "arvPerSqFt", label: "ARV Per SqFt", rule: DECIMAL, unit: "$" },
  {
    type: "number",
    key: "units",
    label: "Units",
    rule: WHOLE_NUMBER,
    show: showsRental,
    // Duplex, triplex and quadplex have their unit count by definition.
    fixedValue: (i) => {
      const option = propertyTypeOption(i);
      return option && !option.unitsFromInput ? option.defaultUnits : undefined;
    },
    hint: (i) =>
      propertyTypeOption(i)?.unitsFromInput === false ? "Set by the property type." : undefined,
  },
  {
    type: "number",
    key: "monthlyRentPerUnit",
    label: "Monthly Rent / Unit",
    rule: WHOLE_NUMBER,
    unit: "$",
    show: showsRental,
  },
  {
    type: "number",
    key: "softCostsPct",
    label: "Soft Costs %",
    rule: DECIMAL,
    unit: "%",
    advanced: true,
  },
  {
    type: "number",
    key: "contingencyPct",
    label: "Contingency %",
    rule: DECIMAL,
    unit: "%",
    advanced: true,
  },
  {
    type: "number",
    key: "constructionMonths",
    label: "Construction Months",
    rule: WHOLE_NUMBER,
    advanced: true,
  },
  {
    type: "number",
    key: "interestRate",
    label: "Interest Rate %",
    rule: DECIMAL,
    unit: "%",
    advanced: true,
  },
  {
    type: "select",
    key: "loanProduct",
    label: LOAN_PRODUCT_LABEL,
    options: LOAN_PRODUCT_OPTIONS,
    advanced: true,
  },
];
