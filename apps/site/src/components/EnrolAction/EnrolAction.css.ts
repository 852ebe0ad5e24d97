import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const enrolledText = style({
  margin: 0,
  color: vars.color.success.text,
  fontWeight: vars.fontWeight.semibold,
});
