/** The words of the password confirmation (issue 45; the spec has none for it). */
export const PASSWORD_CONFIRMATION_TEXT = {
  title: "Confirm your password",
  description: "For your security, please enter your password again to make this change.",
  password: "Password",
  confirm: "Confirm",
  confirming: "Confirming…",
  cancel: "Cancel",
  missing: "Please enter your password",
  forgot: "Forgot your password? Log out and use “Forgot password” on the login screen.",
} as const;
