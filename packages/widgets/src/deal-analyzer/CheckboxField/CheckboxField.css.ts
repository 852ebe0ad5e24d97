import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const row = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  columnGap: vars.space.sm,
  alignItems: "start",
});

export const box = style({
  width: "1.125rem",
  height: "1.125rem",
  margin: 0,
  marginBlockStart: "0.125rem",
  accentColor: vars.color.brand.solid,
  cursor: "pointer",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: "2px" },
  },
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.primary,
  cursor: "pointer",
  paddingBlockStart: "0.125rem",
});

export const description = style({
  gridColumn: "2",
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});
