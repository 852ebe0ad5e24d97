/** The spec's default inputs of the four calculators (section 3). */
import type { ConstructionInputs, FlipInputs, LandInputs, RenovationInputs } from "./types.ts";

export const landDefaults: Readonly<LandInputs> = Object.freeze({
  zipCode: "",
  purchasePrice: 75000,
  lotSizeAcres: 0.25,
  avgPricePerAcre: 350000,
  financeLand: false,
  landLTV: 70,
  transactionCostsPct: 2.5,
  zoningAllowsConstruction: true,
  utilitiesAvailable: true,
});

export const flipDefaults: Readonly<FlipInputs> = Object.freeze({
  address: "",
  zipCode: "",
  useComps: false,
  purchasePrice: 250000,
  squareFootage: 1800,
  propertyType: "single-family",
  bedrooms: 3,
  bathrooms: 2,
  currentCondition: 5,
  rehabBudget: 50000,
  arvPerSqFt: 180,
  loanToValuePct: 90,
  interestRate: 8.5,
  holdingMonths: 6,
  contingencyPct: 10,
  closingCostsPct: 3,
});

export const renovationDefaults: Readonly<RenovationInputs> = Object.freeze({
  currentValue: 300000,
  kitchenRemodel: true,
  kitchenCost: 25000,
  valueIncreaseKitchenPct: 70,
  bathroomRemodel: true,
  bathroomCost: 15000,
  valueIncreaseBathroomPct: 60,
  otherRenovations: 10000,
  valueIncreaseOtherPct: 50,
  financingCostsPct: 2,
});

export const constructionDefaults: Readonly<ConstructionInputs> = Object.freeze({
  propertyType: "single-family",
  plannedSqFt: 2200,
  landCost: 75000,
  financeLand: false,
  landLTV: 70,
  constructionCostPerSqFt: 150,
  arvPerSqFt: 200,
  units: 1,
  monthlyRentPerUnit: 0,
  softCostsPct: 15,
  contingencyPct: 10,
  constructionMonths: 8,
  interestRate: 9.5,
  loanProduct: "best",
});
