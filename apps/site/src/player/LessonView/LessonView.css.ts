import { vars } from "@academy/ui";
import { style } from "@vanilla-extract/css";
import { focusTarget } from "../shared.css.ts";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  minWidth: 0,
});

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const title = style([
  focusTarget,
  {
    margin: 0,
    fontSize: vars.fontSize["2xl"],
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text.primary,
  },
]);

export const meta = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const completion = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
});
