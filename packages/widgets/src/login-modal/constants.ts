/**
 * Every string and timing of the Student Login modal (academy.md §2, §4, §5, §8, §9), in one
 * place so a reader can check them against the spec.
 */
export const LOGIN_MODAL_TEXT = {
  title: "Student Login",
  description: "Sign in to continue your courses.",
  email: "Email",
  password: "Password",
  forgotPassword: "Forgot password?",
  login: "Login",
  loggingIn: "Logging in...",
  /** academy.md §8: a failed login reads "Login failed: Invalid credentials" (or Server error). */
  loginFailedPrefix: "Login failed: ",
  resetTitle: "Reset Password",
  resetDescription: "We will e-mail you a link to choose a new password.",
  resetEmail: "Enter your email",
  sendResetLink: "Send reset link",
  sending: "Sending...",
  backToLogin: "Back to login",
  resetSuccess: "Password reset instructions sent to your email",
  resetFailure: "Error sending reset email. Please try again later.",
  // Sign-up (issue #14): the spec names POST /auth/register but shows no screen for it.
  noAccount: "New here?",
  createAccount: "Create account",
  creatingAccount: "Creating account...",
  signUpTitle: "Create account",
  signUpDescription: "Create an account to enroll in courses and track your progress.",
  fullName: "Full Name",
  passwordHint: "At least 8 characters",
  haveAccount: "Already have an account? Log in",
  signUpFailed: "Could not create your account. Please try again.",
} as const;

/** academy.md §4 and §9: the reset message shows for 3 seconds. */
export const RESET_MESSAGE_MS = 3000;
