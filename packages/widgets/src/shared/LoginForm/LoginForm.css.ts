import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
});

/** The secondary action on the left, the submit button on the right; stacked when narrow. */
export const row = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  flexWrap: "wrap",
});
