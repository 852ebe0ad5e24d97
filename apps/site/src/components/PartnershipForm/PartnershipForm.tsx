import { Button, Field, InlineAlert, Textarea, TextInput } from "@academy/ui";
import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import {
  FORM_ERRORS,
  FORM_IDS,
  INVALID_EMAIL,
  PARTNERSHIP_FORM as TEXT,
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

export function validatePartnership(values: Values): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = REQUIRED_MESSAGES.name;
  if (!values.email.trim()) errors.email = REQUIRED_MESSAGES.email;
  else if (!looksLikeEmail(values.email)) errors.email = INVALID_EMAIL;
  if (!values.phone.trim()) errors.phone = REQUIRED_MESSAGES.phone;
  return errors;
}

export interface PartnershipFormProps {
  /** Closes the form (the Thank You panel's Close button). */
  onClose: () => void;
  /** An id for the form, so the toggle button can point at it. */
  id?: string;
}

/**
 * The Partnership Network join form of academy.md §4 and §5: name, e-mail and phone required,
 * message optional (company is sent empty, it has no input). On success a Thank You panel with
 * a Close button; the form clears and does not come back by itself.
 */
export function PartnershipForm({ onClose, id }: PartnershipFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validatePartnership(values);
    // Rendered at once, so the first invalid field can take the focus.
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    const outcome = await submitForm(
      FORM_IDS.partnership,
      {
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        company: "",
        message: values.message.trim(),
      },
      "json",
    );
    setSending(false);
    if (outcome.ok) {
      setValues(EMPTY);
      setDone(true);
    } else {
      setFailure(outcome.reason === "network" ? FORM_ERRORS.network : FORM_ERRORS.rejected);
    }
  }

  if (done) {
    return (
      <div id={id} className={styles.thankYou} role="status">
        <p className={styles.thankYouTitle}>{TEXT.thankYou}</p>
        <p className={styles.thankYouText}>{TEXT.thankYouText}</p>
        <div>
          <Button variant="secondary" onClick={onClose}>
            {TEXT.closeThankYou}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      id={id}
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
      <Field label={TEXT.phone} required error={errors.phone}>
        <TextInput
          type="tel"
          name="phone"
          autoComplete="tel"
          value={values.phone}
          onChange={(event) => set("phone")(event.target.value)}
        />
      </Field>
      <Field label={TEXT.message}>
        <Textarea
          name="message"
          rows={4}
          value={values.message}
          onChange={(event) => set("message")(event.target.value)}
        />
      </Field>
      {failure ? <InlineAlert tone="danger">{failure}</InlineAlert> : null}
      <div>
        <Button type="submit" busy={sending} busyLabel={TEXT.sending}>
          {TEXT.submit}
        </Button>
      </div>
    </form>
  );
}
