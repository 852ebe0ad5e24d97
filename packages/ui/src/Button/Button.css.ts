import { style } from "@vanilla-extract/css";
import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";
import { focusRing } from "../theme/mixins.ts";

/** No hover feedback where a click does nothing: disabled, or busy (aria-disabled, focusable). */
const HOVER = "&:hover:not(:disabled, [aria-disabled='true'])";

/** Colours per variant, shared with IconButton. */
export const variantStyles = {
  primary: {
    background: vars.color.brand.solid,
    color: vars.color.brand.onSolid,
    selectors: {
      [HOVER]: { background: vars.color.brand.solidHover },
    },
  },
  secondary: {
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    borderColor: vars.color.border.control,
    selectors: {
      [HOVER]: { background: vars.color.surface.hover },
    },
  },
  ghost: {
    background: "transparent",
    color: vars.color.text.primary,
    selectors: {
      [HOVER]: { background: vars.color.surface.hover },
    },
  },
  danger: {
    background: vars.color.danger.solid,
    color: vars.color.danger.onSolid,
    selectors: {
      [HOVER]: { background: vars.color.danger.solidHover },
    },
  },
} as const;

export const interactiveBase = {
  boxSizing: "border-box",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  border: "1px solid transparent",
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: "none",
  cursor: "pointer",
  userSelect: "none",
  WebkitTapHighlightColor: "transparent",
  transitionProperty: "background-color, color, border-color, box-shadow",
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    "&:focus-visible": focusRing,
    "&:disabled, &[aria-disabled='true']": { cursor: "not-allowed", opacity: 0.55 },
    // A busy button is aria-disabled too, but should not look faded: it is working, not
    // unavailable.
    "&[data-busy]": { cursor: "progress", opacity: 1 },
  },
} as const;

export const button = recipe({
  base: interactiveBase,
  variants: {
    variant: {
      ...variantStyles,
      link: {
        background: "transparent",
        color: vars.color.text.link,
        padding: 0,
        height: "auto",
        textDecoration: "underline",
        textUnderlineOffset: "0.2em",
        fontWeight: vars.fontWeight.medium,
        selectors: {
          [HOVER]: { color: vars.color.text.linkHover },
        },
      },
    },
    size: {
      sm: { minHeight: "2rem", paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: { minHeight: "2.5rem", paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      lg: { minHeight: "3rem", paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: "100%" }, false: {} },
  },
  compoundVariants: [
    { variants: { variant: "link", size: "sm" }, style: { paddingInline: 0, minHeight: 0 } },
    { variants: { variant: "link", size: "md" }, style: { paddingInline: 0, minHeight: 0 } },
    { variants: { variant: "link", size: "lg" }, style: { paddingInline: 0, minHeight: 0 } },
  ],
  defaultVariants: { variant: "primary", size: "md", fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Label and busy label share one grid cell, so the button is as wide as the longer one. */
export const content = style({ display: "inline-grid", alignItems: "center" });

const layer = style({
  gridArea: "1 / 1",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
});

export const label = style([layer, { selectors: { "&[data-hidden]": { visibility: "hidden" } } }]);
export const busyLabel = label;
