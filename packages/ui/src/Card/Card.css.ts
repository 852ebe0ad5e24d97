import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

export const card = recipe({
  base: {
    boxSizing: "border-box",
    display: "flex",
    flexDirection: "column",
    minWidth: 0,
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.subtle}`,
  },
  variants: {
    variant: {
      outlined: {},
      elevated: { boxShadow: vars.shadow.md, borderColor: "transparent" },
      sunken: { background: vars.color.surface.sunken, borderColor: "transparent" },
    },
    padding: {
      none: {},
      sm: { padding: vars.space.md, gap: vars.space.sm },
      md: { padding: vars.space.xl, gap: vars.space.md },
      lg: { padding: vars.space["2xl"], gap: vars.space.lg },
    },
    highlighted: {
      true: {
        borderColor: vars.color.brand.solid,
        boxShadow: `0 0 0 1px ${vars.color.brand.solid}`,
      },
      false: {},
    },
  },
  defaultVariants: { variant: "outlined", padding: "md", highlighted: false },
});
