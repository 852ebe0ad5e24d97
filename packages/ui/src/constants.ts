/**
 * Every user-visible string, number and timing the spec gives to the design system, in one
 * place so a reader can check them against spec/academy.md and spec/investor-tools.md.
 */

/** Labels a busy button shows instead of its own (academy §3, investor-tools §2). */
export const BUSY_LABELS = {
  processing: "Processing...",
  sending: "Sending...",
  updating: "Updating...",
  loading: "Loading...",
} as const;

/** Default accessible label of a Spinner. */
export const LOADING_LABEL = "Loading...";

/** The app-wide error boundary message (academy §2, investor-tools §1). */
export const GENERIC_ERROR_MESSAGE = "Something went wrong. Please try again later.";

/** Success and error toasts stay for 5 seconds (investor-tools §8). */
export const TOAST_DURATION_MS = 5000;

/**
 * Password strength meter (academy §6): one point each for length >= 8, an upper-case letter,
 * a lower-case letter, a digit and a symbol; 0-2 Weak, 3 Medium, 4-5 Strong.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_STRENGTH_MAX_SCORE = 5;
export const PASSWORD_STRENGTH_LABELS = {
  weak: "Weak",
  medium: "Medium",
  strong: "Strong",
} as const;
/** Lowest score that counts as Medium, and as Strong. */
export const PASSWORD_STRENGTH_THRESHOLDS = { medium: 3, strong: 4 } as const;

/** Profile picture upload (academy §6, §8). 5MB is read as 5 * 1024 * 1024 bytes. */
export const IMAGE_UPLOAD = {
  accept: "image/*",
  maxBytes: 5 * 1024 * 1024,
  typeError: "Please select an image file",
  sizeError: "Image must be less than 5MB",
  hint: "Supported formats: JPG, PNG, GIF",
} as const;

/** Labels of controls the design system draws itself. */
export const UI_LABELS = {
  close: "Close",
  dismiss: "Dismiss",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  menu: "Menu",
  showPassword: "Show password",
  hidePassword: "Hide password",
  passwordStrength: "Password strength",
  chooseFile: "Choose file",
  dropHere: "or drag and drop it here",
  remove: "Remove",
  retry: "Try again",
  opensInNewTab: "(opens in a new tab)",
  moreInfo: "More information about",
  required: "required",
  originalPrice: "Original price",
  currentPrice: "Price",
  notifications: "Notifications",
  cancel: "Cancel",
  confirm: "Confirm",
  /** GOV.UK Design System: the error summary's title. */
  errorSummaryTitle: "There is a problem",
} as const;
