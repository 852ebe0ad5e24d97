import { createElement, forwardRef, type AllHTMLAttributes, type ElementType } from "react";
import { sprinkles, type Sprinkles } from "../theme/sprinkles.css.ts";
import { cx } from "../utils/cx.ts";
import * as styles from "./Box.css.ts";

export type BoxProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | "as"> &
  Sprinkles & {
    /** The element to render; a div by default. */
    as?: ElementType;
  };

/** Splits sprinkle props (layout and appearance atoms) from everything else. */
export function splitSprinkles<P extends object>(props: P) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest: rest as Omit<P, keyof Sprinkles> };
}

/** The layout primitive: any element, styled by token-based sprinkle props. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  { as = "div", className, ...props },
  ref,
) {
  const { atoms, rest } = splitSprinkles(props);
  return createElement(as, {
    ref,
    className: cx(styles.box, sprinkles(atoms), className),
    ...rest,
  });
});
