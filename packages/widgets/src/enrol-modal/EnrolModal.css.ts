import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
});

export const price = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  fontWeight: vars.fontWeight.semibold,
});

export const amount = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const actions = style({
  display: "flex",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  flexWrap: "wrap",
});

export const checking = style({
  margin: 0,
  color: vars.color.text.secondary,
});
