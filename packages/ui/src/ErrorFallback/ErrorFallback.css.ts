import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space["2xl"]} ${vars.space.lg}`,
  textAlign: "center",
  borderRadius: vars.radius.lg,
  background: vars.color.danger.subtle,
  color: vars.color.danger.onSubtle,
  border: `1px solid ${vars.color.danger.border}`,
});

export const icon = style({ width: "2.5rem", height: "2.5rem" });

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const details = style({ margin: 0, fontSize: vars.fontSize.sm });
