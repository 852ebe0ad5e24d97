import { vars } from "@academy/ui";
import { style } from "@vanilla-extract/css";

export const loading = style({
  display: "flex",
  justifyContent: "center",
  alignItems: "center",
  minHeight: "50vh",
  padding: vars.space["3xl"],
});
