import type { SavedDeal } from "@academy/api";
import { RENTAL_TAB_LABELS, TAB_LABELS } from "@academy/widgets";

/** A saved deal's mode: a Deal Analyzer tab or a Rental Analyzer tab (issue 46). */
export type DealMode = SavedDeal["mode"];
/** A saved deal's inputs as the contract gives them: any analyzer's. */
export type StoredDeal = SavedDeal["deal"];

/** The modes each analyzer's saved-deal list shows (the other's belong on its own page). */
export const ANALYZER_MODES: readonly DealMode[] = ["land", "flip", "renovation", "construction"];
export const RENTAL_MODES: readonly DealMode[] = ["rental", "brrrr"];

/** The calculator a saved deal was made with, as its tab says. */
export const MODE_LABELS: Readonly<Record<DealMode, string>> = {
  ...TAB_LABELS,
  ...RENTAL_TAB_LABELS,
};
