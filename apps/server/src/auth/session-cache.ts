import type { AuthUser } from "../http/types.ts";

/**
 * How long this process trusts a learner's checked session without asking the database again.
 * Logout, refresh-token reuse and password resets in this process clear the cache at once; the
 * bound only matters for a session ended by another instance (or by hand in the database).
 */
export const SESSION_CACHE_TTL_MS = 2_000;
/** Enough for every learner active within the TTL; beyond it the cache starts over. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/**
 * Checked access tokens, so a learner's requests skip the token's HMAC and the per-request
 * session lookup (users joined with revoked_sessions) for a moment. Admins are never cached:
 * a role taken away applies on the admin's next request.
 *
 * A lookup that started before a clear() may not store its answer (it may have read a session
 * that has just ended): begin() hands out the generation to pass to remember().
 */
export interface SessionCache {
  /** The caller behind this exact token, while cached and unexpired. */
  lookup(token: string): AuthUser | undefined;
  /** Call before reading the session from the database. */
  begin(): number;
  /** Keeps a learner's checked session until the TTL or the token's expiry, whichever comes first. */
  remember(token: string, user: AuthUser, tokenExpiresAtMs: number, generation: number): void;
  /** Forgets every session: call after any session ends or a user's session version changes. */
  clear(): void;
}

interface Entry {
  user: AuthUser;
  /** On the app's clock (the TTL). */
  cachedUntil: number;
  /** On the wall clock, as the token's own expiry is checked. */
  tokenExpiresAtMs: number;
}

export function createSessionCache(
  now: () => number,
  ttlMs: number = SESSION_CACHE_TTL_MS,
  maxEntries: number = SESSION_CACHE_MAX_ENTRIES,
): SessionCache {
  let entries = new Map<string, Entry>();
  let generation = 0;
  return {
    lookup(token) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.cachedUntil > now() && entry.tokenExpiresAtMs > Date.now()) return entry.user;
      entries.delete(token);
      return undefined;
    },
    begin: () => generation,
    remember(token, user, tokenExpiresAtMs, startedAt) {
      if (startedAt !== generation || user.isAdmin) return;
      if (entries.size >= maxEntries) entries = new Map();
      entries.set(token, { user, cachedUntil: now() + ttlMs, tokenExpiresAtMs });
    },
    clear() {
      generation += 1;
      entries = new Map();
    },
  };
}
