/**
 * The payload of an encoded deal: each calculator's sanitized inputs as a positional JSON
 * array in a fixed field order (flags as 0/1, choices as indexes), and the strict reader that
 * turns such an array back into a deal. Encoder and reader of each kind sit side by side so
 * their field orders can be checked against each other at a glance.
 */
import { sanitizeComp } from "./comps.ts";
import { LOAN_PRODUCTS, PROPERTY_TYPES } from "./constants.ts";
import { sanitizeConstructionInputs } from "./construction.ts";
import { sanitizeFlipInputs } from "./flip.ts";
import { sanitizeLandInputs } from "./land.ts";
import { Reader, type Json } from "./payload-reader.ts";
import { sanitizeRenovationInputs } from "./renovation.ts";
import type {
  Comp,
  ConstructionInputs,
  Deal,
  DealKind,
  FlipInputs,
  LandInputs,
  LoanProductPreference,
  RenovationInputs,
} from "./types.ts";

const LOAN_PREFERENCES: readonly LoanProductPreference[] = ["best", ...LOAN_PRODUCTS];

const flag = (value: boolean): number => (value ? 1 : 0);
const indexIn = <T>(options: readonly T[], value: T): number => options.indexOf(value);

function landFields(inputs: LandInputs): Json[] {
  const i = sanitizeLandInputs(inputs);
  return [
    i.zipCode,
    i.purchasePrice,
    i.lotSizeAcres,
    i.avgPricePerAcre,
    flag(i.financeLand),
    i.landLTV,
    i.transactionCostsPct,
    flag(i.zoningAllowsConstruction),
    flag(i.utilitiesAvailable),
  ];
}

function readLand(r: Reader): LandInputs {
  return {
    zipCode: r.text(),
    purchasePrice: r.number(),
    lotSizeAcres: r.number(),
    avgPricePerAcre: r.number(),
    financeLand: r.flag(),
    landLTV: r.number(),
    transactionCostsPct: r.number(),
    zoningAllowsConstruction: r.flag(),
    utilitiesAvailable: r.flag(),
  };
}

function flipFields(inputs: FlipInputs): Json[] {
  const i = sanitizeFlipInputs(inputs);
  return [
    i.address,
    i.zipCode,
    flag(i.useComps),
    i.purchasePrice,
    i.squareFootage,
    indexIn(PROPERTY_TYPES, i.propertyType),
    i.bedrooms,
    i.bathrooms,
    i.currentCondition,
    i.rehabBudget,
    i.arvPerSqFt,
    i.loanToValuePct,
    i.interestRate,
    i.holdingMonths,
    i.contingencyPct,
    i.closingCostsPct,
  ];
}

function readFlip(r: Reader): FlipInputs {
  return {
    address: r.text(),
    zipCode: r.text(),
    useComps: r.flag(),
    purchasePrice: r.number(),
    squareFootage: r.number(),
    propertyType: r.choice(PROPERTY_TYPES),
    bedrooms: r.number(),
    bathrooms: r.number(),
    currentCondition: r.number(),
    rehabBudget: r.number(),
    arvPerSqFt: r.number(),
    loanToValuePct: r.number(),
    interestRate: r.number(),
    holdingMonths: r.number(),
    contingencyPct: r.number(),
    closingCostsPct: r.number(),
  };
}

function compFields(comp: Comp): Json[] {
  const c = sanitizeComp(comp);
  // pricePerSqFt is left out: it is always recomputed from price and area.
  return [c.id, c.address, c.price, c.squareFootage, c.bedrooms, c.bathrooms];
}

function readComp(r: Reader): Comp {
  const comp = sanitizeComp({
    id: r.text(),
    address: r.text(),
    price: r.number(),
    squareFootage: r.number(),
    bedrooms: r.number(),
    bathrooms: r.number(),
    pricePerSqFt: 0,
  });
  r.end();
  return comp;
}

function renovationFields(inputs: RenovationInputs): Json[] {
  const i = sanitizeRenovationInputs(inputs);
  return [
    i.currentValue,
    flag(i.kitchenRemodel),
    i.kitchenCost,
    i.valueIncreaseKitchenPct,
    flag(i.bathroomRemodel),
    i.bathroomCost,
    i.valueIncreaseBathroomPct,
    i.otherRenovations,
    i.valueIncreaseOtherPct,
    i.financingCostsPct,
  ];
}

function readRenovation(r: Reader): RenovationInputs {
  return {
    currentValue: r.number(),
    kitchenRemodel: r.flag(),
    kitchenCost: r.number(),
    valueIncreaseKitchenPct: r.number(),
    bathroomRemodel: r.flag(),
    bathroomCost: r.number(),
    valueIncreaseBathroomPct: r.number(),
    otherRenovations: r.number(),
    valueIncreaseOtherPct: r.number(),
    financingCostsPct: r.number(),
  };
}

function constructionFields(inputs: ConstructionInputs): Json[] {
  const i = sanitizeConstructionInputs(inputs);
  return [
    indexIn(PROPERTY_TYPES, i.propertyType),
    i.plannedSqFt,
    i.landCost,
    flag(i.financeLand),
    i.landLTV,
    i.constructionCostPerSqFt,
    i.arvPerSqFt,
    i.units,
    i.monthlyRentPerUnit,
    i.softCostsPct,
    i.contingencyPct,
    i.constructionMonths,
    i.interestRate,
    indexIn(LOAN_PREFERENCES, i.loanProduct),
  ];
}

function readConstruction(r: Reader): ConstructionInputs {
  return {
    propertyType: r.choice(PROPERTY_TYPES),
    plannedSqFt: r.number(),
    landCost: r.number(),
    financeLand: r.flag(),
    landLTV: r.number(),
    constructionCostPerSqFt: r.number(),
    arvPerSqFt: r.number(),
    units: r.number(),
    monthlyRentPerUnit: r.number(),
    softCostsPct: r.number(),
    contingencyPct: r.number(),
    constructionMonths: r.number(),
    interestRate: r.number(),
    loanProduct: r.choice(LOAN_PREFERENCES),
  };
}

/** The payload array of a deal (sanitized first). */
export function payloadOf(deal: Deal): Json[] {
  switch (deal.kind) {
    case "land":
      return landFields(deal.inputs);
    case "flip":
      return [flipFields(deal.inputs), deal.comps.map(compFields)];
    case "renovation":
      return renovationFields(deal.inputs);
    case "construction":
      return constructionFields(deal.inputs);
  }
}

/** Reads a payload for `kind`; sanitizing again applies caps (LTV 70, condition 1-10). */
function dealFrom(kind: DealKind, r: Reader): Deal {
  switch (kind) {
    case "land":
      return { kind, inputs: sanitizeLandInputs(readLand(r)) };
    case "flip": {
      const inputsReader = r.nested();
      const inputs = sanitizeFlipInputs(readFlip(inputsReader));
      inputsReader.end();
      return { kind, inputs, comps: r.list().map(readComp) };
    }
    case "renovation":
      return { kind, inputs: sanitizeRenovationInputs(readRenovation(r)) };
    case "construction":
      return { kind, inputs: sanitizeConstructionInputs(readConstruction(r)) };
  }
}

/** The deal as the calculators see it: every field sanitized, comps' $/sq ft recomputed. */
export function sanitizeDeal(deal: Deal): Deal {
  switch (deal.kind) {
    case "land":
      return { kind: "land", inputs: sanitizeLandInputs(deal.inputs) };
    case "flip":
      return {
        kind: "flip",
        inputs: sanitizeFlipInputs(deal.inputs),
        comps: deal.comps.map(sanitizeComp),
      };
    case "renovation":
      return { kind: "renovation", inputs: sanitizeRenovationInputs(deal.inputs) };
    case "construction":
      return { kind: "construction", inputs: sanitizeConstructionInputs(deal.inputs) };
  }
}

/**
 * Reads a parsed payload array back into a deal of `kind`. Throws `PayloadError` on a missing,
 * extra or mistyped field, or an amount outside 0 to 1e12.
 */
export function readDeal(kind: DealKind, values: unknown): Deal {
  const reader = new Reader(values);
  const deal = dealFrom(kind, reader);
  reader.end();
  return deal;
}
