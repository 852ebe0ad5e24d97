/**
 * Entry of the full embed bundle (dist/deal-analyzer.app.js), an ES module the loader imports
 * when an analyzer nears the viewport. React, like the site (packages/widgets/README.md).
 */
import { mountDealAnalyzer } from "./mount.tsx";
import type { DealAnalyzerEmbedOptions } from "./options.ts";

/** Replaced at build time by the bundle's CSS (see tsup.config.ts). */
const EMBED_CSS = "__DEAL_ANALYZER_CSS__";

/**
 * Mounts into `host` (the loader calls this). `reservedHeight` is the space the loader held
 * for it, kept until the user first interacts so the page does not jump when it renders.
 */
export function mount(
  host: HTMLElement,
  options: DealAnalyzerEmbedOptions = {},
  reservedHeight?: number,
): () => void {
  return mountDealAnalyzer(host, options, EMBED_CSS, reservedHeight);
}
