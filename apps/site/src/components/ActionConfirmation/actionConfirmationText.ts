/** The confirmations after an action (issue 50; the spec has none for these). */
export const ACTION_CONFIRMATION_TEXT = {
  signedUp: (name: string) => `Welcome, ${name}! Your account is ready and you are signed in.`,
  passwordReset: "Your password has been reset. Log in with your new password.",
} as const;
