import type { Deal, SavedDeal } from "../types.ts";
import { mockUsers } from "./fixtures.ts";

/** A land deal at the calculators' defaults (spec section 3). */
export const mockLandDeal: Extract<Deal, { kind: "land" }> = {
  kind: "land",
  inputs: {
    zipCode: "78701",
    purchasePrice: 75000,
    lotSizeAcres: 0.25,
    avgPricePerAcre: 350000,
    financeLand: false,
    landLTV: 70,
    transactionCostsPct: 2.5,
    zoningAllowsConstruction: true,
    utilitiesAvailable: true,
  },
};

/** A flip at the calculators' defaults, with one comp. */
export const mockFlipDeal: Extract<Deal, { kind: "flip" }> = {
  kind: "flip",
  inputs: {
    address: "1420 Oak Street",
    zipCode: "78701",
    useComps: true,
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
  },
  comps: [
    {
      id: "comp-1",
      address: "1432 Oak Street",
      price: 385000,
      squareFootage: 1900,
      bedrooms: 3,
      bathrooms: 2,
      pricePerSqFt: 385000 / 1900,
    },
  ],
};

/** Income, expenses and growth of the mock rental deals (the calculators' rental defaults). */
const operating = {
  monthlyRent: 2200,
  otherMonthlyIncome: 0,
  vacancyPct: 5,
  propertyTaxesAnnual: 3000,
  insuranceAnnual: 1200,
  hoaMonthly: 0,
  managementPct: 8,
  repairsPct: 5,
  capexPct: 5,
  utilitiesMonthly: 0,
  appreciationPct: 3,
  rentGrowthPct: 2,
  expenseGrowthPct: 2,
  holdYears: 10,
  sellingCostsPct: 6,
};

/** A rental at the calculators' defaults (issue 46). */
export const mockRentalDeal: Extract<Deal, { kind: "rental" }> = {
  kind: "rental",
  inputs: {
    ...operating,
    purchasePrice: 250000,
    closingCostsPct: 3,
    rehabCost: 0,
    loanToValuePct: 75,
    interestRate: 7,
    loanTermYears: 30,
  },
};

/** A BRRRR at the calculators' defaults (issue 46). */
export const mockBrrrrDeal: Extract<Deal, { kind: "brrrr" }> = {
  kind: "brrrr",
  inputs: {
    ...operating,
    monthlyRent: 2100,
    propertyTaxesAnnual: 2600,
    insuranceAnnual: 1100,
    purchasePrice: 150000,
    closingCostsPct: 3,
    rehabCost: 40000,
    purchaseLoanPct: 80,
    rehabFinancedPct: 100,
    purchaseInterestRate: 10,
    rehabMonths: 4,
    holdingCostsMonthly: 350,
    afterRepairValue: 240000,
    refinanceLtvPct: 75,
    refinanceRate: 7.25,
    refinanceTermYears: 30,
    refinanceCostsPct: 2,
    seasoningMonths: 6,
  },
};

/** Saved deals the mock starts with, owned by the admin (who always has calculator access). */
export const mockSavedDeals: readonly (SavedDeal & { user_id: number })[] = [
  {
    id: 1,
    user_id: mockUsers.admin.id,
    name: "Oak Street flip",
    mode: "flip",
    deal: mockFlipDeal,
    created_at: "2026-11-20T15:00:00.000Z",
    updated_at: "2026-11-21T09:30:00.000Z",
  },
  {
    id: 2,
    user_id: mockUsers.admin.id,
    name: "Quarter-acre lot",
    mode: "land",
    deal: mockLandDeal,
    created_at: "2026-11-19T10:00:00.000Z",
    updated_at: "2026-11-19T10:00:00.000Z",
  },
  {
    id: 3,
    user_id: mockUsers.admin.id,
    name: "Maple Street rental",
    mode: "rental",
    deal: mockRentalDeal,
    created_at: "2026-11-18T10:00:00.000Z",
    updated_at: "2026-11-18T10:00:00.000Z",
  },
  {
    id: 4,
    user_id: mockUsers.admin.id,
    name: "Birch Lane BRRRR",
    mode: "brrrr",
    deal: mockBrrrrDeal,
    created_at: "2026-11-17T10:00:00.000Z",
    updated_at: "2026-11-17T10:00:00.000Z",
  },
];
