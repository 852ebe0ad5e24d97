/**
 * Every string and timing of the enrol modal (academy.md §4, §5, §8, §9), in one place so a
 * reader can check them against the spec.
 */
export const ENROL_MODAL_TEXT = {
  title: (courseTitle: string) => `Enroll in ${courseTitle}`,
  description: "Enter your details to enroll. Your course access is sent to this e-mail.",
  price: "Price",
  fullName: "Full Name",
  email: "Email",
  enroll: "Enroll Now",
  processing: "Processing...",
  cancel: "Cancel",
  /** academy.md §5: shown while payments are disabled. */
  paymentsDisabled:
    "Course enrollment is not available yet. We're still building this course. Check back soon!",
  required: "Please fill in all required fields",
  testSuccess: "Test enrollment successful!",
  paymentSuccess: "Payment successful!",
  tempPasswordNote: "A temporary password has been sent to your email.",
  testFailed: "Test enrollment failed",
  enrollmentFailed: "Enrollment failed",
} as const;

/** academy.md §4 and §9: navigation to the course 200 ms after a successful enrolment. */
export const POST_ENROL_NAVIGATE_MS = 200;
