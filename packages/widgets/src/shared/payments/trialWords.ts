import type { BillingCycle } from "@academy/api";

/**
 * How every checkout says a free trial (issue 48; the calculator and the Discord tiers), with
 * the catalogue's days and price: shown only when an operator configured a trial, since the
 * spec's screens charge today.
 */
export const TRIAL_WORDS = {
  /** "7 days free, then $9/mo". */
  button: (days: number, priceWithPeriod: string) => `${days} days free, then ${priceWithPeriod}`,
  /** What happens to the card, said plainly under the button. */
  note: (days: number, cycle: BillingCycle, price: string) =>
    `No charge today. Your card is saved now and charged ${price} per ${cycle === "monthly" ? "month" : "year"} after your ${days}-day free trial, unless you cancel before it ends.`,
  started: "Your free trial has started!",
} as const;
