import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});

export const state = style({
  margin: 0,
  color: vars.color.warning.text,
  fontWeight: vars.fontWeight.semibold,
});

export const note = style({ margin: 0 });

export const link = style({ color: vars.color.text.link });
