/**
 * The embed's options, as partners give them: attributes on <deal-analyzer> (`calculator`,
 * `tabs`, `theme`, `accent-color`, `heading-level`, `share-param`), the same names with `data-`
 * on any element, or an object passed to `DealAnalyzer.mount(element, options)`.
 */
import type { DealKind } from "@academy/calculators";

export interface DealAnalyzerEmbedOptions {
  /** The tab shown first: "land", "flip", "renovation" or "construction". */
  calculator?: DealKind | string;
  /** Which tabs to show, as a list or a comma-separated string; all four by default. */
  tabs?: readonly string[] | string;
  /** "light" (default) or "dark". */
  theme?: "light" | "dark" | string;
  /** Any CSS colour for tabs, buttons and focus rings. */
  accentColor?: string;
  /** Level of the widget's title (1 to 4); 2 by default. */
  headingLevel?: number | string;
  /** Query parameter that share links carry the deal in; "deal" by default. */
  shareParam?: string;
  /**
   * A deal to open (an encoded share-link value). By default the one in the page address, if
   * any; pass null to ignore the address.
   */
  deal?: string | null;
}

/** Attribute names, without the `data-` prefix the attribute form adds. */
export const OPTION_ATTRIBUTES = [
  "calculator",
  "tabs",
  "theme",
  "accent-color",
  "heading-level",
  "share-param",
] as const;

/** Reads the options from an element's attributes (`name` or `data-name`). */
export function optionsFromAttributes(element: Element): DealAnalyzerEmbedOptions {
  const read = (name: string) => element.getAttribute(name) ?? element.getAttribute(`data-${name}`);
  const options: DealAnalyzerEmbedOptions = {};
  const calculator = read("calculator");
  const tabs = read("tabs");
  const theme = read("theme");
  const accentColor = read("accent-color");
  const headingLevel = read("heading-level");
  const shareParam = read("share-param");
  if (calculator) options.calculator = calculator.trim();
  if (tabs) options.tabs = tabs;
  if (theme) options.theme = theme.trim();
  if (accentColor) options.accentColor = accentColor.trim();
  if (headingLevel) options.headingLevel = headingLevel;
  if (shareParam) options.shareParam = shareParam.trim();
  return options;
}

/** Options as the widget takes them: tabs as a list, theme and level validated. */
export function normalizeOptions(options: DealAnalyzerEmbedOptions) {
  const tabs =
    typeof options.tabs === "string"
      ? options.tabs.split(/[\s,]+/).filter(Boolean)
      : options.tabs
        ? [...options.tabs]
        : undefined;
  const level = Number(options.headingLevel);
  return {
    initialTab: options.calculator as DealKind | undefined,
    tabs: tabs as DealKind[] | undefined,
    theme: options.theme === "dark" ? ("dark" as const) : ("light" as const),
    accentColor: options.accentColor,
    headingLevel: Number.isFinite(level) && level > 0 ? level : 2,
    shareParam: options.shareParam || "deal",
  };
}
