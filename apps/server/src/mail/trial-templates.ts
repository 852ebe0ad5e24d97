import type { Mail } from "./mailer.ts";
import type { SubscriptionMailContext } from "./billing-templates.ts";

/**
 * Three days before a free trial's first charge (issue 48): when, how much, on which card, and
 * how to cancel so that nothing is charged.
 */
export function trialEndingMail(
  context: SubscriptionMailContext,
  charge: { amount: string; date: string; card: string },
): Mail {
  return {
    to: context.to,
    subject: `Your free trial of ${context.product} ends on ${charge.date}`,
    text: [
      `Hello ${context.fullName},`,
      "",
      `Your free trial of ${context.product} ends on ${charge.date}. We will then charge ${charge.amount} to your ${charge.card}, and your subscription continues.`,
      "",
      `Not for you? Cancel before ${charge.date} and you will not be charged: ${context.manageUrl}`,
    ].join("\n"),
  };
}
