import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const viewer = style({
  display: "flex",
  justifyContent: "center",
  padding: vars.space.md,
});

export const enlarged = style({
  width: "15rem",
  height: "15rem",
  maxWidth: "70vw",
  maxHeight: "70vw",
});

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
});

export const current = style({
  display: "flex",
  justifyContent: "center",
});

export const actions = style({
  display: "flex",
  justifyContent: "flex-end",
  flexWrap: "wrap",
  gap: vars.space.sm,
});
