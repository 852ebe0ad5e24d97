/** Answers the payments calls give, with the spec's words where it has them (academy spec 5, 8). */
export const PAYMENTS_DISABLED =
  "Course enrollment is not available yet. We're still building this course. Check back soon!";
export const FILL_REQUIRED_FIELDS = "Please fill in all required fields";
export const PAYMENT_NOT_COMPLETED = "Payment not completed";
export const TEST_MODE_OFF = "Test enrollment is disabled";
export const COURSE_NOT_FOUND = "Course not found";
export const ALREADY_PAID = "This purchase is already paid.";
export const EXISTING_ACCOUNT =
  "You already have an account: the course has been added to it. Sign in with your password to open it.";
export const ENROLLED_NEW_ACCOUNT =
  "Your account has been created. A temporary password was sent to your e-mail.";
export const ENROLLED = "You are enrolled.";
export const INVALID_SIGNATURE = "Invalid webhook signature";
