import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
  lineHeight: vars.lineHeight.snug,
  selectors: { "&[data-disabled]": { color: vars.color.text.disabled } },
});

export const requiredMark = style({
  color: vars.color.danger.text,
  marginInlineStart: vars.space.xxs,
});

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  margin: 0,
});

export const error = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger.text,
  margin: 0,
});
