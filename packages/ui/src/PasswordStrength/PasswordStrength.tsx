import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { PASSWORD_STRENGTH_MAX_SCORE, UI_LABELS } from "../constants.ts";
import { cx } from "../utils/cx.ts";
import { getPasswordStrength } from "./getPasswordStrength.ts";
import * as styles from "./PasswordStrength.css.ts";

export interface PasswordStrengthProps extends Omit<ComponentPropsWithoutRef<"div">, "children"> {
  /** The password being typed. */
  password: string;
  /** Render nothing until something is typed. On by default. */
  hideWhenEmpty?: boolean;
  /** Visible caption before the level. */
  label?: string;
}

/** A five-segment meter of the spec's password rule, with Weak, Medium or Strong in words. */
export const PasswordStrength = forwardRef<HTMLDivElement, PasswordStrengthProps>(
  function PasswordStrength(
    { password, hideWhenEmpty = true, label = UI_LABELS.passwordStrength, className, ...rest },
    ref,
  ) {
    if (hideWhenEmpty && password === "") return null;
    const strength = getPasswordStrength(password);
    return (
      <div
        ref={ref}
        data-level={strength.level}
        data-score={strength.score}
        className={cx(styles.root, className)}
        {...rest}
      >
        <div
          role="meter"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={PASSWORD_STRENGTH_MAX_SCORE}
          aria-valuenow={strength.score}
          aria-valuetext={strength.label}
          className={styles.bar}
        >
          {Array.from({ length: PASSWORD_STRENGTH_MAX_SCORE }, (_, i) => (
            <span
              key={i}
              className={styles.segment}
              data-filled={i < strength.score ? "" : undefined}
            />
          ))}
        </div>
        <span className={styles.label} aria-live="polite">
          {label}: <span className={styles.value}>{strength.label}</span>
        </span>
      </div>
    );
  },
);
