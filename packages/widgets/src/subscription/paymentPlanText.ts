/**
 * Every string of a course payment plan on the portal and the account page (issue 48: not in
 * the spec; shown only to someone who has a plan).
 */
export const PAYMENT_PLAN_TEXT = {
  heading: (course: string) => `${course}: payment plan`,
  status: {
    active: "ACTIVE",
    past_due: "PAYMENT FAILED",
    paused: "PAUSED",
    completed: "PAID IN FULL",
  },
  paid: "Paid so far",
  paidOf: (paid: number, of: number, amount: string) => `${paid} of ${of} payments (${amount})`,
  left: "Left to pay",
  nextPayment: "Next payment",
  card: "Card",
  pastDueNotice:
    "Your last payment failed. We will try again; update your card to pay it now and keep your course open.",
  pausedNotice:
    "Your course is paused because a payment could not be taken. Your progress is kept: pay the outstanding payment to open it again.",
  completedNotice: "All payments made. The course is yours for good.",
  pay: (amount: string) => `Update card and pay ${amount}`,
  paymentReceived: "Payment received. Your course is open.",
  payFailed: "The payment could not be taken",
} as const;
