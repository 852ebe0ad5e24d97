import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const form = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
});

export const name = style({ flex: "1 1 16rem", minWidth: 0 });
