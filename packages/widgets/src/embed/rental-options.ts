/**
 * The <rental-analyzer> embed's options (issue 46): attributes `calculator` ("rental" or
 * "brrrr"), `theme`, `accent-color`, `heading-level`, `share-param`, the same names with `data-`
 * on any element, or an object passed to `RentalAnalyzer.mount(element, options)`.
 */
import type { RentalKind } from "@academy/calculators";

export interface RentalAnalyzerEmbedOptions {
  /** The tab shown first: "rental" (default) or "brrrr". */
  calculator?: RentalKind | string;
  theme?: "light" | "dark" | string;
  accentColor?: string;
  /** Level of the widget's title (1 to 4); 2 by default. */
  headingLevel?: number | string;
  /** Query parameter that share links carry the deal in; "deal" by default. */
  shareParam?: string;
  /** A deal to open; by default the one in the page address, if any; null ignores the address. */
  deal?: string | null;
}

export const RENTAL_OPTION_ATTRIBUTES = [
  "calculator",
  "theme",
  "accent-color",
  "heading-level",
  "share-param",
] as const;

export function rentalOptionsFromAttributes(element: Element): RentalAnalyzerEmbedOptions {
  const read = (name: string) =>
    (element.getAttribute(name) ?? element.getAttribute(`data-${name}`))?.trim() || undefined;
  const options: RentalAnalyzerEmbedOptions = {};
  const [calculator, theme, accentColor, headingLevel, shareParam] =
    RENTAL_OPTION_ATTRIBUTES.map(read);
  if (calculator) options.calculator = calculator;
  if (theme) options.theme = theme;
  if (accentColor) options.accentColor = accentColor;
  if (headingLevel) options.headingLevel = headingLevel;
  if (shareParam) options.shareParam = shareParam;
  return options;
}

/** Options as the widget takes them: an unknown tab is the default one, theme and level checked. */
export function normalizeRentalOptions(options: RentalAnalyzerEmbedOptions) {
  const level = Number(options.headingLevel);
  const initialTab: RentalKind | undefined =
    options.calculator === "rental" || options.calculator === "brrrr"
      ? options.calculator
      : undefined;
  return {
    initialTab,
    theme: options.theme === "dark" ? ("dark" as const) : ("light" as const),
    accentColor: options.accentColor,
    headingLevel: Number.isFinite(level) && level > 0 ? level : 2,
    shareParam: options.shareParam || "deal",
  };
}

/**
 * Heights of the rendered Rental Analyzer at the default inputs by element width (measured in
 * rental-mount.browser.test.tsx, which checks the estimate; the charts grow with the width, so
 * past two columns the height rises again), for the loader's reserved space.
 */
const RENTAL_HEIGHTS: readonly (readonly [width: number, height: number])[] = [
  [320, 4232],
  [360, 4143],
  [400, 4126],
  [600, 3745],
  [800, 2768],
  [1000, 2881],
  [1300, 3054],
];

export function rentalReservedHeight(width: number): number {
  const first = RENTAL_HEIGHTS[0] ?? [0, 0];
  const last = RENTAL_HEIGHTS[RENTAL_HEIGHTS.length - 1] ?? first;
  if (width <= first[0]) return first[1];
  if (width >= last[0]) return last[1];
  const upper = RENTAL_HEIGHTS.findIndex(([measured]) => measured >= width);
  const [w0, h0] = RENTAL_HEIGHTS[upper - 1] ?? first;
  const [w1, h1] = RENTAL_HEIGHTS[upper] ?? last;
  return Math.round(h0 + ((h1 - h0) * (width - w0)) / (w1 - w0));
}
