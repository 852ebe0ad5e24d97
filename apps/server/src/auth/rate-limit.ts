import type { Clock } from "./clock.ts";

export interface RateLimitRule {
  /** Failures allowed inside one window. */
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Milliseconds until the key may try again, or 0 when it is not blocked. */
  blockedFor(key: string): number;
  /** Counts one failure against the key. */
  hit(key: string): void;
  reset(key: string): void;
  clear(): void;
}

/**
 * Fixed-window failure counter kept in this process's memory. Good enough for the reference
 * server on one machine; with several instances behind a load balancer each would count on its
 * own, so a production deployment keeps these counters in a shared store (PostgreSQL or Redis).
 */
export function createRateLimiter(rule: RateLimitRule, clock: Clock): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = 0;

  function sweep(now: number) {
    // Bounded memory: forget expired windows at most once per window length.
    if (now - lastSweep < rule.windowMs) return;
    lastSweep = now;
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  }

  return {
    blockedFor(key) {
      const now = clock().getTime();
      const entry = windows.get(key);
      if (!entry || entry.resetAt <= now || entry.count < rule.limit) return 0;
      return entry.resetAt - now;
    },
    hit(key) {
      const now = clock().getTime();
      sweep(now);
      const entry = windows.get(key);
      if (!entry || entry.resetAt <= now)
        windows.set(key, { count: 1, resetAt: now + rule.windowMs });
      else entry.count += 1;
    },
    reset(key) {
      windows.delete(key);
    },
    clear() {
      windows.clear();
    },
  };
}

/** Login: 5 failures per account and 20 per client IP within 15 minutes. */
export const LOGIN_ACCOUNT_RULE: RateLimitRule = { limit: 5, windowMs: 15 * 60 * 1000 };
export const LOGIN_IP_RULE: RateLimitRule = { limit: 20, windowMs: 15 * 60 * 1000 };
/** Reset e-mails: 3 per address per 15 minutes; further requests get the same answer, no mail. */
export const RESET_MAIL_RULE: RateLimitRule = { limit: 3, windowMs: 15 * 60 * 1000 };
