import { style } from "@vanilla-extract/css";

/** Fills its box's width; the height follows the width/height attributes' ratio. */
export const image = style({
  display: "block",
  width: "100%",
  height: "auto",
  objectFit: "cover",
});
