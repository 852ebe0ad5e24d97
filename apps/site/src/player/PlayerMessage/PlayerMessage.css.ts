import { vars } from "@academy/ui";
import { style } from "@vanilla-extract/css";

export const root = style({
  display: "flex",
  justifyContent: "center",
  padding: `${vars.space["3xl"]} ${vars.space.lg}`,
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  maxWidth: "32rem",
  padding: vars.space["2xl"],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  textAlign: "center",
});

export const icon = style({ width: "2.5rem", height: "2.5rem", color: vars.color.danger.text });

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.sm,
});
