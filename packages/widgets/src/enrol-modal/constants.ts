import { TEST_MODE_TEXT } from "../shared/payments/TestModeNotice.tsx";

/**
 * Every string and timing of the enrol modal (academy.md §4, §5, §8, §9), in one place so a
 * reader can check them against the spec.
 */
export const ENROL_MODAL_TEXT = {
  title: (courseTitle: string) => `Enroll in ${courseTitle}`,
  description: "Enter your details to enroll. Your course access is sent to this e-mail.",
  price: "Price",
  /** Issue 48: not in the spec (the spec has no promotion codes). */
  promotionCode: "Promotion code",
  fullName: "Full Name",
  email: "Email",
  card: "Card details",
  cardLoading: "Loading the secure card field...",
  /** The pay button, with the server's price. */
  pay: (price: string) => `Pay ${price}`,
  processing: "Processing...",
  /** academy.md §5: shown while payments are disabled. */
  paymentsDisabled:
    "Course enrollment is not available yet. We're still building this course. Check back soon!",
  /** academy.md §5: name and e-mail are required after trimming. */
  required: "Please fill in all required fields",
  testModeTitle: TEST_MODE_TEXT.title,
  testModeNotice: TEST_MODE_TEXT.notice,
  cardMissing: "Enter your card details",
  /** academy.md §8. */
  paymentSuccess: "Payment successful!",
  tempPasswordNote: "A temporary password has been sent to your email.",
  intentFailed: "Payment intent creation failed",
  paymentNotCompleted: "Payment not completed",
  enrollmentFailed: "Enrollment failed",
  paymentOrEnrollmentFailed: "Payment or enrollment failed",
  /** Before any card field: a signed-in buyer who already owns the course. */
  alreadyOwned: "You already own this course.",
  openCourse: "Go to Course",
  checkingOwnership: "Checking your enrolment...",
  setupFailed: "Card payments could not be loaded. Please try again later.",
  /** Issue 48: shown only while the server offers payment plans (not in the spec). */
  paymentChoice: "How to pay",
  payInFull: "Pay in full",
  monthlyPayments: (count: number, amount: string) => `${count} monthly payments of ${amount}`,
} as const;

/** academy.md §4 and §9: navigation to the course 200 ms after a successful enrolment. */
export const POST_ENROL_NAVIGATE_MS = 200;
