/** Land Analysis (spec sections 3, 4 and 9). */
import {
  LAND_BADGES,
  LAND_DISCOUNT_POINTS,
  LAND_LTV_CAP_PCT,
  LAND_RECOMMENDATIONS,
  LAND_UTILITIES_POINTS,
  LAND_ZONING_POINTS,
} from "./constants.ts";
import {
  isAbove,
  percentOf,
  ratioPct,
  sanitizeAmount,
  sanitizeFlag,
  sanitizeText,
} from "./math.ts";
import { rate } from "./rating.ts";
import type { LandInputs, LandResults } from "./types.ts";

/** Coerces every field to the spec's domain; the land LTV is capped at 70 %. */
export function sanitizeLandInputs(inputs: LandInputs): LandInputs {
  return {
    zipCode: sanitizeText(inputs.zipCode),
    purchasePrice: sanitizeAmount(inputs.purchasePrice),
    lotSizeAcres: sanitizeAmount(inputs.lotSizeAcres),
    avgPricePerAcre: sanitizeAmount(inputs.avgPricePerAcre),
    financeLand: sanitizeFlag(inputs.financeLand),
    landLTV: sanitizeAmount(inputs.landLTV, LAND_LTV_CAP_PCT),
    transactionCostsPct: sanitizeAmount(inputs.transactionCostsPct),
    zoningAllowsConstruction: sanitizeFlag(inputs.zoningAllowsConstruction),
    utilitiesAvailable: sanitizeFlag(inputs.utilitiesAvailable),
  };
}

/** Market value in dollars = acres x average dollars per acre. */
export function landMarketValue(lotSizeAcres: number, avgPricePerAcre: number): number {
  return lotSizeAcres * avgPricePerAcre;
}

/** Transaction costs in dollars = purchase price x transaction costs percent. */
export function landTransactionCosts(purchasePrice: number, transactionCostsPct: number): number {
  return percentOf(purchasePrice, transactionCostsPct);
}

/**
 * Discount to market in percent = (market - price) / market. Negative when paying over
 * market; 0 when the market value is 0 (nothing to compare with).
 */
export function landDiscountPct(marketValue: number, purchasePrice: number): number {
  return ratioPct(marketValue - purchasePrice, marketValue);
}

/** Points (0, 10, 20 or 30) for a discount in percent; each tier needs strictly more. */
export function landDiscountPoints(discountPct: number): number {
  return LAND_DISCOUNT_POINTS.find((tier) => isAbove(discountPct, tier.over))?.points ?? 0;
}

/** Score, an integer 0 to 100: discount points + 35 for zoning + 35 for utilities. */
export function landScore(
  discountPct: number,
  zoningAllowsConstruction: boolean,
  utilitiesAvailable: boolean,
): number {
  return (
    landDiscountPoints(discountPct) +
    (zoningAllowsConstruction ? LAND_ZONING_POINTS : 0) +
    (utilitiesAvailable ? LAND_UTILITIES_POINTS : 0)
  );
}

/** Land loan in dollars = purchase price x LTV percent when financed, else 0. */
export function landLoanAmount(
  purchasePrice: number,
  financeLand: boolean,
  landLTV: number,
): number {
  return financeLand ? percentOf(purchasePrice, landLTV) : 0;
}

/**
 * Analyses a land deal. All money in dollars; `discount` and `netROI` in percent; `score`
 * an integer 0 to 100. Never throws and never returns NaN or Infinity.
 */
export function analyzeLand(rawInputs: LandInputs): LandResults {
  const inputs = sanitizeLandInputs(rawInputs);
  const { purchasePrice } = inputs;
  const marketValue = landMarketValue(inputs.lotSizeAcres, inputs.avgPricePerAcre);
  const transactionCosts = landTransactionCosts(purchasePrice, inputs.transactionCostsPct);
  const totalAcquisitionCost = purchasePrice + transactionCosts;
  const discount = landDiscountPct(marketValue, purchasePrice);
  const score = landScore(discount, inputs.zoningAllowsConstruction, inputs.utilitiesAvailable);
  const loan = landLoanAmount(purchasePrice, inputs.financeLand, inputs.landLTV);
  // Down payment = price x (1 - LTV), i.e. the part of the price the loan does not cover.
  const cashNeededForLand = purchasePrice - loan + transactionCosts;
  const netProfit = marketValue - totalAcquisitionCost;
  return {
    kind: "land",
    inputs,
    marketValue,
    totalAcquisitionCost,
    discount,
    score,
    recommendation: rate(score, LAND_RECOMMENDATIONS),
    badge: rate(score, LAND_BADGES),
    cashNeededForLand,
    landLoanAmount: loan,
    grossProfit: marketValue - purchasePrice,
    netProfit,
    netROI: ratioPct(netProfit, totalAcquisitionCost),
  };
}
