/** Land Analysis inputs in the spec's order (section 2): label, rule and where each shows. */
import type { LandInputs } from "@academy/calculators";
import { DECIMAL, LAND_LTV, WHOLE_NUMBER } from "./rules.ts";
import { LAND_LTV_CAP_PCT } from "@academy/calculators";
import { TEXT } from "../constants.ts";
import type { FieldSpec } from "./types.ts";

export const landFields: readonly FieldSpec<LandInputs>[] = [
  { type: "text", key: "zipCode", label: "Zip Code", autoComplete: "postal-code" },
  {
    type: "number",
    key: "purchasePrice",
    label: "Purchase Price",
    rule: WHOLE_NUMBER,
    unit: "$",
  },
  { type: "number", key: "lotSizeAcres", label: "Lot Size (Acres)", rule: DECIMAL },
  {
    type: "number",
    key: "avgPricePerAcre",
    label: "Avg Market Price Per Acre",
    rule: WHOLE_NUMBER,
    unit: "$",
  },
  { type: "checkbox", key: "financeLand", label: "Finance Land Purchase (70% LTV)" },
  {
    type: "number",
    key: "landLTV",
    label: "Land LTV %",
    rule: LAND_LTV,
    capReason: TEXT.landLtvCap(LAND_LTV_CAP_PCT),
    unit: "%",
    show: (i) => i.financeLand,
  },
  { type: "checkbox", key: "zoningAllowsConstruction", label: "Zoning Allows Construction" },
  { type: "checkbox", key: "utilitiesAvailable", label: "Utilities Available" },
  {
    type: "number",
    key: "transactionCostsPct",
    label: "Transaction Costs %",
    rule: DECIMAL,
    unit: "%",
    advanced: true,
  },
];
