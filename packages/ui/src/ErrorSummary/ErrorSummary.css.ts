import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";
import { focusRing } from "../theme/mixins.ts";

export const root = style({
  boxSizing: "border-box",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: "2px solid",
  borderColor: vars.color.danger.border,
  background: vars.color.danger.subtle,
  color: vars.color.danger.onSubtle,
  ":focus": focusRing,
});

export const title = style({
  margin: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const description = style({
  margin: 0,
  marginBottom: vars.space.xs,
});

export const list = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
});

export const link = style({
  color: "inherit",
  fontWeight: vars.fontWeight.semibold,
  textDecoration: "underline",
  ":focus-visible": focusRing,
});
