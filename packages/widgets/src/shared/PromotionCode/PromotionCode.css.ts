import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const row = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
});

export const input = style({ flex: 1, minWidth: 0 });

export const applied = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});
