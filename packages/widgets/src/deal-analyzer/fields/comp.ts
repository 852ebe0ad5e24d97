/** A comp row's number boxes (section 2 "Comps list"): label and rule of each. */
import type { Comp } from "@academy/calculators";
import { DECIMAL, WHOLE_NUMBER } from "./rules.ts";
import type { NumberFieldSpec } from "./types.ts";

export const compNumberFields: readonly NumberFieldSpec<Comp>[] = [
  { type: "number", key: "price", label: "Price", rule: WHOLE_NUMBER },
  { type: "number", key: "squareFootage", label: "SqFt", rule: WHOLE_NUMBER },
  { type: "number", key: "bedrooms", label: "Beds", rule: WHOLE_NUMBER },
  { type: "number", key: "bathrooms", label: "Baths", rule: DECIMAL },
];
