import type { Deal, SavedDeal } from "../types.ts";
import { mockUsers } from "./fixtures.ts";

/** A land deal at the calculators' defaults (spec section 3). */
export const mockLandDeal: Deal = {
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
export const mockFlipDeal: Deal = {
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
];
