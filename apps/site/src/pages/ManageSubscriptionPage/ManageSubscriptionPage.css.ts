import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const brand = style({
  margin: 0,
  display: "flex",
  flexDirection: "column",
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const brandTagline = style({
  fontSize: vars.fontSize.xs,
  letterSpacing: "0.1em",
  fontWeight: vars.fontWeight.semibold,
});

export const content = style({
  maxWidth: "40rem",
  margin: "0 auto",
  padding: `${vars.space["2xl"]} ${vars.space.lg}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize["2xl"],
});

export const intro = style({ margin: 0, color: vars.color.text.secondary });

export const help = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const none = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.md,
});
