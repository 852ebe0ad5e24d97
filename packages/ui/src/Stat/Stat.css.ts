import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minWidth: 0,
});

export const labelRow = style({ display: "flex", alignItems: "center", gap: vars.space.xxs });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.secondary,
});

export const value = recipe({
  base: {
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    fontVariantNumeric: "tabular-nums",
    overflowWrap: "anywhere",
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.lg },
      md: { fontSize: vars.fontSize["2xl"] },
      lg: { fontSize: vars.fontSize["3xl"] },
    },
    tone: {
      neutral: { color: vars.color.text.primary },
      success: { color: vars.color.success.text },
      warning: { color: vars.color.warning.text },
      danger: { color: vars.color.danger.text },
      brand: { color: vars.color.brand.text },
    },
  },
  defaultVariants: { size: "md", tone: "neutral" },
});

export const helper = style({ fontSize: vars.fontSize.xs, color: vars.color.text.secondary });

export const infoButton = style({
  width: "1.5rem",
  height: "1.5rem",
  color: vars.color.text.secondary,
});

export const popover = style({
  zIndex: vars.zIndex.popover,
  maxWidth: "18rem",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  selectors: { "&:focus": { outline: "none" } },
});

export const arrow = style({ fill: vars.color.surface.raised });
