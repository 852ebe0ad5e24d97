/** Answers of the payment-plan calls (issue 48 item 5: not in the spec). */
export const PAYMENT_PLANS_OFF = "Payment plans are not offered.";
export const OPEN_PLAN_EXISTS = "You already have a payment plan for this course.";
export const PLAN_NOT_FOUND = "Payment plan not found";
export const NOT_YOUR_PLAN = "This payment plan belongs to another account.";
export const NOTHING_OUTSTANDING = "Nothing is outstanding on this payment plan.";
export const PLAN_PAID = "Payment received. Your course is open.";
export const PLAN_PAYMENT_FAILED = "The payment could not be taken";
export const PLAN_PAYMENT_UNFINISHED =
  "The payment is not complete yet. Please confirm it with your card.";
