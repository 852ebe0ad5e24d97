import { dealFromLocation } from "../deal-analyzer/index.ts";
import { RentalAnalyzer } from "../rental-analyzer/index.ts";
import { mountInShadowRoot } from "./mount.tsx";
import { normalizeRentalOptions, type RentalAnalyzerEmbedOptions } from "./rental-options.ts";

/** DOM events of <rental-analyzer>, bubbling and composed like the Deal Analyzer's. */
export const RENTAL_EMBED_EVENTS = {
  ready: "rental-analyzer:ready",
  change: "rental-analyzer:change",
  tabChange: "rental-analyzer:tab-change",
  share: "rental-analyzer:share",
} as const;

function dispatch(target: EventTarget, type: string, detail: unknown): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/** Renders the Rental Analyzer into `host`'s shadow root with `css` adopted; returns `unmount`. */
export function mountRentalAnalyzer(
  host: HTMLElement,
  options: RentalAnalyzerEmbedOptions,
  css: string,
  reservedHeight?: number,
): () => void {
  const settings = normalizeRentalOptions(options);
  return mountInShadowRoot(
    host,
    css,
    reservedHeight,
    <RentalAnalyzer
      initialTab={settings.initialTab}
      theme={settings.theme}
      accentColor={settings.accentColor}
      headingLevel={settings.headingLevel}
      shareParam={settings.shareParam}
      initialDeal={
        options.deal === undefined ? dealFromLocation(settings.shareParam) : options.deal
      }
      onReady={(calculator) => dispatch(host, RENTAL_EMBED_EVENTS.ready, { calculator })}
      onResultsChange={(results) => dispatch(host, RENTAL_EMBED_EVENTS.change, results)}
      onTabChange={(next) => dispatch(host, RENTAL_EMBED_EVENTS.tabChange, { calculator: next })}
      onShare={(share) => dispatch(host, RENTAL_EMBED_EVENTS.share, share)}
    />,
  );
}
