import * as PopoverPrimitive from "@radix-ui/react-popover";
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { UI_LABELS } from "../constants.ts";
import { InfoIcon } from "../Icon/Icon.tsx";
import { IconButton } from "../IconButton/IconButton.tsx";
import { useTheme } from "../ThemeRoot/ThemeContext.ts";
import { cx } from "../utils/cx.ts";
import * as styles from "./Stat.css.ts";

export interface StatProps extends ComponentPropsWithoutRef<"div"> {
  /** What the figure is: "Net Profit". */
  label: string;
  /** The figure, already formatted: "$42,500", "18.5%". */
  value: ReactNode;
  /** How it is calculated; opens in a popover from an info button next to the label. */
  explanation?: ReactNode;
  /** A line under the value ("Worst case under a 10% ARV drop"). */
  helper?: ReactNode;
  tone?: "neutral" | "success" | "warning" | "danger" | "brand";
  size?: "sm" | "md" | "lg";
  /** Where the explanation portals to; defaults to the ThemeRoot's container. */
  container?: HTMLElement | null;
}

/**
 * A labelled figure in the calculators' results, with an optional explanation popover
 * (Radix Popover: Enter or Space opens it, Escape closes it and focus returns to the button).
 * The ref, className and rest props go to the root.
 */
export const Stat = forwardRef<HTMLDivElement, StatProps>(function Stat(
  { label, value, explanation, helper, tone, size, container, className, ...rest },
  ref,
) {
  const theme = useTheme();
  const labelId = useId();
  return (
    <div
      ref={ref}
      role="group"
      aria-labelledby={labelId}
      data-tone={tone ?? "neutral"}
      className={cx(styles.root, className)}
      {...rest}
    >
      <div className={styles.labelRow}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {explanation ? (
          <PopoverPrimitive.Root>
            <PopoverPrimitive.Trigger asChild>
              <IconButton
                label={`${UI_LABELS.moreInfo} ${label}`}
                size="sm"
                className={styles.infoButton}
              >
                <InfoIcon />
              </IconButton>
            </PopoverPrimitive.Trigger>
            <PopoverPrimitive.Portal container={container ?? theme.portalContainer}>
              <PopoverPrimitive.Content
                aria-label={label}
                side="top"
                sideOffset={6}
                collisionPadding={8}
                className={cx(theme.themeClassName, styles.popover)}
              >
                {explanation}
                <PopoverPrimitive.Arrow className={styles.arrow} />
              </PopoverPrimitive.Content>
            </PopoverPrimitive.Portal>
          </PopoverPrimitive.Root>
        ) : null}
      </div>
      <div className={styles.value({ tone, size })}>{value}</div>
      {helper ? <div className={styles.helper}>{helper}</div> : null}
    </div>
  );
});
