import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

/** Holds the price's place until the catalogue answers, so nothing below it moves. */
export const placeholder = style({
  display: "block",
  minHeight: vars.space["3xl"],
});
