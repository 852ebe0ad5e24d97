import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

export const root = recipe({
  variants: {
    surface: {
      none: {},
      page: { background: vars.color.surface.page },
      raised: { background: vars.color.surface.raised },
    },
  },
  defaultVariants: { surface: "none" },
});
