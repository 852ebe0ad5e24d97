import { createElement, forwardRef, type HTMLAttributes } from "react";
import { cx } from "../utils/cx.ts";
import * as styles from "./Card.css.ts";

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Use article for self-contained cards (a course), section for titled panels, li in lists. */
  as?: "div" | "article" | "section" | "li" | "aside";
  variant?: "outlined" | "elevated" | "sunken";
  padding?: "none" | "sm" | "md" | "lg";
  /** Brand outline, e.g. the "most popular" tier. */
  highlighted?: boolean;
}

/** A raised panel that groups related content (course, tier, subscription, results). */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { as: Element = "div", variant, padding, highlighted = false, className, ...rest },
  ref,
) {
  return createElement(Element, {
    ref,
    "data-highlighted": highlighted ? "" : undefined,
    className: cx(styles.card({ variant, padding, highlighted }), className),
    ...rest,
  });
});
