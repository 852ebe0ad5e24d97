import { recipe } from "@vanilla-extract/recipes";
import { interactiveBase, variantStyles } from "../Button/Button.css.ts";
import { vars } from "../theme/contract.css.ts";

export const iconButton = recipe({
  base: [interactiveBase, { padding: 0, flexShrink: 0 }],
  variants: {
    variant: variantStyles,
    size: {
      sm: { width: "2rem", height: "2rem", fontSize: vars.fontSize.sm },
      md: { width: "2.5rem", height: "2.5rem", fontSize: vars.fontSize.md },
      lg: { width: "3rem", height: "3rem", fontSize: vars.fontSize.lg },
    },
    shape: {
      square: {},
      round: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { variant: "ghost", size: "md", shape: "square" },
});
