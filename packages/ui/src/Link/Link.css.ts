import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";
import { focusRing } from "../theme/mixins.ts";

export const link = recipe({
  base: {
    fontFamily: "inherit",
    fontWeight: vars.fontWeight.medium,
    textDecoration: "underline",
    textDecorationThickness: "1px",
    textUnderlineOffset: "0.2em",
    borderRadius: vars.radius.sm,
    cursor: "pointer",
    transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      "&:hover": { textDecorationThickness: "2px" },
      "&:focus-visible": focusRing,
    },
  },
  variants: {
    tone: {
      link: {
        color: vars.color.text.link,
        selectors: { "&:hover": { color: vars.color.text.linkHover } },
      },
      /** Same colour as the surrounding text; the underline marks it as a link. */
      inherit: { color: "inherit" },
      inverse: { color: vars.color.text.inverse },
    },
    /** Navigation-style: underline only on hover. Only where context makes it obviously a link. */
    quiet: {
      true: { textDecoration: "none", selectors: { "&:hover": { textDecoration: "underline" } } },
      false: {},
    },
  },
  defaultVariants: { tone: "link", quiet: false },
});
