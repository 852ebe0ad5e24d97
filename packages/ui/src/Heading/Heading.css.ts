import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";
import { tones } from "../Text/Text.css.ts";

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: "-0.01em",
    textWrap: "balance",
  },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.md },
      sm: { fontSize: vars.fontSize.lg },
      md: { fontSize: vars.fontSize.xl },
      lg: { fontSize: vars.fontSize["2xl"] },
      xl: { fontSize: vars.fontSize["3xl"] },
      "2xl": { fontSize: vars.fontSize["4xl"] },
    },
    tone: tones,
    align: {
      start: { textAlign: "start" },
      center: { textAlign: "center" },
      end: { textAlign: "end" },
    },
  },
  defaultVariants: { tone: "primary" },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
