import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
});
