import type { Mail } from "../mail/mailer.ts";

/** A refund the academy gave: how much, for what, and that the access it paid for has ended. */
export function adminRefundMail(
  to: string,
  refund: { fullName: string; product: string; amount: string; subscription: boolean },
): Mail {
  return {
    to,
    subject: `Your payment for ${refund.product} was refunded`,
    text: [
      `Hello ${refund.fullName},`,
      "",
      `We have refunded ${refund.amount} of your payment for ${refund.product} to the card you paid with. Banks take 5 to 10 business days to show it.`,
      "",
      refund.subscription
        ? "The subscription has been cancelled and its access has ended."
        : "Your access to the course has ended.",
    ].join("\n"),
  };
}
