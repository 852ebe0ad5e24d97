/**
 * The one list of a Stripe subscription's statuses and what each means to us. Products decide
 * what they grant from these sets, never from status strings of their own.
 */
export const SUBSCRIPTION_STATUSES = [
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
  "paused",
] as const;

/** Paid and current: what every product grants. */
export const ACTIVE_STATUSES: ReadonlySet<string> = new Set(["active", "trialing"]);
/** A failed renewal that Stripe still retries (Smart Retries): a grace some products give. */
export const RETRYING_STATUSES: ReadonlySet<string> = new Set(["past_due"]);
/** Statuses after which nothing is due and nothing can be changed. */
export const ENDED_STATUSES: ReadonlySet<string> = new Set(["canceled", "incomplete_expired"]);
/** A first payment not (yet) made: not something the customer pays for. */
export const UNPAID_START_STATUSES: ReadonlySet<string> = new Set([
  "incomplete",
  "incomplete_expired",
]);
/** The first payment succeeded (the subscription was paid for at least once). */
export const PAID_STATUSES: ReadonlySet<string> = new Set(
  SUBSCRIPTION_STATUSES.filter((status) => !UNPAID_START_STATUSES.has(status)),
);
/** Open: paid or still payable, so a second one of the same product would charge twice. */
export function isOpenStatus(status: string): boolean {
  return !ENDED_STATUSES.has(status);
}
/** Live: paid for and not over. */
export function isLiveStatus(status: string): boolean {
  return !ENDED_STATUSES.has(status) && !UNPAID_START_STATUSES.has(status);
}
