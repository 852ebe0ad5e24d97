import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

export const tones = {
  primary: { color: vars.color.text.primary },
  secondary: { color: vars.color.text.secondary },
  brand: { color: vars.color.brand.text },
  success: { color: vars.color.success.text },
  warning: { color: vars.color.warning.text },
  danger: { color: vars.color.danger.text },
  info: { color: vars.color.info.text },
  inverse: { color: vars.color.text.inverse },
  inherit: { color: "inherit" },
};

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal },
      sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal },
      inherit: { fontSize: "inherit", lineHeight: "inherit" },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    tone: tones,
    align: {
      start: { textAlign: "start" },
      center: { textAlign: "center" },
      end: { textAlign: "end" },
    },
    truncate: {
      true: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
      false: {},
    },
    tabular: {
      true: { fontVariantNumeric: "tabular-nums" },
      false: {},
    },
  },
  defaultVariants: { size: "md", weight: "regular", tone: "primary" },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
