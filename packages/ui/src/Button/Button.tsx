import { Slot } from "@radix-ui/react-slot";
import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from "react";
import { BUSY_LABELS } from "../constants.ts";
import { Spinner } from "../Spinner/Spinner.tsx";
import { cx } from "../utils/cx.ts";
import * as styles from "./Button.css.ts";

export interface ButtonProps extends ComponentPropsWithoutRef<"button"> {
  variant?: "primary" | "secondary" | "ghost" | "danger" | "link";
  size?: "sm" | "md" | "lg";
  fullWidth?: boolean;
  /**
   * Working on it: shows a spinner and `busyLabel`, keeps the width it had so the layout does
   * not jump, and ignores activation (click, Enter, Space, and so a form submit through it).
   * Unlike `disabled` it stays focusable (`aria-disabled`), so keyboard and screen reader
   * users keep their place and hear it turn busy, then done.
   */
  busy?: boolean;
  /** Shown while busy, e.g. `BUSY_LABELS.processing` ("Processing..."). */
  busyLabel?: string;
  /** Icon before the label. */
  startIcon?: ReactNode;
  /** Icon after the label. */
  endIcon?: ReactNode;
  /**
   * Render the single child (a router link, an anchor) with the button's look instead of a
   * <button>. Busy and icons are not drawn in this mode.
   */
  asChild?: boolean;
}

/** The action button: primary, secondary, ghost, danger or link; three sizes; busy state. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = "primary",
    size = "md",
    fullWidth = false,
    busy = false,
    busyLabel = BUSY_LABELS.loading,
    startIcon,
    endIcon,
    asChild = false,
    disabled,
    type = "button",
    className,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  const classes = cx(styles.button({ variant, size, fullWidth }), className);
  if (asChild) {
    return (
      <Slot ref={ref} className={classes} onClick={onClick} {...rest}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled}
      // A real `disabled` would drop the focus the user had on it (back to <body>).
      aria-disabled={(busy && !disabled) || undefined}
      aria-busy={busy || undefined}
      data-busy={busy ? "" : undefined}
      data-variant={variant}
      {...rest}
      onClick={busy ? ignoreActivation : onClick}
    >
      <span className={styles.content}>
        <span
          className={styles.label}
          data-hidden={busy ? "" : undefined}
          aria-hidden={busy || undefined}
        >
          {startIcon}
          {children}
          {endIcon}
        </span>
        <span
          className={styles.busyLabel}
          data-hidden={busy ? undefined : ""}
          aria-hidden={busy ? undefined : true}
        >
          <Spinner size="sm" decorative />
          {busyLabel}
        </span>
      </span>
    </button>
  );
});

/** Enter and Space arrive as clicks too; cancelling one also stops the form submit it would do. */
function ignoreActivation(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}
