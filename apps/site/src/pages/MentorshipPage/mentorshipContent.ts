import { MENTORSHIP } from "../../content/courses.ts";

/** academy.md §2, §4, §5, §8 and §9: the mentorship page and its application form. */
export const MENTORSHIP_TEXT = {
  eyebrow: "Premium Program",
  apply: "Apply for Mentorship",
  formTitle: "Apply for Mentorship",
  formDescription: `Tell us about yourself. Our team replies within ${MENTORSHIP.replyWithinHours} hours.`,
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  phone: "Phone",
  location: "Location",
  locationPlaceholder: "Select a location",
  goals: "Your Goals",
  submit: "Submit Application",
  submitting: "Submitting...",
  submitted: "Application Submitted! We will contact you within 48 hours.",
  close: "Close",
  requestFailed: (status: number) => `Request failed (${status}). Please try again.`,
  network: "Network request failed. Check your connection and try again.",
  facts: [
    { label: "Duration", value: `${MENTORSHIP.duration} weeks` },
    { label: "Cohort size", value: `${MENTORSHIP.cohort} students` },
    { label: "Location", value: MENTORSHIP.location },
  ],
} as const;
