import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { cx } from "../utils/cx.ts";
import * as styles from "./IconButton.css.ts";

export interface IconButtonProps extends Omit<ComponentPropsWithoutRef<"button">, "aria-label"> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  variant?: "primary" | "secondary" | "ghost" | "danger";
  size?: "sm" | "md" | "lg";
  shape?: "square" | "round";
}

/** A button whose only content is an icon, named by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, variant, size, shape, type = "button", className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={cx(styles.iconButton({ variant, size, shape }), className)}
      {...rest}
    />
  );
});
