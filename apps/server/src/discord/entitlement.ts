import { ACTIVE_STATUSES, RETRYING_STATUSES } from "../payments/statuses.ts";
import type { DiscordTier } from "./tables.ts";

/** What role delivery needs of a member's subscriptions (their combined current state). */
export interface MembershipState {
  userId: number;
  tier: DiscordTier;
  /** The provider's status: active, trialing, past_due, unpaid, canceled, incomplete, ... */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
}

/**
 * Statuses that keep the role. `past_due` is Stripe's retry window after a failed renewal: the
 * member keeps access while the card is retried; past the window the subscription becomes
 * `unpaid` or `canceled` and the role goes. `incomplete` (first payment not done yet),
 * `incomplete_expired`, `paused` and anything unknown do not grant it.
 */
export const ROLE_KEEPING_STATUSES: ReadonlySet<string> = new Set([
  ...ACTIVE_STATUSES,
  ...RETRYING_STATUSES,
]);

/**
 * The tier whose role the member should hold now, or null for none. A cancellation at period
 * end keeps the role until `currentPeriodEnd`, even if the provider's final event is late.
 */
export function entitledTier(state: MembershipState, now: Date): DiscordTier | null {
  if (!ROLE_KEEPING_STATUSES.has(state.status)) return null;
  if (state.cancelAtPeriodEnd && state.currentPeriodEnd.getTime() <= now.getTime()) return null;
  return state.tier;
}

/** When the state must be looked at again without an event (the end of a cancelled period). */
export function recheckAt(state: MembershipState, now: Date): Date | null {
  return entitledTier(state, now) !== null && state.cancelAtPeriodEnd
    ? state.currentPeriodEnd
    : null;
}
