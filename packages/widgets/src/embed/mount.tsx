import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { DealAnalyzer, dealFromLocation } from "../deal-analyzer/index.ts";
import { createShadowMount } from "../shadow-root.ts";
import { dispatchEmbedEvent, EMBED_EVENTS } from "./events.ts";
import { normalizeOptions, type DealAnalyzerEmbedOptions } from "./options.ts";

/**
 * The host element is reset to initial values, so the page's inherited styles (colour, font,
 * line height...) cannot reach the widget. `!important` in a shadow root beats the page's own
 * `!important` rules on the host.
 */
const HOST_CSS = ":host{all:initial!important;display:block!important}";

/** Releasing the reserved height on the user's first interaction keeps the page from jumping. */
const INTERACTIONS = ["pointerdown", "keydown", "focusin"] as const;

function holdHeight(host: HTMLElement, shadowRoot: ShadowRoot, height: number): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`:host{min-height:${Math.max(0, Math.round(height))}px!important}`);
  shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, sheet];
  const release = () => {
    shadowRoot.adoptedStyleSheets = shadowRoot.adoptedStyleSheets.filter((s) => s !== sheet);
    INTERACTIONS.forEach((type) => host.removeEventListener(type, release, true));
  };
  INTERACTIONS.forEach((type) => host.addEventListener(type, release, true));
  return release;
}

/**
 * Renders `widget` into `host`'s shadow root with `css` adopted as its stylesheet, holding
 * `reservedHeight` until the first interaction. Returns `unmount`. Both analyzers' embeds.
 */
export function mountInShadowRoot(
  host: HTMLElement,
  css: string,
  reservedHeight: number | undefined,
  widget: ReactNode,
): () => void {
  const { shadowRoot, container } = createShadowMount(host, HOST_CSS + css);
  const release = reservedHeight ? holdHeight(host, shadowRoot, reservedHeight) : undefined;
  const root = createRoot(container);
  root.render(widget);
  return () => {
    release?.();
    root.unmount();
    container.remove();
  };
}

/**
 * Renders the analyzer into `host`'s shadow root with `css` adopted as its stylesheet, and
 * reports what happens as DOM events on `host`. Returns `unmount`.
 */
export function mountDealAnalyzer(
  host: HTMLElement,
  options: DealAnalyzerEmbedOptions,
  css: string,
  reservedHeight?: number,
): () => void {
  const settings = normalizeOptions(options);
  return mountInShadowRoot(
    host,
    css,
    reservedHeight,
    <DealAnalyzer
      initialTab={settings.initialTab}
      tabs={settings.tabs}
      theme={settings.theme}
      accentColor={settings.accentColor}
      headingLevel={settings.headingLevel}
      shareParam={settings.shareParam}
      initialDeal={
        options.deal === undefined ? dealFromLocation(settings.shareParam) : options.deal
      }
      onReady={(calculator) => dispatchEmbedEvent(host, EMBED_EVENTS.ready, { calculator })}
      onResultsChange={(results) => dispatchEmbedEvent(host, EMBED_EVENTS.change, results)}
      onTabChange={(next) => dispatchEmbedEvent(host, EMBED_EVENTS.tabChange, { calculator: next })}
      onShare={(share) => dispatchEmbedEvent(host, EMBED_EVENTS.share, share)}
    />,
  );
}
