/**
 * Every user-visible string and timing that spec/academy.md gives the site's forms (contact,
 * partnership, mentorship application) and the course buttons, in one place so a reader can
 * check them against the spec. Apart from pageText.ts because the landing page loads these.
 */

export const CONTACT_FORM = {
  heading: "Get in Touch",
  intro: "Questions about a course, the mentorship or the Partnership Network? Send us a message.",
  name: "Full Name",
  email: "Email Address",
  phone: "Phone Number",
  message: "Message",
  submit: "Send Message",
  sending: "Sending...",
  thankYou: "Thank You",
  thankYouText: "Your message has been sent. We will get back to you soon.",
  /** academy.md §9: the success panel reverts to the form after 5000 ms. */
  successRevertMs: 5000,
} as const;

export const PARTNERSHIP_FORM = {
  open: "Join the Network",
  close: "Close Form",
  heading: "Join the Partnership Network",
  name: "Full Name",
  email: "Email Address",
  phone: "Phone Number",
  message: "Message",
  submit: "Submit Application",
  sending: "Sending...",
  thankYou: "Thank You",
  thankYouText: "Thanks for your interest in the Partnership Network. We will be in touch shortly.",
  closeThankYou: "Close",
} as const;

export const FORM_ERRORS = {
  rejected: "There was an issue submitting your form. Please try again.",
  network: "An error occurred. Please check your connection and try again.",
} as const;

export const REQUIRED_MESSAGES = {
  name: "Full Name is required",
  email: "Email Address is required",
  phone: "Phone Number is required",
  message: "Message is required",
  firstName: "First Name is required",
  lastName: "Last Name is required",
  location: "Location is required",
} as const;

export const INVALID_EMAIL = "Please enter a valid email address";

export const CHECKING_ENROLLMENT = "Checking enrollment...";

export const FORM_IDS = {
  contact: "contact",
  partnership: "partnership",
  mentorship: "mentorship",
} as const;
