/**
 * The server's generic answers, in one place (the spec's own texts live beside the feature that
 * gives them). A module of its own so each file says `MESSAGES.notAuthenticated`, never the
 * string again.
 */
export const MESSAGES = {
  notAuthenticated: "Not authenticated",
  invalidToken: "Invalid or expired token",
  forbidden: "Forbidden",
  notFound: "Not found",
} as const;
