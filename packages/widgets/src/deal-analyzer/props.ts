/** The Deal Analyzer's public props and what its callbacks report. */
import type { AnyResults, Comp, Deal, DealKind, InputsByKind } from "@academy/calculators";

/** What the analyzer reports whenever its results change (also the embed's DOM event detail). */
export interface DealAnalyzerResults {
  calculator: DealKind;
  /** The sanitized inputs the results were computed from. */
  inputs: InputsByKind[DealKind];
  /** The flip's comparable sales; empty for the other calculators. */
  comps: Comp[];
  results: AnyResults;
}

export interface DealAnalyzerShare {
  calculator: DealKind;
  /** The encoded deal (`encodeDeal`). */
  deal: string;
  url: string;
}

export interface DealAnalyzerProps {
  /** The tab shown first (a shared deal's own calculator wins when this is not given). */
  initialTab?: DealKind | undefined;
  /** Which calculators to offer, in the order given; all four by default. */
  tabs?: readonly DealKind[] | undefined;
  theme?: "light" | "dark" | undefined;
  /** Any CSS colour for tabs, buttons and focus rings; ignored if it is not a colour. */
  accentColor?: string | undefined;
  /**
   * An encoded deal (`encodeDeal`) restored on mount: a share link's, or a saved deal being
   * reopened. Read once; to load another deal, give the analyzer a new React `key` as well.
   */
  initialDeal?: string | null | undefined;
  /** The level of the widget's title: 1 on a page of its own, 2 (default) inside a page. */
  headingLevel?: number | undefined;
  /** The query parameter share links carry the deal in ("deal"). */
  shareParam?: string | undefined;
  /** Builds the share link; by default the current address with the deal in `shareParam`. */
  shareUrl?: ((deal: string, calculator: DealKind) => string) | undefined;
  /** After the first render, once the widget can be used, with the tab it shows. */
  onReady?: ((calculator: DealKind) => void) | undefined;
  /** The tab or its inputs changed (after the flip's debounce): for keeping them in a URL. */
  onStateChange?: ((state: { calculator: DealKind; deal: string }) => void) | undefined;
  /** New results: on mount and after every change (flip: after the debounce). */
  onResultsChange?: ((results: DealAnalyzerResults) => void) | undefined;
  /**
   * One committed analysis: the shown calculator's full sanitized deal, once the tab and its
   * inputs have stayed unchanged for the spec's 300 ms input debounce. Not fired on mount, nor
   * when an edit leaves the deal as it was.
   */
  onDealChange?: ((deal: Deal) => void) | undefined;
  onTabChange?: ((calculator: DealKind) => void) | undefined;
  onShare?: ((share: DealAnalyzerShare) => void) | undefined;
}
