/**
 * Every user-visible string and timing of the Deal Analyzer widget, in one place so a reader can
 * check them against spec/investor-tools.md sections 2 to 5 and 9. Numbers, defaults, option
 * labels and formats come from @academy/calculators; this file holds the screen's words.
 */
import type { DealKind } from "@academy/calculators";

/** The spec's input debounce (section 9): a deal counts as analysed after this pause. */
export const INPUT_DEBOUNCE_MS = 300;

/** Flip inputs update the results after the input debounce (spec section 4). */
export const FLIP_DEBOUNCE_MS = INPUT_DEBOUNCE_MS;

/**
 * Result changes are announced to screen readers this long after the last change, so typing
 * "250000" is announced once, not six times (not in the spec: an accessibility choice).
 */
export const ANNOUNCE_DELAY_MS = 750;

/** The calculators in the spec's tab order. */
export const DEAL_KINDS: readonly DealKind[] = ["land", "flip", "renovation", "construction"];

export const TEXT = {
  /** Ours (issue #50): a whole-number box says it dropped the typed cents, never silently. */
  wholeNumbersOnly: (counted: string) => `Whole numbers only: counted as ${counted}.`,
  /** Ours (issue #50): a capped box says why it shows its cap. */
  landLtvCap: (cap: number) => `Max ${cap}%: land loans go up to ${cap}% LTV.`,
  flipLtvCap: (cap: number) => `Max ${cap}%: a loan cannot exceed the purchase price.`,
  title: "Deal Analyzer",
  subtitle: "Land Analysis • House Flip • Home Renovation • New Construction",
  tabListLabel: "Calculators",
  showAdvanced: "Show Advanced",
  hideAdvanced: "Hide Advanced",
  inputParameters: "Input Parameters",
  dealAnalysis: "Deal Analysis",
  recommendation: "Recommendation",
  advanced: "Advanced",
  share: "Share",
  print: "Print",
  shareLinkLabel: "Share link",
  shareCopied: "Link copied. Anyone who opens it sees this deal.",
  shareNotCopied: "Copy the link below to share this deal.",
  sharedDealNoticeTitle: "This shared deal link could not be opened",
  sharedDealNoticeBody:
    "It may have been cut off or changed when it was copied. The calculator shows the default figures instead.",
  sharedDealOtherCalculator:
    "It is for a calculator that is not available here. The calculator shows the default figures instead.",
  dismiss: "Dismiss",
  howCalculated: "How is this calculated?",
  sensitivityTitle: "Sensitivity",
  costBreakdownTitle: "Cost Breakdown",
  costBreakdownTotal: "Total",
  costBreakdownShare: "Share of total",
  costBreakdownItem: "Cost",
  costBreakdownAmount: "Amount",
  noCosts: "No costs entered yet.",
  current: "(current deal)",
  resultsUpdated: (calculator: string, summary: string) => `${calculator} results: ${summary}.`,
} as const;

export const TAB_LABELS: Readonly<Record<DealKind, string>> = {
  land: "Land Analysis",
  flip: "Flip Calculator",
  renovation: "Renovation ROI",
  construction: "New Construction",
};

export const LAND_TEXT = {
  marketValue: "Market Value (ARV)",
  totalAcquisitionCost: "Total Acquisition Cost",
  discount: "Discount to Market",
  score: "Calculated Score",
  scoreOutOf: (score: number) => `${score}/100`,
  cashNeededForLand: "Cash Needed (Down + Costs)",
  landLoanAmount: "Land Loan Amount",
  quickSale: "Quick Sale",
  grossProfit: "Gross Profit",
  netProfit: "Net Profit",
  netROI: "Net ROI (Total Capital)",
} as const;

export const FLIP_TEXT = {
  arv: "ARV",
  allInCost: "Total Project Costs (All-In)",
  profit: "Net Profit",
  profitMargin: "Profit Margin",
  keyFinancials: "Key Financials",
  effectiveARVperSqFt: "ARV Per SqFt",
  seventyPercentRule: "Max Purchase Price (70% Rule)",
  meetsRule: "Meets the 70% rule",
  failsRule: "Does not meet the 70% rule",
  cashOnCashReturn: "Cash on Cash Return",
  cashNeeded: "Total Cash Needed",
  compsSummary: "Comps Summary",
  compsUsed: "Comps Used",
  medianPricePerSqFt: "Median Adjusted ARV/SqFt",
  lowPricePerSqFt: "Low Adjusted ARV/SqFt",
  highPricePerSqFt: "High Adjusted ARV/SqFt",
  detailedCosts: "Detailed Costs",
  totalRehabCost: "Rehab & Contingency",
  holdingCosts: "Holding Costs",
  closingCosts: "Selling Costs",
  worstCaseProfit: "Worst Case Profit (10% ARV Drop)",
} as const;

export const COMP_TEXT = {
  heading: "Comparable Sales",
  address: "Address",
  pricePerSqFt: "$/SqFt",
  addComp: "Add Comp",
  remove: "Remove",
  rowLabel: (index: number) => `Comp ${index + 1}`,
  empty: "No comps yet. Add a recent sale near the property.",
} as const;

export const RENOVATION_TEXT = {
  kitchenRemodel: "Kitchen Remodel",
  bathroomRemodel: "Bathroom Remodel",
  otherRenovations: "Other Renovations",
  newValue: "New Estimated Value",
  totalInvestment: "Total Renovation Investment",
  totalValueIncrease: "Total Value Increase",
  roi: "Net Gain ROI",
  valueAddBreakdown: "Value Add Breakdown",
  valueAdd: "Value Add",
  itemRoi: "ROI",
  totalCost: "Total Cost",
  financingCosts: "Financing Costs",
  netGain: "Net Gain",
  /** Ours (issue #50): beside the spec's figures, what the work adds less what it costs. */
  investorView: "Value Added vs. Cost",
  valueAddedMinusCost: "Value Added Minus Cost",
  valueAddedMinusCostNote: "Total Value Increase minus Total Renovation Investment",
  returnOnCost: "Return on Cost",
} as const;

export const CONSTRUCTION_TEXT = {
  arv: "After Construction Value (ARV)",
  totalProjectCost: "Total Project Cost (All-In)",
  profit: "Net Profit",
  profitMargin: "Profit Margin",
  financingStrategy: "Financing Strategy",
  loanAmount: "Max Loan Amount",
  cashNeeded: "Cash Needed (Equity + Costs)",
  roi: "Cash-on-Cash ROI",
  rentalMetrics: "Rental Metrics",
  annualRentalIncome: "Annual Rental Income",
  capRate: "Estimated Cap Rate",
  /** Ours (issue #50): the spec's cap rate is gross rent over value; this one uses NOI. */
  noiCapRate: "Cap Rate on NOI (50% Rule)",
  noiCapRateNote:
    "Gross rent less 50% for expenses and vacancy, over ARV. For a full analysis use the Rental Analyzer.",
  detailedCosts: "Detailed Costs",
  hardCosts: "Hard Costs",
  softCosts: "Soft Costs",
  contingency: "Contingency",
  interestDuringConstruction: "Interest During Construction",
  overrunProfit: "Worst Case Profit (10% Cost Overrun)",
} as const;

/** Cost breakdown chart categories per calculator. */
export const COST_LABELS = {
  purchasePrice: "Purchase Price",
  transactionCosts: "Transaction Costs",
  rehab: "Rehab & Contingency",
  holding: "Holding Costs",
  selling: "Selling Costs",
  kitchen: "Kitchen Remodel",
  bathroom: "Bathroom Remodel",
  other: "Other Renovations",
  financing: "Financing Costs",
  land: "Land",
  hard: "Hard Costs",
  soft: "Soft Costs",
  contingency: "Contingency",
  interest: "Interest During Construction",
} as const;

/** Sensitivity table axes: what the rows and columns change, per calculator. */
export const SENSITIVITY_TEXT: Readonly<
  Record<DealKind, { metric: string; rows: string; columns: string }>
> = {
  land: { metric: "Net Profit", rows: "Market Value", columns: "Purchase Price" },
  flip: { metric: "Net Profit", rows: "ARV", columns: "Rehab Budget" },
  renovation: { metric: "Net Gain ROI", rows: "Value Increase", columns: "Renovation Cost" },
  construction: { metric: "Net Profit", rows: "ARV Per SqFt", columns: "Construction Cost / SqFt" },
};
