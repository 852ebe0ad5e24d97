import { describe, expect, it } from "vitest";
import * as api from "./index.ts";

describe("public API", () => {
  it("exports exactly the documented runtime names", () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        "CONSTRUCTION_PROPERTY_TYPE_OPTIONS",
        "DEAL_CODEC_VERSION",
        "FLIP_LTV_CAP_PCT",
        "LAND_LTV_CAP_PCT",
        "LOAN_PRODUCT_OPTIONS",
        "MAX_ENCODED_DEAL_LENGTH",
        "MAX_INPUT_VALUE",
        "analyzeConstruction",
        "analyzeFlip",
        "analyzeLand",
        "analyzeRenovation",
        "compPricePerSqFt",
        "constructionDefaults",
        "createComp",
        "decodeDeal",
        "displayInputValue",
        "droppedFraction",
        "encodeDeal",
        "exceededCap",
        "explain",
        "figureIsGreen",
        "flipDefaults",
        "formatCompactCurrency",
        "formatCurrency",
        "formatPerSqFt",
        "formatPercent",
        "formatQuantity",
        "isManualArvDisabled",
        "landDefaults",
        "maxOfferFor",
        "normalizeNumericText",
        "parseNumericInput",
        "renovationDefaults",
        "sensitivity",
        "amortizationSchedule",
        "equityMultiple",
        "irr",
        "mortgagePayment",
        "npv",
        "remainingBalance",
        "analyzeRental",
        "analyzeBrrrr",
        "sizeDscrLoan",
        "rentalMaxOffer",
        "explainDscrSizing",
        "explainRental",
        "rentalSensitivity",
        "brrrrDefaults",
        "DEFAULT_MAX_LTV_PCT",
        "DEFAULT_TARGET_DSCR",
        "MAX_PRE_REFINANCE_MONTHS",
        "MAX_RATE_PCT",
        "MAX_SHARE_PCT",
        "MAX_YEARS",
        "rentalDefaults",
        "formatCents",
        "formatRate",
        "formatRatio",
        "decodeRentalDeal",
        "encodeRentalDeal",
      ].sort(),
    );
  });

  it("freezes the defaults so no caller can change them for everyone", () => {
    expect(Object.isFrozen(api.landDefaults)).toBe(true);
    expect(Object.isFrozen(api.flipDefaults)).toBe(true);
    expect(Object.isFrozen(api.renovationDefaults)).toBe(true);
    expect(Object.isFrozen(api.constructionDefaults)).toBe(true);
    expect(Object.isFrozen(api.rentalDefaults)).toBe(true);
    expect(Object.isFrozen(api.brrrrDefaults)).toBe(true);
  });

  it("formats the issue's examples", () => {
    expect(api.formatCurrency(api.analyzeLand(api.landDefaults).marketValue)).toBe("$87,500");
    expect(api.formatPercent(api.analyzeLand(api.landDefaults).discount)).toBe("14.3%");
    expect(api.formatPerSqFt(api.analyzeFlip(api.flipDefaults).effectiveARVperSqFt)).toBe(
      "$180.00",
    );
  });
});
