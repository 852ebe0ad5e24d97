import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import * as LabelPrimitive from "@radix-ui/react-label";
import {
  forwardRef,
  useId,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type ReactNode,
} from "react";
import { CheckIcon } from "../Icon/Icon.tsx";
import { cx } from "../utils/cx.ts";
import * as styles from "./Checkbox.css.ts";

export interface CheckboxProps extends ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root> {
  /** Visible label, clickable, naming the checkbox. Omit it and pass aria-label instead. */
  label?: ReactNode;
  /** Help under the label, e.g. "Enter manual comps for accurate ARV". */
  description?: ReactNode;
  invalid?: boolean;
}

/**
 * A Radix checkbox (checked/defaultChecked/onCheckedChange, `data-state`), with an optional
 * label and description. The ref, className and rest props go to the checkbox itself.
 */
export const Checkbox = forwardRef<ComponentRef<typeof CheckboxPrimitive.Root>, CheckboxProps>(
  function Checkbox(
    {
      label,
      description,
      invalid = false,
      id,
      className,
      "aria-describedby": describedBy,
      ...rest
    },
    ref,
  ) {
    const generated = useId();
    const controlId = id ?? `checkbox-${generated}`;
    const descriptionId = description ? `${controlId}-description` : undefined;
    const control = (
      <CheckboxPrimitive.Root
        ref={ref}
        id={controlId}
        aria-invalid={invalid || undefined}
        aria-describedby={cx(describedBy, descriptionId) || undefined}
        data-invalid={invalid ? "" : undefined}
        className={cx(styles.box, className)}
        {...rest}
      >
        <CheckboxPrimitive.Indicator className={styles.indicator}>
          {rest.checked === "indeterminate" ? (
            <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true">
              <path d="M6 12h12" stroke="currentColor" strokeLinecap="round" />
            </svg>
          ) : (
            <CheckIcon className={styles.icon} />
          )}
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
    );
    if (label == null) return control;
    return (
      <div className={styles.row}>
        {control}
        <span className={styles.text}>
          <LabelPrimitive.Root
            htmlFor={controlId}
            className={styles.label}
            data-disabled={rest.disabled ? "" : undefined}
          >
            {label}
          </LabelPrimitive.Root>
          {description ? (
            <span id={descriptionId} className={styles.description}>
              {description}
            </span>
          ) : null}
        </span>
      </div>
    );
  },
);
