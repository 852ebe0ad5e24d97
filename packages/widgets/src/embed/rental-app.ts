/**
 * Entry of the Rental Analyzer's embed bundle (dist/rental-analyzer.app.js), the ES module its
 * loader imports when an analyzer nears the viewport (issue 46). React, like the site.
 */
import { mountRentalAnalyzer } from "./rental-mount.tsx";
import type { RentalAnalyzerEmbedOptions } from "./rental-options.ts";

/** Replaced at build time by the bundle's CSS (see tsup.config.ts). */
const EMBED_CSS = "__RENTAL_ANALYZER_CSS__";

export function mount(
  host: HTMLElement,
  options: RentalAnalyzerEmbedOptions = {},
  reservedHeight?: number,
): () => void {
  return mountRentalAnalyzer(host, options, EMBED_CSS, reservedHeight);
}
