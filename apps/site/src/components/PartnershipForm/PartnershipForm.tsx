import { Button, Field, Textarea } from "@academy/ui";
import {
  FORM_IDS,
  INVALID_EMAIL,
  PARTNERSHIP_FORM as TEXT,
  REQUIRED_MESSAGES,
} from "../../formText.ts";
import { looksLikeEmail, submitForm } from "../../lib/forms.ts";
import { bindField, useSiteForm, type FormErrors } from "../../lib/useSiteForm.ts";
import * as styles from "../../styles/forms.css.ts";
import { SiteFormSubmit } from "../SiteFormSubmit/SiteFormSubmit.tsx";
import { SiteTextField } from "../SiteTextField/SiteTextField.tsx";

type Values = { name: string; email: string; phone: string; message: string };

const EMPTY: Values = { name: "", email: "", phone: "", message: "" };

export function validatePartnership(values: Values): FormErrors<Values> {
  const errors: FormErrors<Values> = {};
  if (!values.name.trim()) errors.name = REQUIRED_MESSAGES.name;
  if (!values.email.trim()) errors.email = REQUIRED_MESSAGES.email;
  else if (!looksLikeEmail(values.email)) errors.email = INVALID_EMAIL;
  if (!values.phone.trim()) errors.phone = REQUIRED_MESSAGES.phone;
  return errors;
}

// academy.md §3: the payload carries a company, which has no input, so it is always empty.
const sendPartnership = ({ name, email, phone, message }: Values) =>
  submitForm(FORM_IDS.partnership, { name, email, phone, company: "", message }, "json");

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
  const form = useSiteForm({
    empty: EMPTY,
    validate: validatePartnership,
    submit: sendPartnership,
  });

  if (form.status === "sent") {
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
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={TEXT.heading}
    >
      <div className={styles.twoColumns}>
        <SiteTextField form={form} name="name" label={TEXT.name} required autoComplete="name" />
        <SiteTextField form={form} name="email" label={TEXT.email} required autoComplete="email" />
      </div>
      <SiteTextField
        form={form}
        name="phone"
        label={TEXT.phone}
        required
        type="tel"
        autoComplete="tel"
      />
      <Field label={TEXT.message}>
        <Textarea rows={4} {...bindField(form, "message")} />
      </Field>
      <SiteFormSubmit form={form} label={TEXT.submit} busyLabel={TEXT.sending} />
    </form>
  );
}
