import { createVar, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

export const wrapper = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const header = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const labelText = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.primary,
});
export const valueText = style({ fontVariantNumeric: "tabular-nums" });

export const track = recipe({
  base: {
    position: "relative",
    overflow: "hidden",
    width: "100%",
    borderRadius: vars.radius.full,
    background: vars.color.surface.sunken,
    boxShadow: `inset 0 0 0 1px ${vars.color.border.subtle}`,
    // Safari clips the rounded indicator only with this.
    transform: "translateZ(0)",
  },
  variants: {
    size: { sm: { height: "0.375rem" }, md: { height: "0.625rem" } },
  },
  defaultVariants: { size: "md" },
});

/** The filled share, e.g. "40%". */
export const filled = createVar();

export const indicator = recipe({
  base: {
    width: "100%",
    transform: `translateX(calc(${filled} - 100%))`,
    height: "100%",
    transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  },
  variants: {
    tone: {
      brand: { background: vars.color.brand.solid },
      success: { background: vars.color.success.solid },
    },
  },
  defaultVariants: { tone: "brand" },
});
