import * as LabelPrimitive from "@radix-ui/react-label";
import { forwardRef, useId, useMemo, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { ErrorIcon } from "../Icon/Icon.tsx";
import { cx } from "../utils/cx.ts";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden.tsx";
import { FieldContext } from "./FieldContext.ts";
import * as styles from "./Field.css.ts";

export interface FieldProps extends Omit<ComponentPropsWithoutRef<"div">, "children"> {
  label: ReactNode;
  /** Help under the label, e.g. "Supported formats: JPG, PNG, GIF". */
  hint?: ReactNode;
  /** A validation message; marks the control invalid. */
  error?: ReactNode;
  /** Where the error appears; the spec puts some above the control. */
  errorPlacement?: "above" | "below";
  required?: boolean;
  disabled?: boolean;
  /** Keep the label for screen readers only (e.g. inside a table row that labels it). */
  hideLabel?: boolean;
  /** The control's id; generated when omitted. */
  controlId?: string;
  /** One control (TextInput, NumberInput, Select, Textarea...). It joins the field itself. */
  children: ReactNode;
}

/**
 * Label, hint, required mark and error message around one control, wired for assistive
 * technology: the label names the control and the hint and error describe it.
 */
export const Field = forwardRef<HTMLDivElement, FieldProps>(function Field(
  {
    label,
    hint,
    error,
    errorPlacement = "below",
    required = false,
    disabled = false,
    hideLabel = false,
    controlId,
    className,
    children,
    ...rest
  },
  ref,
) {
  const generated = useId();
  const id = controlId ?? `field-${generated}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const hasError = error !== undefined && error !== null && error !== false && error !== "";
  const errorId = hasError ? `${id}-error` : undefined;

  const context = useMemo(
    () => ({ id, hintId, errorId, invalid: hasError, required, disabled }),
    [id, hintId, errorId, hasError, required, disabled],
  );

  const labelNode = (
    <LabelPrimitive.Root
      htmlFor={id}
      className={styles.label}
      data-disabled={disabled ? "" : undefined}
    >
      {label}
      {required ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </LabelPrimitive.Root>
  );
  const errorNode = hasError ? (
    <p id={errorId} className={styles.error} role="alert">
      <ErrorIcon />
      {error}
    </p>
  ) : null;

  return (
    <FieldContext.Provider value={context}>
      <div
        ref={ref}
        className={cx(styles.root, className)}
        data-invalid={hasError ? "" : undefined}
        data-disabled={disabled ? "" : undefined}
        {...rest}
      >
        {hideLabel ? <VisuallyHidden>{labelNode}</VisuallyHidden> : labelNode}
        {hint ? (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        {errorPlacement === "above" ? errorNode : null}
        {children}
        {errorPlacement === "below" ? errorNode : null}
      </div>
    </FieldContext.Provider>
  );
});
