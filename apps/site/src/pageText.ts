/**
 * Every user-visible string, number and timing that spec/academy.md gives the site's pages and
 * forms (contact, partnership, reset-password, practice tests, profile picture, placeholders),
 * in one place so a reader can check them against the spec. The shell's are in constants.ts.
 */

import { HOME_WITH_LOGIN } from "./constants.ts";

export const RESET_PASSWORD = {
  title: "Reset Password",
  intro: "Choose a new password for your account.",
  newPassword: "New Password",
  confirmPassword: "Confirm Password",
  submit: "Reset Password",
  submitting: "Resetting...",
  success: "Your password has been reset. Redirecting...",
  backToLogin: "Back to Login",
  missingToken: "Invalid or missing reset token",
  mismatch: "Passwords do not match",
  tooShort: "Password must be at least 8 characters long",
  failed: "Failed to reset password.",
  network: "Network error. Please try again.",
  /** academy.md §9: redirect 2 s after success. */
  redirectDelayMs: 2000,
  /** academy.md §2: the default redirect is home with the login modal open. */
  defaultRedirect: HOME_WITH_LOGIN,
  minLength: 8,
} as const;

export const PROFILE_PICTURE = {
  title: "Profile Picture",
  viewerTitle: "Your profile picture",
  choose: "Choose photo",
  upload: "Upload",
  uploading: "Uploading...",
  remove: "Remove picture",
  removing: "Removing...",
  edit: "Edit",
  close: "Close",
  fieldLabel: "New profile picture",
  uploadFailed: "Failed to upload image. Please try again.",
  deleteFailed: "Failed to delete image. Please try again.",
  openUpload: "Add a profile picture",
  openViewer: "View your profile picture",
} as const;

export const PRACTICE_TESTS = {
  heading: "Available Practice Tests",
  banner: "Our practice tests are being created right now. Check back soon for full-length exams.",
  loading: "Loading practice tests...",
  empty: "No practice tests available yet.",
  comingSoon: "Coming Soon",
  inDevelopment: "In Development",
  oneTime: "one-time",
  bullets: [
    "One complete practice test",
    "Instant results and detailed explanations",
    "Comprehensive question coverage",
  ],
  alert: "Practice tests are coming soon! We're still developing this feature. Check back later.",
  /** academy.md §9: the loading simulation takes about 0.5 s. */
  loadingDelayMs: 500,
} as const;

export const NOT_FOUND = {
  title: "Page not found",
  text: "The page you are looking for does not exist or has moved.",
  home: "Back to home",
} as const;

export const BACK_TO_HOME = "Back to Home";
