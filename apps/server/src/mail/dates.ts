/** A day as mails print it: "November 28, 2026" (UTC, so every reader sees the same day). */
export const mailDate = (date: Date): string =>
  date.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
