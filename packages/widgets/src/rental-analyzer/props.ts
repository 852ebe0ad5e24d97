/** The Rental Analyzer's public props and what its callbacks report. */
import type { AnyRentalResults, RentalKind } from "@academy/calculators";

export interface RentalAnalyzerShare {
  calculator: RentalKind;
  /** The encoded deal (`encodeRentalDeal`). */
  deal: string;
  url: string;
}

export interface RentalAnalyzerProps {
  /** The tab shown first (a shared deal's own tab wins when this is not given). */
  initialTab?: RentalKind | undefined;
  theme?: "light" | "dark" | undefined;
  /** Any CSS colour for tabs, buttons and focus rings; ignored if it is not a colour. */
  accentColor?: string | undefined;
  /** An encoded deal (`encodeRentalDeal`) restored on mount, read once. */
  initialDeal?: string | null | undefined;
  /** The level of the widget's title: 1 on a page of its own, 2 (default) inside a page. */
  headingLevel?: number | undefined;
  /** The query parameter share links carry the deal in ("deal"). */
  shareParam?: string | undefined;
  /** Builds the share link; by default the current address with the deal in `shareParam`. */
  shareUrl?: ((deal: string, calculator: RentalKind) => string) | undefined;
  /** After the first render, with the tab it shows. */
  onReady?: ((calculator: RentalKind) => void) | undefined;
  /** New results: on mount and after every change. */
  onResultsChange?: ((results: AnyRentalResults) => void) | undefined;
  onTabChange?: ((calculator: RentalKind) => void) | undefined;
  onShare?: ((share: RentalAnalyzerShare) => void) | undefined;
}
