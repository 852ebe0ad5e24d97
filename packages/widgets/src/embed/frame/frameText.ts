/** The frame page's own words (issue #49); the forms keep the site's (their constants.ts). */
export const FRAME_TEXT = {
  enrolledTitle: "Payment successful!",
  openCourse: "Open your course",
  joinedTitle: "Welcome to the community",
  connectDiscord: "Connect your Discord account",
  close: "Close",
  unavailableTitle: "Not available",
  unavailable: "This course is not available.",
  opening: "Opening...",
  openFailed: "The course could not be opened. Please try again.",
} as const;
