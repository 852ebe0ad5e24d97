import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space["2xl"]} ${vars.space.lg}`,
  textAlign: "center",
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
});

export const icon = style({ width: "2.5rem", height: "2.5rem", color: vars.color.text.secondary });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const description = style({
  margin: 0,
  maxWidth: "32rem",
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const action = style({ marginTop: vars.space.sm });
