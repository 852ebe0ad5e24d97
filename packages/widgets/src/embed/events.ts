/**
 * DOM events the embed dispatches on its element. They bubble and are composed, so a listener
 * on the element, on document, or outside an enclosing shadow root receives them.
 */
import type { DealKind } from "@academy/calculators";
import type { DealAnalyzerResults, DealAnalyzerShare } from "../deal-analyzer/index.ts";

export const EMBED_EVENTS = {
  /** The widget is rendered and can be used. Detail: `{ calculator }`. */
  ready: "deal-analyzer:ready",
  /** New results (on mount and after each change). Detail: `DealAnalyzerResults`. */
  change: "deal-analyzer:change",
  /** Another tab was chosen. Detail: `{ calculator }`. */
  tabChange: "deal-analyzer:tab-change",
  /** The Share button made a link. Detail: `{ calculator, deal, url }`. */
  share: "deal-analyzer:share",
} as const;

export interface EmbedEventDetails {
  "deal-analyzer:ready": { calculator: DealKind };
  "deal-analyzer:change": DealAnalyzerResults;
  "deal-analyzer:tab-change": { calculator: DealKind };
  "deal-analyzer:share": DealAnalyzerShare;
}

export function dispatchEmbedEvent<K extends keyof EmbedEventDetails>(
  target: EventTarget,
  type: K,
  detail: EmbedEventDetails[K],
): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
