/** What the Rental Analyzer opens with: the defaults, or a shared deal's inputs and tab. */
import {
  brrrrDefaults,
  decodeRentalDeal,
  rentalDefaults,
  type BrrrrInputs,
  type RentalInputs,
  type RentalKind,
} from "@academy/calculators";

export interface RentalState {
  rental: RentalInputs;
  brrrr: BrrrrInputs;
}

/** Why a shared deal was not opened: a damaged link, or another calculator's link. */
export type SharedDealProblem = "malformed" | "other-tool" | null;

export interface InitialRentalState {
  state: RentalState;
  tab: RentalKind;
  problem: SharedDealProblem;
}

export function initialRentalState(
  deal: string | null | undefined,
  tab: RentalKind | undefined,
): InitialRentalState {
  const state: RentalState = { rental: { ...rentalDefaults }, brrrr: { ...brrrrDefaults } };
  if (!deal) return { state, tab: tab ?? "rental", problem: null };
  const decoded = decodeRentalDeal(deal);
  if (!decoded.ok) {
    return {
      state,
      tab: tab ?? "rental",
      // A whole, unedited link of another kind is most likely the Deal Analyzer's. Not decoded
      // with decodeDeal: that would put the four calculators' code in this widget's bundle.
      problem: decoded.error.code === "unknown-kind" ? "other-tool" : "malformed",
    };
  }
  const shared = decoded.deal;
  const next =
    shared.kind === "rental"
      ? { ...state, rental: shared.inputs }
      : { ...state, brrrr: shared.inputs };
  return { state: next, tab: tab ?? shared.kind, problem: null };
}
