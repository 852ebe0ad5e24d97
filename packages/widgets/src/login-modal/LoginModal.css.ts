import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
});

export const row = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  flexWrap: "wrap",
});

export const switchLine = style({
  margin: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
