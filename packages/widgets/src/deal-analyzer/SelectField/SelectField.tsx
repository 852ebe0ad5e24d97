import type { ReactNode } from "react";
import { Field, useFieldControl } from "@academy/ui";
import * as styles from "./SelectField.css.ts";

export interface SelectFieldProps {
  label: ReactNode;
  value: string;
  options: readonly { value: string; label: string }[];
  onValueChange: (value: string) => void;
}

/**
 * A labelled native select (Property Type, Loan Product Preference). Native rather than the
 * design system's Radix select: its list needs no portal out of the widget's shadow root, it is
 * keyboard and screen-reader friendly on every platform, and it adds nothing to the embed.
 */
export function SelectField({ label, ...rest }: SelectFieldProps) {
  return (
    <Field label={label}>
      <NativeSelect {...rest} />
    </Field>
  );
}

function NativeSelect({ value, options, onValueChange }: Omit<SelectFieldProps, "label">) {
  const { controlProps } = useFieldControl({});
  return (
    <select
      {...controlProps}
      className={styles.select}
      value={value}
      onChange={(event) => onValueChange(event.currentTarget.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
