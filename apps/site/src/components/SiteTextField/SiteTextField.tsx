import { Field, TextInput, type TextInputProps } from "@academy/ui";
import type { ReactNode } from "react";
import { bindField, type FormValues, type SiteFormFields } from "../../lib/useSiteForm.ts";

export interface SiteTextFieldProps<V extends FormValues> extends Omit<
  TextInputProps,
  "form" | "name" | "value" | "onChange" | "required"
> {
  /** The form (from useSiteForm) that holds the value and the error. */
  form: SiteFormFields<V>;
  /** The field: the input's name and the key of its value and error. */
  name: keyof V & string;
  label: ReactNode;
  required?: boolean;
}

// An e-mail or phone field wants the matching keyboard as well as the matching autofill, so the
// autofill hint decides the input type unless one is given.
const TYPE_FOR_AUTOCOMPLETE: Partial<Record<string, TextInputProps["type"]>> = {
  email: "email",
  tel: "tel",
};

/**
 * A labelled text input bound to one field of a useSiteForm form: it shows the field's value
 * and error, and typing sets the value and clears the error. Other props go to the input.
 */
export function SiteTextField<V extends FormValues>({
  form,
  name,
  label,
  required = false,
  autoComplete,
  type = autoComplete === undefined ? undefined : TYPE_FOR_AUTOCOMPLETE[autoComplete],
  ...input
}: SiteTextFieldProps<V>) {
  return (
    <Field label={label} required={required} error={form.errors[name]}>
      <TextInput {...input} type={type} autoComplete={autoComplete} {...bindField(form, name)} />
    </Field>
  );
}
