import type { Mail } from "./mailer.ts";
import { HOME_WITH_LOGIN } from "../auth/redirect.ts";

/** The password-reset mail; the link carries the single-use token. */
export function passwordResetMail(to: string, fullName: string, link: string): Mail {
  return {
    to,
    subject: "Reset your password",
    text: [
      `Hello ${fullName},`,
      "",
      "We received a request to reset your password. Open this link within 30 minutes to choose a new one:",
      "",
      link,
      "",
      "The link works once. If you did not ask for this, ignore this e-mail: your password stays the same.",
    ].join("\n"),
  };
}

/** Sent once when an account is created for a buyer: the temporary password to sign in with. */
export function accountCreatedMail(
  to: string,
  fullName: string,
  tempPassword: string,
  siteUrl: string,
): Mail {
  return {
    to,
    subject: "Your Academy account",
    text: [
      `Hello ${fullName},`,
      "",
      "Your account has been created. Sign in with this e-mail address and this temporary password:",
      "",
      `Temporary password: ${tempPassword}`,
      "",
      `Sign in at ${siteUrl}${HOME_WITH_LOGIN} and change the password when you can.`,
    ].join("\n"),
  };
}

/** A course bought by someone who owned it already: the money is back, and where to open it. */
export function alreadyOwnedRefundMail(
  to: string,
  refund: { fullName: string; product: string; amount: string; siteUrl: string },
): Mail {
  return {
    to,
    subject: `Your payment for ${refund.product} was refunded`,
    text: [
      `Hello ${refund.fullName},`,
      "",
      `You already own ${refund.product}, so we did not charge you for it again: your payment of ${refund.amount} has been refunded in full to the card you paid with. Banks take 5 to 10 business days to show it.`,
      "",
      `Sign in at ${refund.siteUrl}${HOME_WITH_LOGIN} to open the course.`,
    ].join("\n"),
  };
}

/** A second subscription of a product the customer already pays for, paid in a race. */
export function duplicateSubscriptionRefundMail(
  to: string,
  refund: { fullName: string; amount: string; date: string },
): Mail {
  return {
    to,
    subject: "Your duplicate subscription was cancelled and refunded",
    text: [
      `Hello ${refund.fullName},`,
      "",
      `You already had an active subscription, so we cancelled the second one you started on ${refund.date} and refunded its payment of ${refund.amount} in full to your card. Your first subscription carries on unchanged. Banks take 5 to 10 business days to show a refund.`,
    ].join("\n"),
  };
}

/** The receipt for a successful purchase: what, how much, when, and the card's last four digits. */
export function receiptMail(
  to: string,
  receipt: {
    fullName: string;
    /** What the line names: a course (the default) or a subscription's period. */
    item?: "Course" | "Subscription";
    product: string;
    amount: string;
    date: string;
    paidWith: string;
    reference: string;
    /** The line items when there is more than one (a plan change's prorations and credit). */
    lines?: { description: string; amount: string }[] | undefined;
  },
): Mail {
  return {
    to,
    subject: `Your receipt: ${receipt.product}`,
    text: [
      `Hello ${receipt.fullName},`,
      "",
      "Thank you for your purchase.",
      "",
      `${receipt.item ?? "Course"}: ${receipt.product}`,
      ...(receipt.lines ?? []).map((line) => `  ${line.description}: ${line.amount}`),
      `Amount: ${receipt.amount}`,
      `Date: ${receipt.date}`,
      `Paid with: ${receipt.paidWith}`,
      `Reference: ${receipt.reference}`,
    ].join("\n"),
  };
}

/** Sent after a visitor creates an account with the sign-up form. */
export function welcomeMail(to: string, fullName: string, siteUrl: string): Mail {
  return {
    to,
    subject: "Welcome to the Academy",
    text: [
      `Hello ${fullName},`,
      "",
      "Your account is ready. Sign in with this e-mail address and the password you chose:",
      "",
      `${siteUrl}${HOME_WITH_LOGIN}`,
    ].join("\n"),
  };
}
