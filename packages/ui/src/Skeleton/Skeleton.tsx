import { assignInlineVars } from "@vanilla-extract/dynamic";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { cx } from "../utils/cx.ts";
import * as styles from "./Skeleton.css.ts";

export interface SkeletonProps extends ComponentPropsWithoutRef<"span"> {
  shape?: "text" | "rect" | "circle";
  /** Any CSS length; full width by default (2.5rem for circles). */
  width?: string;
  height?: string;
}

/**
 * A grey placeholder where content is loading. Hidden from screen readers: mark the loading
 * region with aria-busy or a Spinner's status instead. Pulses unless motion is reduced.
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { shape, width, height, className, style, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      aria-hidden="true"
      data-shape={shape ?? "text"}
      className={cx(styles.skeleton({ shape }), className)}
      style={{
        ...assignInlineVars({
          ...(width ? { [styles.width]: width } : {}),
          ...(height ? { [styles.height]: height } : {}),
        }),
        ...style,
      }}
      {...rest}
    />
  );
});
