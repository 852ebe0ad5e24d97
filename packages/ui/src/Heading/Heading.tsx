import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { cx } from "../utils/cx.ts";
import * as styles from "./Heading.css.ts";
import type { HeadingVariants } from "./Heading.css.ts";

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** The visual size each level gets unless `size` overrides it. */
const sizeForLevel = {
  1: "2xl",
  2: "xl",
  3: "lg",
  4: "md",
  5: "sm",
  6: "xs",
} as const satisfies Record<Level, NonNullable<HeadingVariants["size"]>>;

export interface HeadingProps
  extends Omit<ComponentPropsWithoutRef<"h2">, "color">, HeadingVariants {
  /** The document outline level; chooses the element (h1-h6) and a default size. */
  level: Level;
}

/** A section heading. The level follows the outline; the size can differ from it. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size, tone, align, className, ...rest },
  ref,
) {
  const Element = `h${level}` as const;
  return (
    <Element
      ref={ref}
      className={cx(styles.heading({ size: size ?? sizeForLevel[level], tone, align }), className)}
      {...rest}
    />
  );
});
