import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

export const root = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    overflow: "hidden",
    verticalAlign: "middle",
    borderRadius: vars.radius.full,
    background: vars.color.brand.subtle,
    color: vars.color.brand.onSubtle,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    userSelect: "none",
  },
  variants: {
    size: {
      sm: { width: "2rem", height: "2rem", fontSize: vars.fontSize.xs },
      md: { width: "2.5rem", height: "2.5rem", fontSize: vars.fontSize.sm },
      lg: { width: "4rem", height: "4rem", fontSize: vars.fontSize.xl },
      xl: { width: "8rem", height: "8rem", fontSize: vars.fontSize["3xl"] },
    },
  },
  defaultVariants: { size: "md" },
});

export const image = style({ width: "100%", height: "100%", objectFit: "cover" });
export const fallback = style({ lineHeight: 1 });
