import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";
import { media } from "../theme/sprinkles.css.ts";

const slideIn = keyframes({
  from: { transform: "translateY(100%)", opacity: 0 },
  to: { transform: "translateY(0)", opacity: 1 },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const viewport = style({
  position: "fixed",
  zIndex: vars.zIndex.toast,
  bottom: 0,
  right: 0,
  left: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  listStyle: "none",
  outline: "none",
  "@media": {
    [media.tablet]: { left: "auto", width: "24rem" },
  },
});

export const toast = recipe({
  base: {
    boxSizing: "border-box",
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: "1px solid",
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    selectors: {
      "&[data-state='open']": {
        animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
      },
      "&[data-state='closed']": {
        animation: `${fadeOut} ${vars.motion.duration.fast} ease-in`,
      },
      "&[data-swipe='move']": { transform: "translateX(var(--radix-toast-swipe-move-x))" },
    },
  },
  variants: {
    tone: {
      success: {
        background: vars.color.success.subtle,
        color: vars.color.success.onSubtle,
        borderColor: vars.color.success.border,
      },
      error: {
        background: vars.color.danger.subtle,
        color: vars.color.danger.onSubtle,
        borderColor: vars.color.danger.border,
      },
      info: {
        background: vars.color.surface.raised,
        color: vars.color.text.primary,
        borderColor: vars.color.border.subtle,
      },
    },
  },
  defaultVariants: { tone: "info" },
});

export const icon = style({ marginTop: "0.1em" });
export const body = style({
  flex: 1,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
});
export const title = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const description = style({ fontSize: vars.fontSize.sm });
export const close = style({
  color: "inherit",
  marginTop: "-0.25rem",
  marginInlineEnd: "-0.25rem",
});
