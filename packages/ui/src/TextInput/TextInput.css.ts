import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";
import { focusRing } from "../theme/mixins.ts";

/** The box every text-like control shares (TextInput, NumberInput, Textarea, Select). */
export const controlBox = {
  boxSizing: "border-box",
  width: "100%",
  minWidth: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.primary,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.control}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.motion.duration.fast}, box-shadow ${vars.motion.duration.fast}`,
  selectors: {
    "&::placeholder": { color: vars.color.text.secondary, opacity: 1 },
    "&:hover:not(:disabled)": { borderColor: vars.color.border.strong },
    "&:focus-visible": { ...focusRing, outlineOffset: "0", borderColor: vars.color.focus.ring },
    "&[data-invalid]": {
      borderColor: vars.color.danger.text,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger.text}`,
    },
    "&:disabled": {
      cursor: "not-allowed",
      color: vars.color.text.disabled,
      background: vars.color.surface.sunken,
    },
  },
} as const;

export const input = recipe({
  base: controlBox,
  variants: {
    size: {
      sm: { height: "2rem", paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
      md: { height: "2.5rem", paddingInline: vars.space.md },
      lg: { height: "3rem", paddingInline: vars.space.md, fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { size: "md" },
});

/** With adornments, the wrapper draws the box and the input inside it is bare. */
export const adorned = style({
  display: "flex",
  alignItems: "center",
  position: "relative",
  width: "100%",
});

export const adornment = style({
  position: "absolute",
  top: 0,
  bottom: 0,
  display: "flex",
  alignItems: "center",
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  pointerEvents: "none",
  selectors: { "&:has(button)": { pointerEvents: "auto" } },
});
export const start = style({ insetInlineStart: vars.space.md });
export const end = style({ insetInlineEnd: vars.space.xs });
export const withStart = style({ paddingInlineStart: "2rem !important" });
export const withEnd = style({ paddingInlineEnd: "2.75rem !important" });
