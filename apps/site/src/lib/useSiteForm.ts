import { useCallback, useState, type ChangeEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { FORM_ERRORS } from "../formText.ts";
import type { FormOutcome } from "./forms.ts";

/** A form's fields: every value is the text of one input. */
export type FormValues = Record<string, string>;
export type FormErrors<V extends FormValues> = Partial<Record<keyof V, string>>;
export type FormFailure = Exclude<FormOutcome, { ok: true }>;

/** idle: the form, editable; sending: the submit button busy; sent: the form's success panel. */
export type FormStatus = "idle" | "sending" | "sent";

export interface SiteFormOptions<V extends FormValues> {
  /** The values of a fresh form, and what it clears to after a success. */
  empty: V;
  /** One message per invalid field; an empty object lets the form go. */
  validate: (values: V) => FormErrors<V>;
  /** Posts the values (each trimmed: the service stores what it is sent). */
  submit: (values: V) => Promise<FormOutcome>;
  /** The text above the submit button when it fails; the forms' shared messages by default. */
  describeFailure?: (failure: FormFailure) => string;
}

/** What a bound field needs of a form: its value, its error and how to change it. */
export interface SiteFormFields<V extends FormValues> {
  values: V;
  errors: FormErrors<V>;
  /** Sets one field and clears its error, so a message goes as soon as it is being fixed. */
  set: (field: keyof V) => (value: string) => void;
}

export interface SiteForm<V extends FormValues> extends SiteFormFields<V> {
  status: FormStatus;
  /** Why the last submission failed, or null. */
  failure: string | null;
  /** The form's onSubmit. */
  handleSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** From the success panel back to the (cleared) form. Stable, so a timer can hold it. */
  reopen: () => void;
}

/**
 * The props that tie a native text control (an input or a textarea) to one field of a form:
 * `<Textarea rows={4} {...bindField(form, "goals")} />`.
 */
export function bindField<V extends FormValues>(form: SiteFormFields<V>, field: keyof V & string) {
  return {
    name: field,
    value: form.values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.set(field)(event.target.value),
  };
}

/** academy.md §8: the contact and partnership forms' two messages. */
export function describeFormFailure(failure: FormFailure): string {
  return failure.reason === "network" ? FORM_ERRORS.network : FORM_ERRORS.rejected;
}

function trimmed<V extends FormValues>(values: V): V {
  const copy: FormValues = {};
  for (const [field, value] of Object.entries(values)) copy[field] = value.trim();
  return copy as V;
}

/**
 * The machinery the site's forms share: values and errors, validation that focuses the first
 * invalid field, and one submission at a time whose outcome becomes the success state or the
 * message above the button. What each form posts, and how its success panel ends, stay its own.
 */
export function useSiteForm<V extends FormValues>({
  empty,
  validate,
  submit,
  describeFailure = describeFormFailure,
}: SiteFormOptions<V>): SiteForm<V> {
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [status, setStatus] = useState<FormStatus>("idle");
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: keyof V) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const reopen = useCallback(() => setStatus("idle"), []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== "idle") return;
    // Read now: React lets go of currentTarget once the handler has returned.
    const form = event.currentTarget;
    const found = validate(values);
    // Rendered at once, so the first invalid field can take the focus.
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    setStatus("sending");
    setFailure(null);
    const outcome = await submit(trimmed(values));
    if (outcome.ok) {
      setValues(empty);
      setStatus("sent");
    } else {
      setStatus("idle");
      setFailure(describeFailure(outcome));
    }
  }

  return { values, errors, set, status, failure, handleSubmit, reopen };
}
