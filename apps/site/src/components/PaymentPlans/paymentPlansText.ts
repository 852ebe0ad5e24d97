/** The payment plans section's words (issue 48: not in the spec; shown only with a plan). */
export const PAYMENT_PLANS_TEXT = {
  title: "Payment plans",
} as const;
