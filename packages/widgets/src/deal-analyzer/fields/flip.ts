/** Flip Calculator inputs in the spec's order (section 2): label, rule and where each shows. */
import { isManualArvDisabled, type FlipInputs } from "@academy/calculators";
import { DECIMAL, FLIP_LTV, WHOLE_NUMBER } from "./rules.ts";
import { FLIP_LTV_CAP_PCT } from "@academy/calculators";
import { TEXT } from "../constants.ts";
import type { FieldSpec } from "./types.ts";

const ARV_DISABLED_HINT = "Set by your comps while comparable sales are used.";

export const flipFields: readonly FieldSpec<FlipInputs>[] = [
  { type: "text", key: "address", label: "Property Address", autoComplete: "street-address" },
  {
    type: "checkbox",
    key: "useComps",
    label: "Use Comparable Sales",
    description: "Enter manual comps for accurate ARV",
  },
  {
    type: "number",
    key: "purchasePrice",
    label: "Purchase Price",
    rule: WHOLE_NUMBER,
    unit: "$",
  },
  { type: "number", key: "squareFootage", label: "Square Footage", rule: WHOLE_NUMBER },
  { type: "number", key: "bedrooms", label: "Bedrooms", rule: WHOLE_NUMBER },
  // Half baths are common, so bathrooms take decimals.
  { type: "number", key: "bathrooms", label: "Bathrooms", rule: DECIMAL },
  { type: "number", key: "rehabBudget", label: "Rehab Budget", rule: WHOLE_NUMBER, unit: "$" },
  {
    type: "number",
    key: "arvPerSqFt",
    label: "ARV Per SqFt (Manual Override)",
    rule: DECIMAL,
    unit: "$",
    disabled: (i, comps) => isManualArvDisabled(i.useComps, comps),
    hint: (i, comps) => (isManualArvDisabled(i.useComps, comps) ? ARV_DISABLED_HINT : undefined),
  },
  { type: "comps", label: "", show: (i) => i.useComps },
  {
    type: "number",
    key: "loanToValuePct",
    label: "LTV %",
    rule: FLIP_LTV,
    capReason: TEXT.flipLtvCap(FLIP_LTV_CAP_PCT),
    unit: "%",
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
    type: "number",
    key: "holdingMonths",
    label: "Holding Months",
    rule: WHOLE_NUMBER,
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
    key: "closingCostsPct",
    label: "Closing Costs % (Selling)",
    rule: DECIMAL,
    unit: "%",
    advanced: true,
  },
];
