import { style } from "@vanilla-extract/css";
import { media, vars } from "@academy/ui";

export const detail = style({
  display: "none",
  "@media": { [media.tablet]: { display: "inline" } },
});

export const register = style({
  color: "inherit",
  fontWeight: vars.fontWeight.bold,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
  borderRadius: vars.radius.sm,
  selectors: {
    "&:focus-visible": { outline: "2px solid currentColor", outlineOffset: "2px" },
  },
});
