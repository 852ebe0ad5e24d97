/**
 * Every price the server charges, in cents, in one place (academy spec section 9, investor-tools
 * spec sections 3 and 9). An amount sent by a browser is never used: it sends a course id, a
 * plan or a tier, and the amount comes from here.
 */
export const CURRENCY = "usd";

/** Courses 1 and 2: $997; course 3 (All In One + Mentorship): $4,997. */
export const COURSE_PRICES_CENTS: Readonly<Record<number, number>> = {
  1: 99_700,
  2: 99_700,
  3: 499_700,
};

export type BillingCycle = "monthly" | "yearly";

/** The calculator subscription: $9 a month or $90 a year. */
export const CALCULATOR_PRICES_CENTS: Readonly<Record<BillingCycle, number>> = {
  monthly: 900,
  yearly: 9_000,
};

export type DiscordTier = "pro" | "community";

/** Discord tiers: Pro $197/month or $1,997/year; Community $97/month or $997/year. */
export const DISCORD_PRICES_CENTS: Readonly<Record<DiscordTier, Record<BillingCycle, number>>> = {
  pro: { monthly: 19_700, yearly: 199_700 },
  community: { monthly: 9_700, yearly: 99_700 },
};

export function coursePriceCents(courseId: number): number | undefined {
  return COURSE_PRICES_CENTS[courseId];
}

/** "$997.00": how receipts show an amount. */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** "-$98.50" for a credit or an unused-time line, "$1,997.00" otherwise. */
export function signedUsd(cents: number): string {
  return cents < 0 ? `-${formatUsd(-cents)}` : formatUsd(cents);
}
