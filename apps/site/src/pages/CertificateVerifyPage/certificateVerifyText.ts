/** The certificate verification page's words (issue #18; the spec has no wording for it). */
export const CERTIFICATE_VERIFY = {
  title: "Certificate verification",
  loading: "Checking the certificate...",
  valid: "This certificate is valid.",
  learner: "Awarded to",
  course: "Course",
  issued: "Issued on",
  code: "Verification code",
  unknown:
    "We could not find a certificate with this code. Check the code printed on the certificate and try again.",
  failed: "We could not check the certificate just now. Please try again.",
  retry: "Try again",
  home: "Back to home",
} as const;

/** "March 15, 2026": the date as the certificate prints it (in UTC, as it was issued). */
export function formatIssueDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(iso),
  );
}
