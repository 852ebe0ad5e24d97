import * as ProgressPrimitive from "@radix-ui/react-progress";
import { assignInlineVars } from "@vanilla-extract/dynamic";
import {
  forwardRef,
  useId,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type ReactNode,
} from "react";
import { cx } from "../utils/cx.ts";
import * as styles from "./ProgressBar.css.ts";

export interface ProgressBarProps extends ComponentPropsWithoutRef<typeof ProgressPrimitive.Root> {
  /** Visible label that names the bar ("Module 3 progress"). Or pass aria-label. */
  label?: ReactNode;
  /** Show the percentage next to the label. */
  showValue?: boolean;
  tone?: "brand" | "success";
  size?: "sm" | "md";
}

/**
 * Progress on Radix Progress (role progressbar, `data-state` loading/complete): course and
 * module progress. The ref, className and rest props go to the progressbar element.
 */
export const ProgressBar = forwardRef<
  ComponentRef<typeof ProgressPrimitive.Root>,
  ProgressBarProps
>(function ProgressBar(
  { value = 0, max = 100, label, showValue = false, tone, size, className, ...rest },
  ref,
) {
  const labelId = useId();
  const clamped = value === null ? null : Math.min(max, Math.max(0, value));
  const percent = clamped === null ? null : Math.round((clamped / max) * 100);
  const bar = (
    <ProgressPrimitive.Root
      ref={ref}
      value={clamped}
      max={max}
      aria-labelledby={label ? labelId : undefined}
      className={cx(styles.track({ size }), className)}
      {...rest}
    >
      <ProgressPrimitive.Indicator
        className={styles.indicator({ tone })}
        style={assignInlineVars({ [styles.filled]: `${percent ?? 0}%` })}
      />
    </ProgressPrimitive.Root>
  );
  if (!label && !showValue) return bar;
  return (
    <div className={styles.wrapper}>
      <div className={styles.header}>
        {label ? (
          <span id={labelId} className={styles.labelText}>
            {label}
          </span>
        ) : null}
        {showValue && percent !== null ? (
          <span className={styles.valueText} aria-hidden="true">
            {percent}%
          </span>
        ) : null}
      </div>
      {bar}
    </div>
  );
});
