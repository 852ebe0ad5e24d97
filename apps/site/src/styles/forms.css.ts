import { style } from "@vanilla-extract/css";
import { media, vars } from "@academy/ui";

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
});

export const twoColumns = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const thankYou = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.success.subtle,
  color: vars.color.success.onSubtle,
  border: `1px solid ${vars.color.success.border}`,
});

export const thankYouTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const thankYouText = style({ margin: 0 });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});
