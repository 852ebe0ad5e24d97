import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const scroller = style({
  overflowX: "auto",
  "@media": { print: { overflow: "visible" } },
  borderRadius: vars.radius.sm,
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: "2px" },
  },
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: "tabular-nums",
  "@media": { print: { fontSize: "7.5pt" } },
});

export const caption = style({
  captionSide: "top",
  textAlign: "start",
  paddingBlockEnd: vars.space.xs,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xs,
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.xs}`,
  textAlign: "end",
  whiteSpace: "nowrap",
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  "@media": { print: { padding: "1px 3px" } },
});

export const header = style([
  cell,
  {
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.text.secondary,
    background: vars.color.surface.sunken,
    "@media": { print: { whiteSpace: "normal" } },
  },
]);

export const current = style({
  fontWeight: vars.fontWeight.bold,
  outline: `2px solid ${vars.color.brand.solid}`,
  outlineOffset: "-2px",
});

export const negative = style({ color: vars.color.danger.text });
