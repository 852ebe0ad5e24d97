import { errorMessage } from "@academy/api";
import { Button, Field, InlineAlert, Select, Textarea, TextInput } from "@academy/ui";
import { useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { FORM_IDS, INVALID_EMAIL, REQUIRED_MESSAGES } from "../../constants.ts";
import { MENTORSHIP_LOCATIONS } from "../../content/courses.ts";
import { looksLikeEmail, submitForm } from "../../lib/forms.ts";
import * as forms from "../../styles/forms.css.ts";
import { MENTORSHIP_TEXT as TEXT } from "./mentorshipContent.ts";

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  goals: string;
}
type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  location: "",
  goals: "",
};

export function validateApplication(values: Values): Errors {
  const errors: Errors = {};
  if (!values.firstName.trim()) errors.firstName = REQUIRED_MESSAGES.firstName;
  if (!values.lastName.trim()) errors.lastName = REQUIRED_MESSAGES.lastName;
  if (!values.email.trim()) errors.email = REQUIRED_MESSAGES.email;
  else if (!looksLikeEmail(values.email)) errors.email = INVALID_EMAIL;
  if (!values.phone.trim()) errors.phone = REQUIRED_MESSAGES.phone;
  if (!values.location) errors.location = REQUIRED_MESSAGES.location;
  return errors;
}

type Status = "form" | "submitting" | "submitted";

/**
 * The Apply for Mentorship form (academy.md §3, §4, §5, §8): first and last name, e-mail,
 * phone and location required (Dallas, TX), goals optional; sent as form data with the
 * unshown fields empty. Form, submitting, then submitted or an error.
 */
export function MentorshipApplication({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>("form");
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== "form") return;
    const found = validateApplication(values);
    // Rendered at once, so the first invalid field can take the focus.
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      event.currentTarget.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    setStatus("submitting");
    setFailure(null);
    const outcome = await submitForm(
      FORM_IDS.mentorship,
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        experience: "",
        goals: values.goals.trim(),
        availability: "",
        location: values.location,
      },
      "form-data",
    );
    if (outcome.ok) {
      setValues(EMPTY);
      setStatus("submitted");
      return;
    }
    setStatus("form");
    setFailure(
      outcome.reason === "network"
        ? TEXT.network
        : errorMessage(outcome.body, TEXT.requestFailed(outcome.status)),
    );
  }

  if (status === "submitted") {
    return (
      <div className={forms.thankYou} role="status">
        <p className={forms.thankYouTitle}>{TEXT.submitted}</p>
        <div>
          <Button variant="secondary" onClick={onClose}>
            {TEXT.close}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className={forms.form} noValidate onSubmit={handleSubmit} aria-label={TEXT.formTitle}>
      <div className={forms.twoColumns}>
        <Field label={TEXT.firstName} required error={errors.firstName}>
          <TextInput
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(event) => set("firstName")(event.target.value)}
          />
        </Field>
        <Field label={TEXT.lastName} required error={errors.lastName}>
          <TextInput
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(event) => set("lastName")(event.target.value)}
          />
        </Field>
      </div>
      <div className={forms.twoColumns}>
        <Field label={TEXT.email} required error={errors.email}>
          <TextInput
            type="email"
            name="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => set("email")(event.target.value)}
          />
        </Field>
        <Field label={TEXT.phone} required error={errors.phone}>
          <TextInput
            type="tel"
            name="phone"
            autoComplete="tel"
            value={values.phone}
            onChange={(event) => set("phone")(event.target.value)}
          />
        </Field>
      </div>
      <Field label={TEXT.location} required error={errors.location}>
        <Select
          name="location"
          placeholder={TEXT.locationPlaceholder}
          options={MENTORSHIP_LOCATIONS.map((location) => ({ value: location, label: location }))}
          value={values.location}
          onValueChange={set("location")}
        />
      </Field>
      <Field label={TEXT.goals}>
        <Textarea
          name="goals"
          rows={4}
          value={values.goals}
          onChange={(event) => set("goals")(event.target.value)}
        />
      </Field>
      {failure ? <InlineAlert tone="danger">{failure}</InlineAlert> : null}
      <div className={forms.actions}>
        <Button type="submit" busy={status === "submitting"} busyLabel={TEXT.submitting}>
          {TEXT.submit}
        </Button>
      </div>
    </form>
  );
}
