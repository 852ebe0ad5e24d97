import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { useFieldControl } from "../Field/FieldContext.ts";
import { cx } from "../utils/cx.ts";
import * as styles from "./TextInput.css.ts";

export interface TextInputProps extends Omit<ComponentPropsWithoutRef<"input">, "size"> {
  size?: "sm" | "md" | "lg";
  /** Marks the input invalid; a surrounding Field with an error does this for you. */
  invalid?: boolean;
  /** Shown inside the box before the text, e.g. "$". Decorative: say it in the label too. */
  startAdornment?: ReactNode;
  /** Shown inside the box after the text, e.g. "%" or a button. */
  endAdornment?: ReactNode;
}

/**
 * A single-line text input. Inside a Field it takes the field's id, description, invalid
 * and required state. The ref, className and rest props go to the <input>.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { size, startAdornment, endAdornment, className, type = "text", ...props },
  ref,
) {
  const { controlProps } = useFieldControl(props);
  const input = (
    <input
      ref={ref}
      type={type}
      className={cx(
        styles.input({ size }),
        startAdornment != null && styles.withStart,
        endAdornment != null && styles.withEnd,
        className,
      )}
      {...controlProps}
    />
  );
  if (startAdornment == null && endAdornment == null) return input;
  return (
    <span className={styles.adorned}>
      {startAdornment != null ? (
        <span className={cx(styles.adornment, styles.start)}>{startAdornment}</span>
      ) : null}
      {input}
      {endAdornment != null ? (
        <span className={cx(styles.adornment, styles.end)}>{endAdornment}</span>
      ) : null}
    </span>
  );
});
