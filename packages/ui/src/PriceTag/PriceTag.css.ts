import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

export const root = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: `${vars.space.xs} ${vars.space.sm}`,
  fontFamily: vars.font.body,
});

export const price = recipe({
  base: {
    fontWeight: vars.fontWeight.bold,
    color: vars.color.text.primary,
    lineHeight: vars.lineHeight.tight,
    fontVariantNumeric: "tabular-nums",
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.lg },
      md: { fontSize: vars.fontSize["2xl"] },
      lg: { fontSize: vars.fontSize["4xl"] },
    },
  },
  defaultVariants: { size: "md" },
});

export const period = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const original = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text.secondary,
  textDecoration: "line-through",
  fontVariantNumeric: "tabular-nums",
});

export const badge = style({ alignSelf: "center" });
