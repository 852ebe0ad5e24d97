import { errorMessage } from "@academy/api";
import { Button, Field, Select, Textarea } from "@academy/ui";
import { SiteFormSubmit } from "../../components/SiteFormSubmit/SiteFormSubmit.tsx";
import { SiteTextField } from "../../components/SiteTextField/SiteTextField.tsx";
import { FORM_IDS, INVALID_EMAIL, REQUIRED_MESSAGES } from "../../formText.ts";
import { MENTORSHIP_LOCATIONS } from "../../content/courses.ts";
import { looksLikeEmail, submitForm } from "../../lib/forms.ts";
import {
  bindField,
  useSiteForm,
  type FormErrors,
  type FormFailure,
} from "../../lib/useSiteForm.ts";
import * as forms from "../../styles/forms.css.ts";
import { MENTORSHIP_TEXT as TEXT } from "./mentorshipContent.ts";

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  goals: string;
};

const EMPTY: Values = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  location: "",
  goals: "",
};

export function validateApplication(values: Values): FormErrors<Values> {
  const errors: FormErrors<Values> = {};
  if (!values.firstName.trim()) errors.firstName = REQUIRED_MESSAGES.firstName;
  if (!values.lastName.trim()) errors.lastName = REQUIRED_MESSAGES.lastName;
  if (!values.email.trim()) errors.email = REQUIRED_MESSAGES.email;
  else if (!looksLikeEmail(values.email)) errors.email = INVALID_EMAIL;
  if (!values.phone.trim()) errors.phone = REQUIRED_MESSAGES.phone;
  if (!values.location) errors.location = REQUIRED_MESSAGES.location;
  return errors;
}

// academy.md §3: form data, with the fields the form does not show sent empty.
const sendApplication = ({ firstName, lastName, email, phone, goals, location }: Values) =>
  submitForm(
    FORM_IDS.mentorship,
    { firstName, lastName, email, phone, experience: "", goals, availability: "", location },
    "form-data",
  );

// academy.md §8: unlike the landing page's forms, the application shows the service's own words.
const describeApplicationFailure = (failure: FormFailure) =>
  failure.reason === "network"
    ? TEXT.network
    : errorMessage(failure.body, TEXT.requestFailed(failure.status));

/**
 * The Apply for Mentorship form (academy.md §3, §4, §5, §8): first and last name, e-mail,
 * phone and location required (Dallas, TX), goals optional; sent as form data with the
 * unshown fields empty. Form, submitting, then submitted or an error.
 */
export function MentorshipApplication({ onClose }: { onClose: () => void }) {
  const form = useSiteForm({
    empty: EMPTY,
    validate: validateApplication,
    submit: sendApplication,
    describeFailure: describeApplicationFailure,
  });

  if (form.status === "sent") {
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
    <form
      className={forms.form}
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={TEXT.formTitle}
    >
      <div className={forms.twoColumns}>
        <SiteTextField
          form={form}
          name="firstName"
          label={TEXT.firstName}
          required
          autoComplete="given-name"
        />
        <SiteTextField
          form={form}
          name="lastName"
          label={TEXT.lastName}
          required
          autoComplete="family-name"
        />
      </div>
      <div className={forms.twoColumns}>
        <SiteTextField form={form} name="email" label={TEXT.email} required autoComplete="email" />
        <SiteTextField form={form} name="phone" label={TEXT.phone} required autoComplete="tel" />
      </div>
      <Field label={TEXT.location} required error={form.errors.location}>
        <Select
          name="location"
          placeholder={TEXT.locationPlaceholder}
          options={MENTORSHIP_LOCATIONS.map((location) => ({ value: location, label: location }))}
          value={form.values.location}
          onValueChange={form.set("location")}
        />
      </Field>
      <Field label={TEXT.goals}>
        <Textarea rows={4} {...bindField(form, "goals")} />
      </Field>
      <SiteFormSubmit
        form={form}
        label={TEXT.submit}
        busyLabel={TEXT.submitting}
        className={forms.actions}
      />
    </form>
  );
}
