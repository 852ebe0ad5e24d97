import type { Mail } from "./mailer.ts";

/**
 * A course payment plan's monthly payment the card refused (issue 48): the course stays open
 * while the provider retries; after the last try it is paused, progress kept, until paid.
 */
export function planPaymentFailedMail(
  to: string,
  failure: {
    fullName: string;
    /** "All In One + Mentorship (Payment 3 of 4)". */
    payment: string;
    amount: string;
    card: string;
    nextAttempt: string | null;
    manageUrl: string;
  },
): Mail {
  return {
    to,
    subject: `Your payment for ${failure.payment} failed`,
    text: [
      `Hello ${failure.fullName},`,
      "",
      `We could not charge ${failure.amount} to your ${failure.card} for ${failure.payment}.`,
      failure.nextAttempt
        ? `Your course stays open for now. We will try the card again on ${failure.nextAttempt}; if the last try fails, the course is paused until the payment is made (your progress is kept).`
        : "This was the last try, so the course is paused until the payment is made. Your progress is kept.",
      "",
      `Update your card and pay here: ${failure.manageUrl}`,
    ].join("\n"),
  };
}
