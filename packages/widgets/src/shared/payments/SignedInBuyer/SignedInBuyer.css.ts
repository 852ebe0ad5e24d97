import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const buyer = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  overflowWrap: "anywhere",
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const email = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
});
