import type { BillingCycle, DiscordTier } from "@academy/api";

const TIER_NAMES: Readonly<Record<DiscordTier, string>> = { pro: "Pro", community: "Community" };
const CYCLE_NAMES: Readonly<Record<BillingCycle, string>> = {
  monthly: "Monthly",
  yearly: "Yearly",
};

/** Every word of the portal's plan change (issue 27). */
export const CHANGE_PLAN_TEXT = {
  open: "Change plan",
  title: "Change your plan",
  current: (tier: DiscordTier, cycle: BillingCycle) =>
    `You are on ${TIER_NAMES[tier]} (${cycle}). Pick a tier and a billing cycle.`,
  tier: "Tier",
  cycle: "Billing cycle",
  tierNames: TIER_NAMES,
  cycleNames: CYCLE_NAMES,
  samePlan: "This is your current plan. Choose another tier or billing cycle.",
  seePrice: "See the price",
  cancel: "Cancel",
  back: "Back",
  previewHeading: (tier: DiscordTier, cycle: BillingCycle) =>
    `Switch to ${TIER_NAMES[tier]} (${cycle})`,
  loading: "Working out the prorated amount...",
  previewFailed: "We could not work out the price of this change.",
  retry: "Try again",
  newPrice: "New price",
  per: { monthly: "/month", yearly: "/year" } as Readonly<Record<BillingCycle, string>>,
  dueNow: "Charged today",
  credit: "Credited to your account",
  creditHint: "The unused time of your current plan pays your next charges first.",
  dueNowHint: "Charged now to your card on file, for the rest of the current period.",
  /** The membership is set to end with its period: the change renews it (issue 45). */
  cancellationLifted:
    "Your membership is set to end with this period. Changing plan renews it: the scheduled cancellation is lifted.",
  nextCharge: "Next charge",
  nextChargeValue: (amount: string, date: string) => `${amount} on ${date}`,
  confirm: "Confirm change",
  confirmBusy: "Changing plan...",
  changed: "Your plan has been changed.",
  changeFailed: "Failed to change plan",
} as const;
