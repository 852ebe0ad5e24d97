import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  maxWidth: "40rem",
  margin: "0 auto",
  padding: `${vars.space["3xl"]} ${vars.space.lg}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize["3xl"],
  lineHeight: vars.lineHeight.tight,
});

export const details = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.sm,
});

export const term = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "anywhere",
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
});

export const loading = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
});
