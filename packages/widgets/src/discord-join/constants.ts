import type { BillingCycle } from "@academy/api";
import { TRIAL_WORDS } from "../shared/payments/trialWords.ts";

/**
 * Every string of the "Join Discord Community" modal (investor-tools.md §2, §5, §8), in one
 * place so a reader can check them against the spec.
 */
export const DISCORD_JOIN_TEXT = {
  title: "Join Discord Community",
  description: "Your membership starts as soon as the payment goes through.",
  orderSummary: "Order summary",
  tierLabel: "Tier",
  billingLabel: "Billing",
  totalLabel: "Total",
  /** Issue 48: the field shows only when a `?code=` link brought a code. */
  promotionCode: "Promotion code",
  billing: { monthly: "Monthly", yearly: "Yearly" } satisfies Record<BillingCycle, string>,
  per: { monthly: "/month", yearly: "/year" } satisfies Record<BillingCycle, string>,
  nextTitle: "What happens next?",
  nextSteps: [
    "Your payment is processed securely.",
    "You receive an email with your Discord invite link and your login details.",
    "Join the server and start connecting with the community.",
    "Manage or cancel your subscription anytime from the Manage Subscription portal.",
  ],
  fullName: "Full Name",
  email: "Email",
  card: "Card Details",
  cardLoading: "Loading the secure card field...",
  join: (price: string) => `Join for ${price}`,
  /** Issue 48, with DISCORD_TRIAL_DAYS set (the spec's modal has no trial): "14 days free, then $197/month". */
  trialJoin: (days: number, cycle: BillingCycle, price: string) =>
    TRIAL_WORDS.button(days, `${price}/${cycle === "monthly" ? "month" : "year"}`),
  trialNote: TRIAL_WORDS.note,
  trialSuccess: (tierName: string) =>
    `${TRIAL_WORDS.started} Welcome to the ${tierName} tier. Check your email for the Discord invite link.`,
  processing: "Processing...",
  processingNotice: "Processing your payment... Please do not close this window.",
  /** §5 */
  required: "Please fill in all required fields",
  notReady: "Payment system is loading. Please try again in a moment.",
  /** §8 */
  intentFailed: "Failed to create payment intent",
  notSuccessful: "Payment was not successful",
  subscriptionFailed: "Failed to create subscription",
  paymentFailed: "Payment failed. Please try again.",
  success: (tierName: string) =>
    `Payment successful! Welcome to the ${tierName} tier. Check your email for the Discord invite link.`,
  salesClosed: "Coming Soon",
  setupFailed: "Card payments could not be loaded. Please try again later.",
} as const;
