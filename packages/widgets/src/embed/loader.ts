/**
 * The partner script (dist/deal-analyzer.js, at most 2 KB gzip). It defines <deal-analyzer>,
 * finds elements marked `data-deal-analyzer`, reserves each one's space at once (no layout shift)
 * and imports the full bundle (dist/deal-analyzer.app.js, next to this file) only when an
 * analyzer comes near the viewport (loader-core.ts). Its one global is `window.DealAnalyzer`.
 */
import { installEmbedLoader, type EmbedGlobal } from "./loader-core.ts";
import type { DealAnalyzerEmbedOptions } from "./options.ts";
import { OPTION_ATTRIBUTES, optionsFromAttributes } from "./options.ts";
import { reservedHeight } from "./reserve.ts";

export type DealAnalyzerGlobal = EmbedGlobal<DealAnalyzerEmbedOptions>;

declare global {
  interface Window {
    DealAnalyzer?: DealAnalyzerGlobal;
  }
}

if (!window.DealAnalyzer) {
  window.DealAnalyzer = installEmbedLoader<DealAnalyzerEmbedOptions>({
    tag: "deal-analyzer",
    marker: "data-deal-analyzer",
    appFile: "deal-analyzer.app.js",
    name: "Deal Analyzer",
    observedAttributes: OPTION_ATTRIBUTES,
    optionsFromAttributes,
    reservedHeight,
  });
}
