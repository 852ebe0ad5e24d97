import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { LOADING_LABEL } from "../constants.ts";
import { cx } from "../utils/cx.ts";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden.tsx";
import * as styles from "./Spinner.css.ts";

export interface SpinnerProps extends ComponentPropsWithoutRef<"span"> {
  size?: "sm" | "md" | "lg";
  /** What is loading, read by screen readers. */
  label?: string;
  /** Purely visual (next to text that already says it is busy): no status role or label. */
  decorative?: boolean;
}

/** An indeterminate loading indicator, announced as a status unless decorative. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = "md", label = LOADING_LABEL, decorative = false, className, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      className={cx(styles.root, className)}
      {...(decorative ? { "aria-hidden": true } : { role: "status" })}
      {...rest}
    >
      <span className={styles.ring({ size })} />
      {decorative ? null : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
});
