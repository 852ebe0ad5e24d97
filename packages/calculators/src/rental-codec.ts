/**
 * `encodeRentalDeal` / `decodeRentalDeal`: share-link text for a rental or BRRRR deal, in the
 * same frame as `encodeDeal` (version, kind, base64url payload, CRC-32) with kinds `h` (hold,
 * the rental) and `b` (BRRRR). The payload is the sanitized inputs as a positional array of
 * numbers in the order of the field lists below; every input of these modes is a number.
 */
import { sanitizeBrrrrInputs } from "./brrrr.ts";
import { decodeFrame, encodeFrame, frameFailure, type DealDecodeError } from "./deal-frame.ts";
import { Reader } from "./payload-reader.ts";
import { brrrrDefaults, rentalDefaults } from "./rental-constants.ts";
import type { BrrrrInputs, RentalDeal, RentalInputs, RentalKind } from "./rental-types.ts";
import { sanitizeRentalInputs } from "./rental.ts";

const OPERATING_FIELDS = [
  "monthlyRent",
  "otherMonthlyIncome",
  "vacancyPct",
  "propertyTaxesAnnual",
  "insuranceAnnual",
  "hoaMonthly",
  "managementPct",
  "repairsPct",
  "capexPct",
  "utilitiesMonthly",
  "appreciationPct",
  "rentGrowthPct",
  "expenseGrowthPct",
  "holdYears",
  "sellingCostsPct",
] as const;

/** Field order of the rental payload. Append only: reordering breaks every shared link. */
const RENTAL_FIELDS: readonly (keyof RentalInputs)[] = [
  "purchasePrice",
  "closingCostsPct",
  "rehabCost",
  "loanToValuePct",
  "interestRate",
  "loanTermYears",
  ...OPERATING_FIELDS,
];

/** Field order of the BRRRR payload. Append only. */
const BRRRR_FIELDS: readonly (keyof BrrrrInputs)[] = [
  "purchasePrice",
  "closingCostsPct",
  "rehabCost",
  "purchaseLoanPct",
  "rehabFinancedPct",
  "purchaseInterestRate",
  "rehabMonths",
  "holdingCostsMonthly",
  "afterRepairValue",
  "refinanceLtvPct",
  "refinanceRate",
  "refinanceTermYears",
  "refinanceCostsPct",
  "seasoningMonths",
  ...OPERATING_FIELDS,
];

const KIND_CODES: Readonly<Record<RentalKind, string>> = { rental: "h", brrrr: "b" };
const KINDS: readonly RentalKind[] = ["rental", "brrrr"];

export type DecodeRentalDealResult =
  { ok: true; deal: RentalDeal } | { ok: false; error: DealDecodeError };

/** Reads `fields` in order over a copy of `defaults` (every field of these inputs is a number). */
function readNumbers<T extends object>(
  reader: Reader,
  defaults: Readonly<T>,
  fields: readonly (keyof T)[],
): T {
  const values = Object.fromEntries(fields.map((field) => [field, reader.number()]));
  reader.end();
  return { ...defaults, ...values };
}

/** Encodes a rental or BRRRR deal, inputs sanitized first, as URL-safe text. */
export function encodeRentalDeal(deal: RentalDeal): string {
  if (deal.kind === "rental") {
    const inputs = sanitizeRentalInputs(deal.inputs);
    return encodeFrame(
      KIND_CODES.rental,
      RENTAL_FIELDS.map((field) => inputs[field]),
    );
  }
  const inputs = sanitizeBrrrrInputs(deal.inputs);
  return encodeFrame(
    KIND_CODES.brrrr,
    BRRRR_FIELDS.map((field) => inputs[field]),
  );
}

/** Decodes a text made by `encodeRentalDeal`; never throws (errors as `decodeDeal`'s). */
export function decodeRentalDeal(text: string): DecodeRentalDealResult {
  const frame = decodeFrame(text, KIND_CODES, KINDS);
  if (!frame.ok) return frame;
  try {
    const reader = new Reader(JSON.parse(frame.json));
    const deal: RentalDeal =
      frame.kind === "rental"
        ? {
            kind: "rental",
            inputs: sanitizeRentalInputs(readNumbers(reader, rentalDefaults, RENTAL_FIELDS)),
          }
        : {
            kind: "brrrr",
            inputs: sanitizeBrrrrInputs(readNumbers(reader, brrrrDefaults, BRRRR_FIELDS)),
          };
    return { ok: true, deal };
  } catch {
    return frameFailure("invalid-payload", "This deal link's data is unreadable.");
  }
}
