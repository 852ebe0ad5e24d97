import type { DiscordTier } from "@academy/api";

export interface DiscordTierInfo {
  id: DiscordTier;
  name: string;
  tagline: string;
  popular: boolean;
  features: readonly string[];
}

/**
 * investor-tools.md §3 and §9: the two tiers, Pro (most popular) and Community; yearly is
 * labelled "Save 2 months". Their prices come from the server's plan catalogue (issue 48).
 * Taglines and features are not given by the spec; these describe what each tier holds.
 */
export const DISCORD_TIERS: readonly [DiscordTierInfo, DiscordTierInfo] = [
  {
    id: "pro",
    name: "Pro",
    tagline: "For active investors and builders who want direct access.",
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

/**
 * investor-tools.md §3: yearly cards show the yearly price divided by 12, rounded to whole
 * dollars; in cents.
 */
export const perMonthEquivalentCents = (yearlyCents: number) =>
  Math.round(yearlyCents / 12 / 100) * 100;
