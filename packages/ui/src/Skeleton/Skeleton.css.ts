import { createVar, fallbackVar, keyframes } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

export const width = createVar();
export const height = createVar();

const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.45 } });

export const skeleton = recipe({
  base: {
    display: "block",
    width: fallbackVar(width, "100%"),
    background: vars.color.surface.sunken,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
  },
  variants: {
    shape: {
      text: {
        height: fallbackVar(height, "1em"),
        borderRadius: vars.radius.sm,
        marginBlock: "0.25em",
      },
      rect: { height: fallbackVar(height, "6rem"), borderRadius: vars.radius.md },
      circle: {
        width: fallbackVar(width, "2.5rem"),
        height: fallbackVar(height, fallbackVar(width, "2.5rem")),
        borderRadius: vars.radius.full,
      },
    },
  },
  defaultVariants: { shape: "text" },
});
