/** Renovation ROI inputs in the spec's order (section 2): label, rule and where each shows. */
import type { RenovationInputs } from "@academy/calculators";
import { DECIMAL, WHOLE_NUMBER } from "./rules.ts";
import type { FieldSpec, NumberFieldSpec } from "./types.ts";

const KITCHEN = "Kitchen Remodel";
const BATHROOM = "Bathroom Remodel";
const OTHER = "Other Renovations";

/** A renovation item's Cost box; `context` tells it apart from the other items' for screen readers. */
function cost(
  key: "kitchenCost" | "bathroomCost" | "otherRenovations",
  context: string,
  show?: (i: RenovationInputs) => boolean,
): NumberFieldSpec<RenovationInputs> {
  return { type: "number", key, label: "Cost", context, rule: WHOLE_NUMBER, unit: "$", show };
}

function valueIncrease(
  key: "valueIncreaseKitchenPct" | "valueIncreaseBathroomPct" | "valueIncreaseOtherPct",
  label: string,
  context: string,
  show?: (i: RenovationInputs) => boolean,
): NumberFieldSpec<RenovationInputs> {
  return { type: "number", key, label, context, rule: DECIMAL, unit: "%", show };
}

const kitchen = (i: RenovationInputs) => i.kitchenRemodel;
const bathroom = (i: RenovationInputs) => i.bathroomRemodel;

export const renovationFields: readonly FieldSpec<RenovationInputs>[] = [
  {
    type: "number",
    key: "currentValue",
    label: "Current Property Value",
    rule: WHOLE_NUMBER,
    unit: "$",
  },
  { type: "checkbox", key: "kitchenRemodel", label: KITCHEN },
  cost("kitchenCost", KITCHEN, kitchen),
  valueIncrease("valueIncreaseKitchenPct", "Value Increase % (ROI)", KITCHEN, kitchen),
  { type: "checkbox", key: "bathroomRemodel", label: BATHROOM },
  cost("bathroomCost", BATHROOM, bathroom),
  valueIncrease("valueIncreaseBathroomPct", "Value Increase % (ROI)", BATHROOM, bathroom),
  // No checkbox heads this item, so it gets a visible label of its own.
  {
    type: "group",
    label: OTHER,
    fields: [
      cost("otherRenovations", OTHER),
      valueIncrease("valueIncreaseOtherPct", "Value Increase %", OTHER),
    ],
  },
  {
    type: "number",
    key: "financingCostsPct",
    label: "Financing Costs % (HELOC, etc)",
    rule: DECIMAL,
    unit: "%",
    advanced: true,
  },
];
