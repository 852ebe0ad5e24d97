import type { BillingCycle } from "@academy/api";
import { TRIAL_WORDS } from "../shared/payments/trialWords.ts";

/**
 * Every string, number and timing of the calculator subscription modal and the nag modal
 * (investor-tools.md §2, §4, §5, §8, §9), in one place so a reader can check them against the spec.
 */
export const CALCULATOR_SUBSCRIBE_TEXT = {
  title: "Get Instant Access",
  subtitle: "Unlock Full Access",
  comingSoonTitle: "Calculator Coming Soon",
  comingSoonSubtitle: "Get Notified",
  adminBadge: "Admin Access Enabled",
  adminTag: "(Admin)",
  planLabel: "Billing cycle",
  /** Issue 48: the field shows only when a `?code=` link brought a code. */
  promotionCode: "Promotion code",
  monthly: "Monthly",
  yearly: "Yearly",
  /** "$9/month" and "$90/year", with the catalogue's prices. */
  perMonth: (price: string) => `${price}/month`,
  perYear: (price: string) => `${price}/year`,
  save: "SAVE 17%",
  includedTitle: "What's included",
  included: [
    "Unlimited property calculations",
    "All 4 professional calculator tools",
    "Save and compare deals",
    "Priority email support",
    "Cancel anytime",
  ],
  socialProof: "Join 847+ investors",
  fullName: "Full Name",
  email: "Email",
  continue: "Continue to Payment",
  back: "Back",
  stepDetails: "Step 1 of 2: Your details",
  stepPayment: "Step 2 of 2: Payment",
  card: "Card details",
  cardLoading: "Loading the secure card field...",
  /** The submit button: "Subscribe - $9/mo" or "Subscribe - $90/yr" (the catalogue's price). */
  subscribe: (cycle: BillingCycle, price: string) =>
    `Subscribe - ${price}/${cycle === "monthly" ? "mo" : "yr"}`,
  /**
   * Issue 48, with a free trial configured (CALCULATOR_TRIAL_DAYS; the spec's screen has none):
   * the button and the note say the trial plainly, with the catalogue's days and price.
   */
  trialSubscribe: (days: number, cycle: BillingCycle, price: string) =>
    TRIAL_WORDS.button(days, `${price}/${cycle === "monthly" ? "mo" : "yr"}`),
  trialNote: TRIAL_WORDS.note,
  trialSuccess: `${TRIAL_WORDS.started} Opening the calculator...`,
  trialSuccessLoginRequired: `${TRIAL_WORDS.started} This e-mail already has an account: log in with its password to open the calculator.`,
  processing: "Processing...",
  comingSoon: "Coming Soon",
  success: "Payment successful! Opening the calculator...",
  /** The e-mail already had an account: the session never switches silently. */
  successLoginRequired:
    "Payment successful! This e-mail already has an account: log in with its password to open the calculator.",
  logIn: "Log in",
  /** §5: the details step's checks. */
  nameMissing: "Please enter your full name",
  emailInvalid: "Please enter a valid email address",
  /** §5 and §8: the payment's errors. */
  stripeNotLoaded: "Stripe not loaded",
  detailsRequired: "Email and name are required",
  intentFailed: "Failed to create payment",
  paymentFailed: "Payment failed",
  subscriptionFailed: "Subscription creation failed",
  genericError: "An error occurred",
} as const;

/** §4 and §9: the redirect to the calculator one second after a successful payment. */
export const POST_SUBSCRIBE_NAVIGATE_MS = 1000;

/** Where a subscriber goes (investor-tools.md §2). */
export const CALCULATOR_PATH = "/deal-calculator";

export const NAG_TEXT = {
  title: "Unlock Unlimited Calculations",
  body: "You've run 3 analyses. Subscribe to keep analyzing deals without limits, and to save and compare them.",
  /** "Subscribe Now - $9/month", with the catalogue's monthly price. */
  subscribe: (price: string) => `Subscribe Now - ${price}/month`,
  /** The same button while the price is not known yet. */
  subscribeNoPrice: "Subscribe Now",
  notNow: "Maybe later",
} as const;

/** §4 and §9: the nag modal opens once a visitor without access has run this many analyses. */
export const NAG_AT_ANALYSES = 3;

/** The per-browser counter's localStorage key. */
export const ANALYSIS_COUNT_KEY = "academy.calculator.analyses";
