/**
 * The Rental Analyzer's partner script (dist/rental-analyzer.js, issue 46): <rental-analyzer>
 * and `data-rental-analyzer`, loading dist/rental-analyzer.app.js near the viewport, exactly as
 * the Deal Analyzer's loader does (loader-core.ts). Its one global is `window.RentalAnalyzer`.
 */
import { installEmbedLoader, type EmbedGlobal } from "./loader-core.ts";
import {
  RENTAL_OPTION_ATTRIBUTES,
  rentalOptionsFromAttributes,
  rentalReservedHeight,
  type RentalAnalyzerEmbedOptions,
} from "./rental-options.ts";

declare global {
  interface Window {
    RentalAnalyzer?: EmbedGlobal<RentalAnalyzerEmbedOptions>;
  }
}

if (!window.RentalAnalyzer) {
  window.RentalAnalyzer = installEmbedLoader<RentalAnalyzerEmbedOptions>({
    tag: "rental-analyzer",
    marker: "data-rental-analyzer",
    appFile: "rental-analyzer.app.js",
    name: "Rental Analyzer",
    observedAttributes: RENTAL_OPTION_ATTRIBUTES,
    optionsFromAttributes: rentalOptionsFromAttributes,
    reservedHeight: rentalReservedHeight,
  });
}
