import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const fallback = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "40vh",
  padding: vars.space["2xl"],
  textAlign: "center",
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});
