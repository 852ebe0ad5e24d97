import type { Clock } from "./clock.ts";

export interface RateLimitRule {
  /** Attempts allowed inside one window. */
  limit: number;
  windowMs: number;
}

/** Where the counters live: this process's memory, or a store every instance shares. */
export interface RateLimitStore {
  /**
   * Counts one attempt against the key, atomically: of any number of concurrent calls, each
   * sees a different count. Starts a new window when the key's has ended.
   */
  increment(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: number }>;
  /** The key's count in its current window (0 when none). */
  peek(key: string, now: Date): Promise<{ count: number; resetAt: number }>;
  /** Takes one attempt back (a login that succeeded was no failure). */
  decrement(key: string, now: Date): Promise<void>;
  reset(key: string): Promise<void>;
  /** Forgets every key that starts with the prefix. */
  clear(prefix: string): Promise<void>;
}

export interface RateLimiter {
  /**
   * Counts an attempt first, then answers how many milliseconds the key must wait (0 when this
   * attempt is within the limit). Counting before the work is what holds under concurrency: a
   * hundred parallel attempts get a hundred different counts, and all past the limit are refused.
   */
  consume(key: string): Promise<number>;
  /** Milliseconds until the key may try again, without counting (0 when not blocked). */
  blockedFor(key: string): Promise<number>;
  /** Counts one attempt without asking. */
  hit(key: string): Promise<void>;
  /** Gives one consumed attempt back. */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  clear(): Promise<void>;
}

export function createRateLimiter(
  rule: RateLimitRule,
  store: RateLimitStore,
  clock: Clock,
  /** Keeps several limiters' keys apart in one store. */
  namespace: string,
): RateLimiter {
  const keyOf = (key: string) => `${namespace}:${key}`;
  const wait = (count: number, resetAt: number, now: Date) =>
    count > rule.limit ? Math.max(1, resetAt - now.getTime()) : 0;
  return {
    async consume(key) {
      const now = clock();
      const { count, resetAt } = await store.increment(keyOf(key), rule.windowMs, now);
      return wait(count, resetAt, now);
    },
    async blockedFor(key) {
      const now = clock();
      const { count, resetAt } = await store.peek(keyOf(key), now);
      // Blocked once the limit is used up: the next attempt would be one too many.
      return wait(count + 1, resetAt, now);
    },
    async hit(key) {
      await store.increment(keyOf(key), rule.windowMs, clock());
    },
    refund: (key) => store.decrement(keyOf(key), clock()),
    reset: (key) => store.reset(keyOf(key)),
    clear: () => store.clear(`${namespace}:`),
  };
}

/**
 * Fixed-window counters in this process's memory: the default for one instance. JavaScript runs
 * each call to the end before another starts, so an increment is atomic here.
 */
export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = 0;
  const SWEEP_EVERY_MS = 60_000;

  function current(key: string, now: number) {
    const entry = windows.get(key);
    return entry && entry.resetAt > now ? entry : undefined;
  }

  return {
    async increment(key, windowMs, now) {
      const time = now.getTime();
      if (time - lastSweep >= SWEEP_EVERY_MS) {
        // Bounded memory: forget ended windows now and then.
        lastSweep = time;
        for (const [k, entry] of windows) if (entry.resetAt <= time) windows.delete(k);
      }
      const entry = current(key, time) ?? { count: 0, resetAt: time + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { ...entry };
    },
    async peek(key, now) {
      const entry = current(key, now.getTime());
      return entry ? { ...entry } : { count: 0, resetAt: now.getTime() };
    },
    async decrement(key, now) {
      const entry = current(key, now.getTime());
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async clear(prefix) {
      for (const key of windows.keys()) if (key.startsWith(prefix)) windows.delete(key);
    },
  };
}

/**
 * Login. Wrong passwords block the guessing client, never the owner signing in from elsewhere:
 * 5 attempts per account from one client IP and 20 per IP (any accounts) within 15 minutes.
 * Against guessing spread over many IPs, the account has a ceiling of 100 attempts in the
 * window; past it every client gets 1 attempt per window instead of 5 (slowed, not locked: the
 * owner on a fresh connection still has their try).
 */
export const LOGIN_PAIR_RULE: RateLimitRule = { limit: 5, windowMs: 15 * 60 * 1000 };
export const LOGIN_IP_RULE: RateLimitRule = { limit: 20, windowMs: 15 * 60 * 1000 };
export const LOGIN_ACCOUNT_RULE: RateLimitRule = { limit: 100, windowMs: 15 * 60 * 1000 };
export const LOGIN_PAIR_PAST_CEILING_RULE: RateLimitRule = { limit: 1, windowMs: 15 * 60 * 1000 };
/** Reset e-mails: 3 per address per 15 minutes; further requests get the same answer, no mail. */
export const RESET_MAIL_RULE: RateLimitRule = { limit: 3, windowMs: 15 * 60 * 1000 };
