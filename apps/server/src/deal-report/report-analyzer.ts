/**
 * The lender report's body for a Deal Analyzer deal (issue 46): the property, the assumptions,
 * the calculator's key figures and recommendation, sources and uses, the loan, the line items
 * (rehab or construction budget with contingency) and a flip's comps.
 */
import {
  analyzeFlip,
  analyzeLand,
  analyzeRenovation,
  formatCurrency,
  formatPercent,
  formatPerSqFt,
  formatQuantity,
  formatRate,
  type Comp,
  type Deal,
  type FlipInputs,
  type LandInputs,
  type RenovationInputs,
} from "@academy/calculators";
import { constructionBody } from "./report-construction.ts";
import type { ReportBody } from "./report-content.ts";
import { analyzerSensitivity } from "./report-sensitivity.ts";

export const yesNo = (flag: boolean) => (flag ? "Yes" : "No");
export const orDash = (text: string) => (text.trim() === "" ? "-" : text.trim());

function landBody(inputs: LandInputs): ReportBody {
  const r = analyzeLand(inputs);
  const i = r.inputs;
  return {
    verdict: `${r.recommendation} (score ${r.score} of 100).`,
    sections: [
      {
        title: "Property",
        rows: [
          ["Zip code", orDash(i.zipCode)],
          ["Lot size", `${formatQuantity(i.lotSizeAcres)} acres`],
          ["Zoning allows construction", yesNo(i.zoningAllowsConstruction)],
          ["Utilities available", yesNo(i.utilitiesAvailable)],
        ],
      },
      {
        title: "Assumptions",
        rows: [
          ["Purchase price", formatCurrency(i.purchasePrice)],
          ["Average price per acre", formatCurrency(i.avgPricePerAcre)],
          ["Transaction costs", formatRate(i.transactionCostsPct)],
          ["Land financed", yesNo(i.financeLand)],
          ...(i.financeLand ? [["Land LTV", formatRate(i.landLTV)] as [string, string]] : []),
        ],
      },
      {
        title: "Key figures",
        rows: [
          ["Market value", formatCurrency(r.marketValue)],
          ["Discount to market", formatPercent(r.discount)],
          ["Net profit", formatCurrency(r.netProfit)],
          ["Net ROI", formatPercent(r.netROI)],
        ],
      },
      {
        title: "Sources and uses",
        rows: [
          ["Uses: total acquisition cost", formatCurrency(r.totalAcquisitionCost)],
          ["Sources: land loan", formatCurrency(r.landLoanAmount)],
          ["Sources: cash", formatCurrency(r.cashNeededForLand)],
        ],
      },
    ],
    tables: [],
  };
}

function flipBody(inputs: FlipInputs, comps: readonly Comp[]): ReportBody {
  const r = analyzeFlip(inputs, comps);
  const i = r.inputs;
  const loan = i.purchasePrice + r.totalRehabCost + r.holdingCosts - r.cashNeeded;
  const usedComps = i.useComps && r.compsSummary.compsUsed > 0;
  return {
    verdict: `${r.recommendation}: profit margin ${formatPercent(r.profitMargin)} of the ARV.`,
    sections: [
      {
        title: "Property",
        rows: [
          ["Address", orDash(i.address)],
          ["Zip code", orDash(i.zipCode)],
          ["Property type", i.propertyType],
          ["Square footage", formatQuantity(i.squareFootage)],
          [
            "Bedrooms / bathrooms",
            `${formatQuantity(i.bedrooms)} / ${formatQuantity(i.bathrooms)}`,
          ],
          ["Current condition (1-10)", formatQuantity(i.currentCondition)],
        ],
      },
      {
        title: "Assumptions",
        rows: [
          ["Purchase price", formatCurrency(i.purchasePrice)],
          [
            "ARV per square foot",
            usedComps
              ? `${formatPerSqFt(r.effectiveARVperSqFt)} (median of the comps)`
              : formatPerSqFt(i.arvPerSqFt),
          ],
          ["Loan to value", formatRate(i.loanToValuePct)],
          ["Interest rate", formatRate(i.interestRate)],
          ["Holding months", formatQuantity(i.holdingMonths)],
          ["Selling closing costs", formatRate(i.closingCostsPct)],
        ],
      },
      {
        title: "Key figures",
        rows: [
          ["After-repair value", formatCurrency(r.arv)],
          ["All-in cost", formatCurrency(r.allInCost)],
          ["Profit", formatCurrency(r.profit)],
          ["Profit margin", formatPercent(r.profitMargin)],
          ["Cash-on-cash return", formatPercent(r.cashOnCashReturn)],
          ["Maximum price by the 70% rule", formatCurrency(r.seventyPercentRule)],
          ["Meets the 70% rule", yesNo(r.meetsRule)],
          ["Worst case (ARV 10% lower)", formatCurrency(r.worstCaseProfit)],
        ],
      },
      {
        title: "Line items",
        rows: [
          ["Rehab budget", formatCurrency(i.rehabBudget)],
          ["Contingency", formatRate(i.contingencyPct)],
          ["Rehab with condition and contingency", formatCurrency(r.totalRehabCost)],
          ["Holding costs", formatCurrency(r.holdingCosts)],
          ["Selling closing costs", formatCurrency(r.closingCosts)],
        ],
      },
      {
        title: "Sources and uses",
        rows: [
          [
            "Uses: purchase, rehab and holding",
            formatCurrency(i.purchasePrice + r.totalRehabCost + r.holdingCosts),
          ],
          ["Sources: loan", formatCurrency(loan)],
          ["Sources: cash needed", formatCurrency(r.cashNeeded)],
        ],
      },
    ],
    tables: usedComps
      ? [
          {
            title: "Comparable sales",
            columns: ["Address", "Price", "Sq ft", "Beds", "Baths", "$ / sq ft"],
            rows: comps.map((comp) => [
              orDash(comp.address),
              formatCurrency(comp.price),
              formatQuantity(comp.squareFootage),
              formatQuantity(comp.bedrooms),
              formatQuantity(comp.bathrooms),
              formatPerSqFt(comp.squareFootage > 0 ? comp.price / comp.squareFootage : 0, {
                decimals: 0,
              }),
            ]),
            note: `Median ${formatPerSqFt(r.compsSummary.medianPricePerSqFt)} per sq ft (range ${formatPerSqFt(r.compsSummary.lowPricePerSqFt)} to ${formatPerSqFt(r.compsSummary.highPricePerSqFt)}), from ${r.compsSummary.compsUsed} comps.`,
          },
        ]
      : [],
  };
}

function renovationBody(inputs: RenovationInputs): ReportBody {
  const r = analyzeRenovation(inputs);
  const i = r.inputs;
  return {
    verdict: `${r.recommendation}: ROI ${formatPercent(r.roi)}.`,
    sections: [
      { title: "Property", rows: [["Current value", formatCurrency(i.currentValue)]] },
      {
        title: "Line items",
        rows: [
          [
            "Kitchen remodel",
            i.kitchenRemodel
              ? `${formatCurrency(i.kitchenCost)}, adds ${formatRate(i.valueIncreaseKitchenPct)}`
              : "No",
          ],
          [
            "Bathroom remodel",
            i.bathroomRemodel
              ? `${formatCurrency(i.bathroomCost)}, adds ${formatRate(i.valueIncreaseBathroomPct)}`
              : "No",
          ],
          [
            "Other renovations",
            `${formatCurrency(i.otherRenovations)}, adds ${formatRate(i.valueIncreaseOtherPct)}`,
          ],
          ["Financing costs", formatRate(i.financingCostsPct)],
        ],
      },
      {
        title: "Key figures",
        rows: [
          ["New value", formatCurrency(r.newValue)],
          ["Total value increase", formatCurrency(r.totalValueIncrease)],
          ["Net gain", formatCurrency(r.netGain)],
          ["ROI", formatPercent(r.roi)],
        ],
      },
      {
        title: "Sources and uses",
        rows: [
          ["Uses: renovation cost", formatCurrency(r.totalCost)],
          ["Uses: financing costs", formatCurrency(r.financingCosts)],
          ["Total investment", formatCurrency(r.totalInvestment)],
        ],
      },
    ],
    tables: [],
  };
}

function modeBody(deal: Deal): ReportBody {
  switch (deal.kind) {
    case "land":
      return landBody(deal.inputs);
    case "flip":
      return flipBody(deal.inputs, deal.comps);
    case "renovation":
      return renovationBody(deal.inputs);
    case "construction":
      return constructionBody(deal.inputs);
  }
}

/** The report body of a Deal Analyzer deal, from its stored inputs, with its sensitivity grid. */
export function analyzerReport(deal: Deal): ReportBody {
  const body = modeBody(deal);
  return { ...body, tables: [...body.tables, analyzerSensitivity(deal)] };
}
