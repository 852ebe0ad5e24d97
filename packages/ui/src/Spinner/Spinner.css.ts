import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const root = style({ display: "inline-flex", alignItems: "center", lineHeight: 0 });

export const ring = recipe({
  base: {
    display: "inline-block",
    borderRadius: "50%",
    borderStyle: "solid",
    borderColor: "currentColor",
    borderRightColor: "transparent",
    animation: `${spin} 0.75s linear infinite`,
    "@media": {
      // A slow turn still says "working" without continuous fast motion.
      "(prefers-reduced-motion: reduce)": { animationDuration: "2.4s" },
    },
  },
  variants: {
    size: {
      sm: { width: "1em", height: "1em", borderWidth: 2 },
      md: { width: "1.5rem", height: "1.5rem", borderWidth: 3 },
      lg: { width: "2.5rem", height: "2.5rem", borderWidth: 4 },
    },
  },
  defaultVariants: { size: "md" },
});
