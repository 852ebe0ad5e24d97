/**
 * @academy/calculators: the Deal Analyzer's maths (spec/investor-tools.md sections 2 to 5
 * and 9), pure and dependency-free. Money in dollars, percentages in percent units.
 */

// The four calculators and their spec defaults.
export { analyzeLand } from "./land.ts";
export { analyzeFlip } from "./flip.ts";
export { analyzeRenovation } from "./renovation.ts";
export { analyzeConstruction } from "./construction.ts";
export {
  constructionDefaults,
  flipDefaults,
  landDefaults,
  renovationDefaults,
  FLIP_LTV_CAP_PCT,
  LAND_LTV_CAP_PCT,
  MAX_INPUT_VALUE,
} from "./constants.ts";

// Comps rows.
export { compPricePerSqFt, createComp, isManualArvDisabled } from "./comps.ts";

// Input parsing and display formatting.
export {
  displayInputValue,
  droppedFraction,
  exceededCap,
  normalizeNumericText,
  parseNumericInput,
  type NumericFieldRule,
  type NumericText,
} from "./parse.ts";
export {
  formatCompactCurrency,
  formatCurrency,
  formatPercent,
  formatPerSqFt,
  formatQuantity,
} from "./format.ts";
export { figureIsGreen } from "./rating.ts";

// Beyond the spec: explanations, sensitivity, max offer, shareable deals.
export { explain, type ExplainLine } from "./explain.ts";
export {
  sensitivity,
  type SensitivityAxis,
  type SensitivityGrid,
  type SensitivityMetric,
  type SensitivityOptions,
} from "./sensitivity.ts";
export { maxOfferFor, type MaxOfferRequest, type MaxOfferResult } from "./max-offer.ts";
export {
  decodeDeal,
  encodeDeal,
  DEAL_CODEC_VERSION,
  MAX_ENCODED_DEAL_LENGTH,
  type DealDecodeError,
  type DealDecodeErrorCode,
  type DecodeDealResult,
} from "./deal-codec.ts";

// Buy and hold (beyond the spec): time value of money, rental, BRRRR, DSCR sizing.
export {
  amortizationSchedule,
  equityMultiple,
  irr,
  mortgagePayment,
  npv,
  remainingBalance,
  type AmortizationRow,
} from "./finance.ts";
export { analyzeRental } from "./rental.ts";
export { analyzeBrrrr } from "./brrrr.ts";
export { sizeDscrLoan, type DscrTargets } from "./dscr-sizing.ts";
export {
  rentalMaxOffer,
  type RentalMaxOfferRequest,
  type RentalTargetMetric,
} from "./rental-max-offer.ts";
export { explainDscrSizing, explainRental } from "./explain-rental.ts";
export { rentalSensitivity, type RentalSensitivityGrid } from "./rental-sensitivity.ts";
export {
  brrrrDefaults,
  DEFAULT_MAX_LTV_PCT,
  DEFAULT_TARGET_DSCR,
  MAX_PRE_REFINANCE_MONTHS,
  MAX_RATE_PCT,
  MAX_SHARE_PCT,
  MAX_YEARS,
  rentalDefaults,
} from "./rental-constants.ts";
export { formatCents, formatRate, formatRatio } from "./format.ts";
export { decodeRentalDeal, encodeRentalDeal, type DecodeRentalDealResult } from "./rental-codec.ts";
export type {
  AnyRentalResults,
  BrrrrInputs,
  BrrrrResults,
  DscrSizing,
  HoldOutcome,
  OperatingInputs,
  ProjectionYear,
  RentalDeal,
  RentalInputs,
  RentalKind,
  RentalResults,
} from "./rental-types.ts";

// What the widget drives its selects from.
export {
  CONSTRUCTION_PROPERTY_TYPE_OPTIONS,
  LOAN_PRODUCT_OPTIONS,
  type LoanProductPreferenceOption,
  type PropertyTypeOption,
} from "./ui-options.ts";

export type {
  AnyResults,
  Badge,
  Comp,
  CompsSummary,
  ConstructionInputs,
  ConstructionRecommendation,
  ConstructionResults,
  Deal,
  DealKind,
  FlipInputs,
  FlipRecommendation,
  FlipResults,
  InputsByKind,
  LandInputs,
  LandRecommendation,
  LandResults,
  LoanProduct,
  LoanProductOption,
  LoanProductPreference,
  PropertyType,
  RenovationInputs,
  RenovationRecommendation,
  RenovationResults,
  ResultsByKind,
  SelectedLoan,
} from "./types.ts";
