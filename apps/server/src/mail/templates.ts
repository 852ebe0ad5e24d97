import type { Mail } from "./mailer.ts";

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
