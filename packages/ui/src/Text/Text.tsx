import { createElement, forwardRef, type HTMLAttributes } from "react";
import { cx } from "../utils/cx.ts";
import * as styles from "./Text.css.ts";
import type { TextVariants } from "./Text.css.ts";

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, "color">, TextVariants {
  /** The element to render: a paragraph by default. */
  as?: "p" | "span" | "div" | "strong" | "em" | "small" | "label" | "dd" | "dt";
}

/** Body text in the type scale, in one of the theme's text tones. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as: Element = "p", size, weight, tone, align, truncate, tabular, className, ...rest },
  ref,
) {
  return createElement(Element, {
    ref,
    className: cx(styles.text({ size, weight, tone, align, truncate, tabular }), className),
    ...rest,
  });
});
