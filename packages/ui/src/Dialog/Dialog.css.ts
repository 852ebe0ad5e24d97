import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: "translate(-50%, -48%) scale(0.97)" },
  to: { opacity: 1, transform: "translate(-50%, -50%) scale(1)" },
});

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.surface.overlay,
  animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});

export const content = recipe({
  base: {
    boxSizing: "border-box",
    position: "fixed",
    top: "50%",
    left: "50%",
    transform: "translate(-50%, -50%)",
    zIndex: vars.zIndex.modal,
    display: "flex",
    flexDirection: "column",
    gap: vars.space.lg,
    width: "calc(100vw - 2rem)",
    maxHeight: "calc(100dvh - 2rem)",
    overflowY: "auto",
    padding: vars.space.xl,
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    animation: `${popIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    selectors: { "&:focus": { outline: "none" } },
  },
  variants: {
    size: {
      sm: { maxWidth: "24rem" },
      md: { maxWidth: "32rem" },
      lg: { maxWidth: "44rem" },
    },
  },
  defaultVariants: { size: "md" },
});

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const headings = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const close = style({
  marginTop: `calc(-1 * ${vars.space.xs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
});

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
});
