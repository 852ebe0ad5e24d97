import { vars } from "@academy/ui";
import { style } from "@vanilla-extract/css";

export const root = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border.control}`,
  background: vars.color.surface.sunken,
});

export const text = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: "uppercase",
  letterSpacing: "0.05em",
  color: vars.color.text.secondary,
});

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const meta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});
