/** The working behind each Land Analysis figure. */
import { LAND_DISCOUNT_POINTS, LAND_UTILITIES_POINTS, LAND_ZONING_POINTS } from "./constants.ts";
import { type ExplainLine, line, money, percent, quantity, ratioText } from "./explain-text.ts";
import { formatRate } from "./format.ts";
import { landDiscountPoints, landTransactionCosts } from "./land.ts";
import type { LandResults } from "./types.ts";

function discountReason(points: number): string {
  const tier = LAND_DISCOUNT_POINTS.find((candidate) => candidate.points === points);
  return tier === undefined ? "discount 0% or less" : `discount over ${tier.over}%`;
}

/** Lines for every land figure, in display order. */
export function explainLand(result: LandResults): ExplainLine[] {
  const { inputs } = result;
  const price = money(inputs.purchasePrice);
  const costs = landTransactionCosts(inputs.purchasePrice, inputs.transactionCostsPct);
  const discountPoints = landDiscountPoints(result.discount);
  const zoning = inputs.zoningAllowsConstruction ? LAND_ZONING_POINTS : 0;
  const utilities = inputs.utilitiesAvailable ? LAND_UTILITIES_POINTS : 0;
  const ltv = formatRate(inputs.landLTV);
  return [
    line(
      "marketValue",
      "Market value",
      `${quantity(inputs.lotSizeAcres)} acres x ${money(inputs.avgPricePerAcre)}/acre = ${money(result.marketValue)}`,
    ),
    line(
      "transactionCosts",
      "Transaction costs",
      `${price} x ${formatRate(inputs.transactionCostsPct)} = ${money(costs)}`,
    ),
    line(
      "totalAcquisitionCost",
      "Total acquisition cost",
      `${price} + ${money(costs)} = ${money(result.totalAcquisitionCost)}`,
    ),
    line(
      "discount",
      "Discount to market",
      result.marketValue > 0
        ? `(${money(result.marketValue)} - ${price}) / ${money(result.marketValue)} = ${percent(result.discount)}`
        : `${percent(result.discount)} (no market value to compare with)`,
    ),
    line(
      "score",
      "Score",
      `${discountPoints} (${discountReason(discountPoints)}) + ${zoning} (zoning ${
        inputs.zoningAllowsConstruction ? "allows" : "does not allow"
      } construction) + ${utilities} (utilities ${
        inputs.utilitiesAvailable ? "available" : "not available"
      }) = ${result.score}`,
    ),
    line(
      "landLoanAmount",
      "Land loan",
      inputs.financeLand
        ? `${price} x ${ltv} LTV = ${money(result.landLoanAmount)}`
        : `${money(0)} (purchase not financed)`,
    ),
    line(
      "cashNeededForLand",
      "Cash needed",
      inputs.financeLand
        ? `${price} x (100% - ${ltv}) down + ${money(costs)} transaction costs = ${money(result.cashNeededForLand)}`
        : `${price} + ${money(costs)} transaction costs = ${money(result.cashNeededForLand)}`,
    ),
    line(
      "grossProfit",
      "Gross profit",
      `${money(result.marketValue)} - ${price} = ${money(result.grossProfit)}`,
    ),
    line(
      "netProfit",
      "Net profit",
      `${money(result.marketValue)} - ${money(result.totalAcquisitionCost)} = ${money(result.netProfit)}`,
    ),
    line(
      "netROI",
      "Net ROI",
      ratioText(result.netProfit, result.totalAcquisitionCost, result.netROI),
    ),
  ];
}
