import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const chart = style({ display: "block", width: "100%", height: "1.5rem" });

/** One colour per slice, from the theme's roles, so both themes and print keep them apart. */
export const slice = styleVariants({
  0: { fill: vars.color.brand.solid, background: vars.color.brand.solid },
  1: { fill: vars.color.info.solid, background: vars.color.info.solid },
  2: { fill: vars.color.success.solid, background: vars.color.success.solid },
  3: { fill: vars.color.warning.solid, background: vars.color.warning.solid },
  4: { fill: vars.color.premium.solid, background: vars.color.premium.solid },
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
  "@media": { print: { fontSize: "8pt" } },
});

export const cell = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  textAlign: "end",
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  "@media": { print: { paddingBlock: 0 } },
});

export const itemCell = style([cell, { textAlign: "start" }]);

export const headerCell = style([
  cell,
  { color: vars.color.text.secondary, fontWeight: vars.fontWeight.semibold },
]);

export const swatch = style({
  display: "inline-block",
  width: "0.75rem",
  height: "0.75rem",
  marginInlineEnd: vars.space.xs,
  borderRadius: "2px",
  verticalAlign: "middle",
  // Swatches print even when the browser drops background colours.
  printColorAdjust: "exact",
  WebkitPrintColorAdjust: "exact",
});

export const total = style([cell, { fontWeight: vars.fontWeight.semibold }]);
