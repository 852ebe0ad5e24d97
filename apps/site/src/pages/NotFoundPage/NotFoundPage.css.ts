import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.lg,
  maxWidth: "40rem",
  margin: "0 auto",
  padding: `${vars.space["3xl"]} ${vars.space.lg}`,
  textAlign: "center",
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.brand.text,
  fontWeight: vars.fontWeight.bold,
  textTransform: "uppercase",
  letterSpacing: "0.08em",
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize["3xl"],
  lineHeight: vars.lineHeight.tight,
});

export const text = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.lg,
});
