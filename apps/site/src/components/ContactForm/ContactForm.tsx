import { Field, Textarea } from "@academy/ui";
import { useEffect } from "react";
import {
  CONTACT_FORM as TEXT,
  FORM_IDS,
  INVALID_EMAIL,
  REQUIRED_MESSAGES,
} from "../../formText.ts";
import { looksLikeEmail, submitForm } from "../../lib/forms.ts";
import { bindField, useSiteForm, type FormErrors } from "../../lib/useSiteForm.ts";
import * as styles from "../../styles/forms.css.ts";
import { SiteFormSubmit } from "../SiteFormSubmit/SiteFormSubmit.tsx";
import { SiteTextField } from "../SiteTextField/SiteTextField.tsx";

type Values = { name: string; email: string; phone: string; message: string };

const EMPTY: Values = { name: "", email: "", phone: "", message: "" };

export function validateContact(values: Values): FormErrors<Values> {
  const errors: FormErrors<Values> = {};
  if (!values.name.trim()) errors.name = REQUIRED_MESSAGES.name;
  if (!values.email.trim()) errors.email = REQUIRED_MESSAGES.email;
  else if (!looksLikeEmail(values.email)) errors.email = INVALID_EMAIL;
  if (!values.message.trim()) errors.message = REQUIRED_MESSAGES.message;
  return errors;
}

const sendContact = ({ name, email, phone, message }: Values) =>
  submitForm(FORM_IDS.contact, { name, email, phone, message }, "json");

/**
 * The contact form of academy.md §4: idle, sending (button disabled, Sending...), then a Thank
 * You panel (form cleared, back to the form after 5 s) or an error in red above the button.
 */
export function ContactForm() {
  const form = useSiteForm({ empty: EMPTY, validate: validateContact, submit: sendContact });
  const { status, reopen } = form;

  useEffect(() => {
    if (status !== "sent") return;
    const timer = setTimeout(reopen, TEXT.successRevertMs);
    return () => clearTimeout(timer);
  }, [status, reopen]);

  if (status === "sent") {
    return (
      <div className={styles.thankYou} role="status">
        <p className={styles.thankYouTitle}>{TEXT.thankYou}</p>
        <p className={styles.thankYouText}>{TEXT.thankYouText}</p>
      </div>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit} aria-label={TEXT.heading}>
      <div className={styles.twoColumns}>
        <SiteTextField form={form} name="name" label={TEXT.name} required autoComplete="name" />
        <SiteTextField form={form} name="email" label={TEXT.email} required autoComplete="email" />
      </div>
      <SiteTextField form={form} name="phone" label={TEXT.phone} autoComplete="tel" />
      <Field label={TEXT.message} required error={form.errors.message}>
        <Textarea rows={5} {...bindField(form, "message")} />
      </Field>
      <SiteFormSubmit form={form} label={TEXT.submit} busyLabel={TEXT.sending} />
    </form>
  );
}
