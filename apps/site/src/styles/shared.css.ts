import { style } from "@vanilla-extract/css";
import { media, vars } from "@academy/ui";

/** A focus ring that shows on the dark bands (header, footer, hero). */
export const focusOnInverse = {
  outline: `2px solid ${vars.color.text.inverse}`,
  outlineOffset: "2px",
} as const;

/** Centred content column, padded on small screens. */
export const container = style({
  boxSizing: "border-box",
  width: "100%",
  maxWidth: "72rem",
  marginInline: "auto",
  paddingInline: vars.space.lg,
  "@media": { [media.tablet]: { paddingInline: vars.space.xl } },
});

export const section = style({
  paddingBlock: vars.space["3xl"],
  scrollMarginTop: vars.space.lg,
});

export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
  "@media": { [media.tablet]: { fontSize: vars.fontSize["3xl"] } },
});

export const lead = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.text.secondary,
  maxWidth: "48rem",
});
