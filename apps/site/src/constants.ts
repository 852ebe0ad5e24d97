import { LOGIN_MODAL_PARAM } from "@academy/widgets";

/**
 * Every user-visible string, number and timing that spec/academy.md and
 * spec/investor-tools.md give the site's shell, landing page, forms, reset-password and
 * practice-tests pages, in one place so a reader can check them against the spec.
 * Course sales figures live in content/courses.ts; company details in content/company.ts.
 */

/** academy.md §2: the header links, in order. The mobile menu links Home to /#home. */
export const NAV_LINKS = [
  { label: "Home", to: "/", mobileTo: "/#home" },
  { label: "Courses", to: "/#courses", mobileTo: "/#courses" },
  { label: "Practice Tests", to: "/practice-tests", mobileTo: "/practice-tests" },
  { label: "Calculators", to: "/real-estate-calculator", mobileTo: "/real-estate-calculator" },
  { label: "Discord", to: "/discord", mobileTo: "/discord" },
  { label: "Contact", to: "/#contact", mobileTo: "/#contact" },
] as const;

export const HEADER_TEXT = {
  studentLogin: "Student Login",
  logout: "Logout",
  photoMenu: "Photo options",
  addPhoto: "Add photo",
  changePhoto: "Change photo",
  viewPhoto: "View photo",
  mainNav: "Main",
  home: "Academy home",
} as const;

/** academy.md §2, §4 and §9: hash anchors scroll smoothly, retried after 500 ms and 1 s. */
export const HASH_SCROLL_RETRY_DELAYS_MS = [500, 1000] as const;

/** academy.md §2: the landing page's section anchors. */
export const SECTION_IDS = {
  home: "home",
  courses: "courses",
  leadership: "leadership",
  pathway: "pathway",
  accelerator: "accelerator",
  contact: "contact",
} as const;

/** academy.md §2 and §9: the dismissible announcement banner. */
export const GRAND_OPENING = {
  text: "You're invited to our Grand Opening on March 15th, 2026!",
  detail: "Meet the founders, tour the training center and get your questions answered.",
  register: "Register Now",
  registerHref: "#contact",
  dismiss: "Dismiss announcement",
} as const;

/** academy.md §4 and §8: the contact form. */
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

/** academy.md §2, §4 and §5: the Partnership Network join form. */
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

/** academy.md §8: what a failed form submission says (shown in red above the submit button). */
export const FORM_ERRORS = {
  rejected: "There was an issue submitting your form. Please try again.",
  network: "An error occurred. Please check your connection and try again.",
} as const;

/** academy.md §5: required-field messages (the spec names the fields, not the wording). */
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

/** academy.md §4: the course button's checking label. */
export const CHECKING_ENROLLMENT = "Checking enrollment...";

/** academy.md §2, §4, §5 and §8: the reset-password page. */
export const RESET_PASSWORD = {
  title: "Reset Password",
  intro: "Choose a new password for your account.",
  newPassword: "New Password",
  confirmPassword: "Confirm Password",
  submit: "Reset Password",
  submitting: "Resetting...",
  success: "Your password has been reset. Redirecting...",
  backToLogin: "Back to Login",
  missingToken: "Invalid or missing reset token",
  mismatch: "Passwords do not match",
  tooShort: "Password must be at least 8 characters long",
  failed: "Failed to reset password.",
  network: "Network error. Please try again.",
  /** academy.md §9: redirect 2 s after success. */
  redirectDelayMs: 2000,
  /** academy.md §2: the default redirect is home with the login modal open. */
  defaultRedirect: `/?${LOGIN_MODAL_PARAM}=true`,
  minLength: 8,
} as const;

/** academy.md §2: Back to Login links here; it opens the Student Login modal on the home page. */
export const LOGIN_PATH = "/login";

/** academy.md §2, §6 and §8: the Profile Picture modal and viewer. */
export const PROFILE_PICTURE = {
  title: "Profile Picture",
  viewerTitle: "Your profile picture",
  choose: "Choose photo",
  upload: "Upload",
  uploading: "Uploading...",
  remove: "Remove picture",
  removing: "Removing...",
  edit: "Edit",
  close: "Close",
  fieldLabel: "New profile picture",
  uploadFailed: "Failed to upload image. Please try again.",
  deleteFailed: "Failed to delete image. Please try again.",
  openUpload: "Add a profile picture",
  openViewer: "View your profile picture",
} as const;

/** academy.md §2, §3, §4, §8 and §9: the practice tests page. */
export const PRACTICE_TESTS = {
  heading: "Available Practice Tests",
  banner: "Our practice tests are being created right now. Check back soon for full-length exams.",
  loading: "Loading practice tests...",
  empty: "No practice tests available yet.",
  comingSoon: "Coming Soon",
  inDevelopment: "In Development",
  oneTime: "one-time",
  bullets: [
    "One complete practice test",
    "Instant results and detailed explanations",
    "Comprehensive question coverage",
  ],
  alert: "Practice tests are coming soon! We're still developing this feature. Check back later.",
  /** academy.md §9: the loading simulation takes about 0.5 s. */
  loadingDelayMs: 500,
} as const;

/** Routes owned by later issues: shown as a clear "coming soon" page until they land. */
export const COMING_SOON = {
  title: "Coming soon",
  text: "We're still building this page. Check back soon!",
  home: "Back to home",
} as const;

export const NOT_FOUND = {
  title: "Page not found",
  text: "The page you are looking for does not exist or has moved.",
  home: "Back to home",
} as const;

export const BACK_TO_HOME = "Back to Home";

/** academy.md §7: forms go to a form-collection service; the reference server is one. */
export const FORM_IDS = {
  contact: "contact",
  partnership: "partnership",
  mentorship: "mentorship",
} as const;
