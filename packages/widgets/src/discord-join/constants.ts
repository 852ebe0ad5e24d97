import type { BillingCycle, DiscordTier } from "@academy/api";

export interface DiscordTierInfo {
  id: DiscordTier;
  name: string;
  tagline: string;
  /** Dollars, for display; the server charges its own price for the tier. */
  monthlyPrice: number;
  yearlyPrice: number;
  popular: boolean;
  features: readonly string[];
}

/**
 * investor-tools.md §3 and §9: the two tiers. Pro 197 a month or 1997 a year (most popular),
 * Community 97 or 997; yearly is labelled "Save 2 months". Taglines and features are not given
 * by the spec; these describe what each tier holds.
 */
export const DISCORD_TIERS: readonly [DiscordTierInfo, DiscordTierInfo] = [
  {
    id: "pro",
    name: "Pro",
    tagline: "For active investors and builders who want direct access.",
    monthlyPrice: 197,
    yearlyPrice: 1997,
    popular: true,
    features: [
      "Everything in Community",
      "Weekly live deal reviews",
      "Direct Q&A with the instructors",
      "Private Pro channels",
      "Deal templates and checklists",
    ],
  },
  {
    id: "community",
    name: "Community",
    tagline: "Learn alongside investors, builders and developers.",
    monthlyPrice: 97,
    yearlyPrice: 997,
    popular: false,
    features: [
      "Access to the community channels",
      "Market updates and deal discussions",
      "Monthly group calls",
      "Networking with members",
    ],
  },
];

/** investor-tools.md §9: the yearly discount's label. */
export const YEARLY_DISCOUNT = "Save 2 months";

export const tierPrice = (tier: DiscordTierInfo, cycle: BillingCycle) =>
  cycle === "yearly" ? tier.yearlyPrice : tier.monthlyPrice;

/** investor-tools.md §3: yearly cards show the yearly price divided by 12, rounded. */
export const perMonthEquivalent = (tier: DiscordTierInfo) => Math.round(tier.yearlyPrice / 12);

/** US dollars without decimals (investor-tools.md §9). */
export const formatDollars = (dollars: number) => `$${dollars.toLocaleString("en-US")}`;

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
