import { useId } from "react";
import * as styles from "./CheckboxField.css.ts";

export interface CheckboxFieldProps {
  label: string;
  /** Help under the label ("Enter manual comps for accurate ARV"). */
  description?: string | undefined;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string | undefined;
}

/**
 * A native checkbox with its label. Native rather than the design system's Radix checkbox: it
 * costs nothing in the embed bundle and behaves the same under either renderer.
 */
export function CheckboxField({
  label,
  description,
  checked,
  onCheckedChange,
  className,
}: CheckboxFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={className ? `${styles.row} ${className}` : styles.row}>
      <input
        id={id}
        type="checkbox"
        className={styles.box}
        checked={checked}
        aria-describedby={descriptionId}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      />
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
    </div>
  );
}
