import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
});
