import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const action = style({
  display: "flex",
  justifyContent: "flex-start",
  marginBlockEnd: vars.space.md,
});
