/**
 * Public types of the Deal Analyzer engine.
 *
 * Units everywhere: money in US dollars, areas in square feet (land in acres), durations in
 * months, and every percentage in percent units (`70` means 70 %, never `0.7`).
 */

/** The four calculators, used as a discriminant on results, deals and sensitivity grids. */
export type DealKind = "land" | "flip" | "renovation" | "construction";

/** Property types of spec section 3 (flip and construction share them). */
export type PropertyType =
  "single-family" | "duplex" | "triplex" | "quadplex" | "townhouse" | "condo";

/** Colour of the recommendation badge (spec section 4). */
export type Badge = "green" | "yellow" | "red";

/** Construction loan products of spec section 9. */
export type LoanProduct = "ltc-90" | "ltc-100" | "ltarv-75";

/** The construction "Loan Product Preference": a product, or let the engine pick the best. */
export type LoanProductPreference = "best" | LoanProduct;

export type LandRecommendation = "Strong Buy" | "Good Deal" | "Fair Deal" | "Pass";
export type FlipRecommendation = "Excellent Deal" | "Good Deal" | "Marginal" | "Pass";
export type RenovationRecommendation =
  "Highly Profitable" | "Good Investment" | "Fair" | "Not Recommended";
export type ConstructionRecommendation = "Excellent Project" | "Good Project" | "Marginal" | "Pass";

/** Land Analysis inputs (spec section 3). */
export interface LandInputs {
  zipCode: string;
  /** Dollars. */
  purchasePrice: number;
  /** Acres. */
  lotSizeAcres: number;
  /** Dollars per acre. */
  avgPricePerAcre: number;
  financeLand: boolean;
  /** Percent of the purchase price, capped at 70. Used only when `financeLand`. */
  landLTV: number;
  /** Percent of the purchase price. */
  transactionCostsPct: number;
  zoningAllowsConstruction: boolean;
  utilitiesAvailable: boolean;
}

/** Land Analysis results. Money in dollars, `discount` and `netROI` in percent. */
export interface LandResults {
  kind: "land";
  /** The sanitized inputs the figures were computed from (lets `explain` show its working). */
  inputs: LandInputs;
  marketValue: number;
  totalAcquisitionCost: number;
  /** Percent below market value (negative when paying over market). */
  discount: number;
  /** Integer 0 to 100. */
  score: number;
  recommendation: LandRecommendation;
  badge: Badge;
  cashNeededForLand: number;
  landLoanAmount: number;
  grossProfit: number;
  netProfit: number;
  /** Percent of the total capital (total acquisition cost). */
  netROI: number;
}

/** A comparable sale (spec section 3). */
export interface Comp {
  id: string;
  address: string;
  /** Dollars. */
  price: number;
  /** Square feet. */
  squareFootage: number;
  bedrooms: number;
  bathrooms: number;
  /** Dollars per square foot; always recomputed as price / squareFootage by the engine. */
  pricePerSqFt: number;
}

/** Flip Calculator inputs (spec section 3). */
export interface FlipInputs {
  address: string;
  zipCode: string;
  useComps: boolean;
  /** Dollars. */
  purchasePrice: number;
  /** Square feet of the subject property. */
  squareFootage: number;
  propertyType: PropertyType;
  bedrooms: number;
  bathrooms: number;
  /** 1 (worst) to 10 (best). */
  currentCondition: number;
  /** Dollars, before the condition multiplier and contingency. */
  rehabBudget: number;
  /** Dollars per square foot; the manual ARV, used when no comp is valid or comps are off. */
  arvPerSqFt: number;
  /** Percent of the purchase price that is borrowed. */
  loanToValuePct: number;
  /** Annual percent. */
  interestRate: number;
  holdingMonths: number;
  /** Percent of the condition-adjusted rehab. */
  contingencyPct: number;
  /** Selling closing costs, percent of the sale price (ARV). */
  closingCostsPct: number;
}

/** Comps summary of a flip, in adjusted dollars per square foot. */
export interface CompsSummary {
  compsUsed: number;
  medianPricePerSqFt: number;
  lowPricePerSqFt: number;
  highPricePerSqFt: number;
}

/** Flip Calculator results. Money in dollars, percentages in percent. */
export interface FlipResults {
  kind: "flip";
  inputs: FlipInputs;
  arv: number;
  allInCost: number;
  profit: number;
  /** Percent of ARV. */
  profitMargin: number;
  /** Dollars per square foot actually used for the ARV. */
  effectiveARVperSqFt: number;
  /** Maximum purchase price by the 70 % rule (may be negative: no price works). */
  seventyPercentRule: number;
  meetsRule: boolean;
  /** Percent of `cashNeeded`. */
  cashOnCashReturn: number;
  cashNeeded: number;
  totalRehabCost: number;
  holdingCosts: number;
  /** Selling closing costs. */
  closingCosts: number;
  worstCaseProfit: number;
  recommendation: FlipRecommendation;
  badge: Badge;
  compsSummary: CompsSummary;
}

/** Renovation ROI inputs (spec section 3). */
export interface RenovationInputs {
  /** Dollars. */
  currentValue: number;
  kitchenRemodel: boolean;
  kitchenCost: number;
  /** Percent of the kitchen cost added to the property value. */
  valueIncreaseKitchenPct: number;
  bathroomRemodel: boolean;
  bathroomCost: number;
  valueIncreaseBathroomPct: number;
  /** Cost of other renovations, dollars (always included). */
  otherRenovations: number;
  valueIncreaseOtherPct: number;
  /** Percent of the renovation cost (HELOC and similar). */
  financingCostsPct: number;
}

/** Renovation ROI results. Money in dollars, ROIs in percent. */
export interface RenovationResults {
  kind: "renovation";
  inputs: RenovationInputs;
  newValue: number;
  /** Renovation cost plus financing costs. */
  totalInvestment: number;
  totalValueIncrease: number;
  roi: number;
  kitchenValueAdd: number;
  kitchenROI: number;
  bathroomValueAdd: number;
  bathroomROI: number;
  otherValueAdd: number;
  otherROI: number;
  /** Renovation cost of the included items, without financing. */
  totalCost: number;
  financingCosts: number;
  netGain: number;
  /** Not in the spec (issue #50): total value increase - total investment, dollars. */
  valueAddedMinusCost: number;
  /** Not in the spec: value added minus cost over the total investment, percent. */
  returnOnCost: number;
  recommendation: RenovationRecommendation;
  badge: Badge;
}

/** New Construction inputs (spec section 3). */
export interface ConstructionInputs {
  propertyType: PropertyType;
  plannedSqFt: number;
  /** Dollars. */
  landCost: number;
  financeLand: boolean;
  /** Percent of the land cost, capped at 70. Used only when `financeLand`. */
  landLTV: number;
  constructionCostPerSqFt: number;
  arvPerSqFt: number;
  /** Used for townhouse and condo; fixed by type otherwise. */
  units: number;
  monthlyRentPerUnit: number;
  /** Percent of hard costs. */
  softCostsPct: number;
  /** Percent of hard plus soft costs. */
  contingencyPct: number;
  constructionMonths: number;
  /** Annual percent. */
  interestRate: number;
  loanProduct: LoanProductPreference;
}

/** One row of the construction loan comparison. */
export interface LoanProductOption {
  product: LoanProduct;
  label: string;
  loanAmount: number;
  /** Cash the investor brings; negative when the loans exceed the project cost. */
  cashNeeded: number;
  eligible: boolean;
}

/** The loan the construction figures are based on. */
export interface SelectedLoan {
  product: LoanProduct;
  loanAmount: number;
  cashNeeded: number;
}

/** New Construction results. Money in dollars, percentages in percent. */
export interface ConstructionResults {
  kind: "construction";
  inputs: ConstructionInputs;
  units: number;
  hardCosts: number;
  softCosts: number;
  contingency: number;
  /** Hard plus soft plus contingency. */
  constructionCosts: number;
  landCost: number;
  landLoanAmount: number;
  landEquity: number;
  interestDuringConstruction: number;
  /** All-in: land plus construction costs plus interest. */
  totalProjectCost: number;
  /** Everything except the land: construction costs plus interest. */
  totalCosts: number;
  arv: number;
  annualRentalIncome: number;
  /** Percent: gross annual rent over ARV. */
  capRate: number;
  /** Not in the spec (issue #50): NOI (gross rent less NOI_EXPENSE_RATIO_PCT) over ARV, %. */
  noiCapRate: number;
  profit: number;
  /** Percent of ARV. */
  profitMargin: number;
  selectedLoan: SelectedLoan;
  allLoanProducts: LoanProductOption[];
  cashNeeded: number;
  /** Cash-on-cash, percent of `cashNeeded`. */
  roi: number;
  overrunProfit: number;
  /** Percent of ARV. */
  overrunMargin: number;
  recommendation: ConstructionRecommendation;
  badge: Badge;
}

/** Inputs of each calculator, keyed by kind. */
export interface InputsByKind {
  land: LandInputs;
  flip: FlipInputs;
  renovation: RenovationInputs;
  construction: ConstructionInputs;
}

/** Results of each calculator, keyed by kind. */
export interface ResultsByKind {
  land: LandResults;
  flip: FlipResults;
  renovation: RenovationResults;
  construction: ConstructionResults;
}

/** Any calculator's result. */
export type AnyResults = ResultsByKind[DealKind];

/** A saved or shared deal: one calculator's inputs (and comps for a flip). */
export type Deal =
  | { kind: "land"; inputs: LandInputs }
  | { kind: "flip"; inputs: FlipInputs; comps: Comp[] }
  | { kind: "renovation"; inputs: RenovationInputs }
  | { kind: "construction"; inputs: ConstructionInputs };
