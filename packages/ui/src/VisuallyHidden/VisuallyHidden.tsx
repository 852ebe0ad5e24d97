import * as VisuallyHiddenPrimitive from "@radix-ui/react-visually-hidden";
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from "react";
import { cx } from "../utils/cx.ts";
import * as styles from "./VisuallyHidden.css.ts";

export type VisuallyHiddenProps = ComponentPropsWithoutRef<typeof VisuallyHiddenPrimitive.Root>;

/** Content for screen readers only (labels of icon-only controls, extra context). */
export const VisuallyHidden = forwardRef<
  ElementRef<typeof VisuallyHiddenPrimitive.Root>,
  VisuallyHiddenProps
>(function VisuallyHidden({ className, ...rest }, ref) {
  return (
    <VisuallyHiddenPrimitive.Root ref={ref} className={cx(styles.root, className)} {...rest} />
  );
});
