import type { Clock } from "../auth/clock.ts";
import {
  createRateLimiter,
  type RateLimiter,
  type RateLimitRule,
  type RateLimitStore,
} from "../auth/rate-limit.ts";
import { tooManyRequests } from "../http/errors.ts";
import { TOO_MANY_DECLINES, TOO_MANY_PURCHASE_CALLS } from "../http/messages.ts";

/**
 * Every purchase route (create an intent, a checkout session or a subscription, enrol,
 * subscribe) per client IP and per e-mail, each route on its own counters. A buyer makes two
 * or three calls a purchase; a script making thousands (card testing, e-mail probing) is cut off.
 */
export const PURCHASE_IP_RULE: RateLimitRule = { limit: 100, windowMs: 10 * 60 * 1000 };
export const PURCHASE_EMAIL_RULE: RateLimitRule = { limit: 20, windowMs: 10 * 60 * 1000 };
/**
 * Card testing (Stripe's guidance): after this many declined payments from one client IP, one
 * e-mail or on one intent within the window, no new intent is made for them and the intent is
 * cancelled at the provider, so its confirmation is refused.
 */
export const DECLINE_RULE: RateLimitRule = { limit: 5, windowMs: 15 * 60 * 1000 };

export type PurchaseRoute =
  | "course-intent"
  | "course-plan"
  | "enroll"
  | "checkout-session"
  | "calculator-intent"
  | "calculator-subscribe"
  | "discord-intent"
  | "discord-subscribe";

export interface PurchaseLimits {
  ip: RateLimiter;
  email: RateLimiter;
  declines: RateLimiter;
  /** Forgets every count (tests that exercise the handlers behind the limits). */
  clear(): Promise<void>;
}

export function createPurchaseLimits(store: RateLimitStore, clock: Clock): PurchaseLimits {
  const ip = createRateLimiter(PURCHASE_IP_RULE, store, clock, "purchase-ip");
  const email = createRateLimiter(PURCHASE_EMAIL_RULE, store, clock, "purchase-email");
  const declines = createRateLimiter(DECLINE_RULE, store, clock, "declines");
  return {
    ip,
    email,
    declines,
    async clear() {
      await Promise.all([ip.clear(), email.clear(), declines.clear()]);
    },
  };
}

/** Counts the call before any work (parallel calls each get their own count); 429 past a limit. */
export async function limitPurchase(
  limits: PurchaseLimits,
  route: PurchaseRoute,
  client: { ip: string; email: string },
): Promise<void> {
  const waits = await Promise.all([
    limits.ip.consume(`${route}:${client.ip}`),
    limits.email.consume(`${route}:${client.email.trim().toLowerCase()}`),
  ]);
  const wait = Math.max(...waits);
  if (wait > 0) throw tooManyRequests(wait, TOO_MANY_PURCHASE_CALLS);
}

/** The declines keys of a client: its IP, its e-mail and, when known, the intent. */
export const declineKeys = (client: {
  ip?: string | null;
  email?: string | null;
  intent?: string;
}) =>
  [
    client.ip ? `ip:${client.ip}` : null,
    client.email ? `email:${client.email.trim().toLowerCase()}` : null,
    client.intent ? `intent:${client.intent}` : null,
  ].filter((key): key is string => key !== null);

/** Refuses a new payment for a client past the declines limit (429 with Retry-After). */
export async function refuseAfterDeclines(
  limits: PurchaseLimits,
  client: { ip: string; email: string },
): Promise<void> {
  const waits = await Promise.all(
    declineKeys(client).map((key) => limits.declines.blockedFor(key)),
  );
  const wait = Math.max(0, ...waits);
  if (wait > 0) throw tooManyRequests(wait, TOO_MANY_DECLINES);
}
