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
