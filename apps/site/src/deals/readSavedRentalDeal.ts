import { decodeRentalDeal, encodeRentalDeal, type RentalDeal } from "@academy/calculators";
import type { StoredDeal } from "./savedDealModes.ts";

/**
 * A stored deal as the Rental Analyzer reads it: round-tripped through the calculators' codec
 * (so the analyzer and the comparison get sanitized inputs), or null when it is not a rental or
 * BRRRR deal the calculators accept (it came over the wire: its type is a promise only).
 */
export function readSavedRentalDeal(stored: StoredDeal): RentalDeal | null {
  if (stored.kind !== "rental" && stored.kind !== "brrrr") return null;
  try {
    const decoded = decodeRentalDeal(encodeRentalDeal(stored));
    return decoded.ok ? decoded.deal : null;
  } catch {
    // encodeRentalDeal throws on a shape that is not a deal (a field of the wrong type).
    return null;
  }
}
