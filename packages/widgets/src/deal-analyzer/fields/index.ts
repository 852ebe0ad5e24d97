export { compNumberFields } from "./comp.ts";
export {
  constructionFields,
  LOAN_PRODUCT_LABEL,
  propertyTypeOption,
  showsRental,
} from "./construction.ts";
export { flipFields } from "./flip.ts";
export { landFields } from "./land.ts";
export { renovationFields } from "./renovation.ts";
export { DECIMAL, FLIP_LTV, LAND_LTV, WHOLE_NUMBER } from "./rules.ts";
export * from "./types.ts";
