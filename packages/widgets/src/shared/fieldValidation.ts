/**
 * Field checks shared by the sign-in, sign-up and enrol forms, so the server's raw validation
 * text never reaches the visitor (issue #18). Messages follow the GOV.UK Design System's
 * wording where the spec gives none; the spec's own texts are used where it gives them.
 */
export const FIELD_MESSAGES = {
  fullNameMissing: "Enter your full name",
  emailMissing: "Enter your email address",
  emailFormat: "Enter an email address in the correct format, like name@example.com",
  passwordMissing: "Enter your password",
  /** academy.md §5: the minimum password length. */
  passwordTooShort: "Password must be at least 8 characters long",
} as const;

/** academy.md §5 and §9. */
export const MINIMUM_PASSWORD_LENGTH = 8;

// Deliberately loose: one @, something either side, a dot in the domain. The server decides.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for an e-mail field (already trimmed), or null when it looks right. */
export function emailProblem(email: string): string | null {
  if (email === "") return FIELD_MESSAGES.emailMissing;
  return EMAIL_SHAPE.test(email) ? null : FIELD_MESSAGES.emailFormat;
}
