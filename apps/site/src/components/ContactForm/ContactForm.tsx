import { Button, Field, InlineAlert, Textarea, TextInput } from "@academy/ui";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import {
  CONTACT_FORM as TEXT,
  FORM_ERRORS,
  FORM_IDS,
  INVALID_EMAIL,
  REQUIRED_MESSAGES,
} from "../../constants.ts";
import { looksLikeEmail, submitForm } from "../../lib/forms.ts";
import * as styles from "../../styles/forms.css.ts";

interface Values {
  name: string;
  email: string;
  phone: string;
  message: string;
}
type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = { name: "", email: "", phone: "", message: "" };

export function validateContact(values: Values): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = REQUIRED_MESSAGES.name;
  if (!values.email.trim()) errors.email = REQUIRED_MESSAGES.email;
  else if (!looksLikeEmail(values.email)) errors.email = INVALID_EMAIL;
  if (!values.message.trim()) errors.message = REQUIRED_MESSAGES.message;
  return errors;
}

type Status = "idle" | "sending" | "success";

/**
 * The contact form of academy.md §4: idle, sending (button disabled, Sending...), then a Thank
 * You panel (form cleared, back to the form after 5 s) or an error in red above the button.
 */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>("idle");
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (status !== "success") return;
    const timer = setTimeout(() => setStatus("idle"), TEXT.successRevertMs);
    return () => clearTimeout(timer);
  }, [status]);

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    const found = validateContact(values);
    // Rendered at once, so the first invalid field can take the focus.
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    setStatus("sending");
    setFailure(null);
    const outcome = await submitForm(
      FORM_IDS.contact,
      {
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        message: values.message.trim(),
      },
      "json",
    );
    if (outcome.ok) {
      setValues(EMPTY);
      setStatus("success");
    } else {
      setStatus("idle");
      setFailure(outcome.reason === "network" ? FORM_ERRORS.network : FORM_ERRORS.rejected);
    }
  }

  if (status === "success") {
    return (
      <div className={styles.thankYou} role="status">
        <p className={styles.thankYouTitle}>{TEXT.thankYou}</p>
        <p className={styles.thankYouText}>{TEXT.thankYouText}</p>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={handleSubmit}
      aria-label={TEXT.heading}
    >
      <div className={styles.twoColumns}>
        <Field label={TEXT.name} required error={errors.name}>
          <TextInput
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(event) => set("name")(event.target.value)}
          />
        </Field>
        <Field label={TEXT.email} required error={errors.email}>
          <TextInput
            type="email"
            name="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => set("email")(event.target.value)}
          />
        </Field>
      </div>
      <Field label={TEXT.phone}>
        <TextInput
          type="tel"
          name="phone"
          autoComplete="tel"
          value={values.phone}
          onChange={(event) => set("phone")(event.target.value)}
        />
      </Field>
      <Field label={TEXT.message} required error={errors.message}>
        <Textarea
          name="message"
          rows={5}
          value={values.message}
          onChange={(event) => set("message")(event.target.value)}
        />
      </Field>
      {failure ? <InlineAlert tone="danger">{failure}</InlineAlert> : null}
      <div>
        <Button type="submit" busy={status === "sending"} busyLabel={TEXT.sending}>
          {TEXT.submit}
        </Button>
      </div>
    </form>
  );
}
