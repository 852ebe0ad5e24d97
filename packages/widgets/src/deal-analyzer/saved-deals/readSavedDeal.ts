import { decodeDeal, encodeDeal, type Deal, type RentalDeal } from "@academy/calculators";

/**
 * A stored deal as the calculators read it: round-tripped through their codec, so the compare
 * view and the analyzer get the decoder's sanitized deal, or null when the stored payload is not
 * one the calculators accept (it came over the wire: its type is the contract's promise only).
 * A Rental Analyzer deal (issue 46) is not one of the Deal Analyzer's: null too.
 */
export function readSavedDeal(stored: Deal | RentalDeal): Deal | null {
  if (stored.kind === "rental" || stored.kind === "brrrr") return null;
  try {
    const decoded = decodeDeal(encodeDeal(stored));
    return decoded.ok ? decoded.deal : null;
  } catch {
    // encodeDeal throws on a shape that is not a deal (a field of the wrong type).
    return null;
  }
}
