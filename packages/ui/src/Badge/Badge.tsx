import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { cx } from "../utils/cx.ts";
import * as styles from "./Badge.css.ts";

export type BadgeTone = "green" | "yellow" | "red" | "neutral" | "premium" | "info" | "brand";

export interface BadgeProps extends ComponentPropsWithoutRef<"span"> {
  /**
   * The spec's colours: green, yellow, red (recommendation and status badges), neutral,
   * premium (the PREMIUM course); info and brand for everything else.
   */
  tone?: BadgeTone;
  size?: "sm" | "md";
  /** Filled instead of tinted, for emphasis. */
  solid?: boolean;
}

/** A short status or category label. Colour is never the only signal: the text says it. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = "neutral", size = "md", solid = false, className, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      data-tone={tone}
      className={cx(styles.badge({ tone, size, solid }), className)}
      {...rest}
    />
  );
});
