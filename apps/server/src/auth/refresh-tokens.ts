import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Clock } from "./clock.ts";
import { hashOpaqueToken, newOpaqueToken, openWithToken, sealWithToken } from "./opaque-tokens.ts";

/**
 * A token presented again within this many milliseconds of its rotation is taken as a race
 * between the client's own tabs or retries (20 concurrent refreshes, a flaky network), not theft:
 * the caller gets the successor that the winning request created, and the family survives.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/** Longer than any access token lives (ACCESS_TOKEN_TTL_SECONDS is 600 at most). */
const REVOKED_SESSION_MEMORY_MS = 15 * 60 * 1000;

/** Who a refreshed session belongs to, as the access token it earns must say. */
interface SessionOwner {
  userId: number;
  isAdmin: boolean;
  sessionVersion: number;
  /** The refresh family: the session's access tokens name it. */
  sessionId: string;
}

export type RotationResult =
  | ({ kind: "rotated"; refreshToken: string } & SessionOwner)
  | ({ kind: "grace"; refreshToken: string } & SessionOwner)
  | { kind: "invalid" }
  | { kind: "reused"; userId: number };

export interface RefreshTokenStore {
  /** Starts a new family (a login) and returns its first token and the family's id. */
  issue(userId: number): Promise<{ refreshToken: string; sessionId: string }>;
  /** Exchanges a token for its successor; exactly one caller can ever rotate a given token. */
  rotate(token: string): Promise<RotationResult>;
  /** Logout: revokes the token's whole family. Unknown tokens are ignored. */
  revokeFamilyOf(token: string): Promise<void>;
  /** Revokes every session of a user (password reset). */
  revokeAllForUser(userId: number): Promise<void>;
}

export function createRefreshTokenStore(
  db: Kysely<Database>,
  ttlDays: number,
  clock: Clock,
  /** Told after sessions end, so caches of checked sessions forget them (SessionCache). */
  onSessionsEnded: () => void = () => {},
): RefreshTokenStore {
  const ttlMs = ttlDays * 24 * 60 * 60 * 1000;

  async function insert(
    userId: number,
    familyId: string,
    now: Date,
    executor: Kysely<Database> = db,
    token: string = newOpaqueToken(),
  ): Promise<string> {
    await executor
      .insertInto("refresh_tokens")
      .values({
        user_id: userId,
        family_id: familyId,
        token_hash: hashOpaqueToken(token),
        created_at: now,
        expires_at: new Date(now.getTime() + ttlMs),
      })
      .execute();
    return token;
  }

  async function revokeFamily(familyId: string, now: Date): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("refresh_tokens")
        .set({ revoked_at: now })
        .where("family_id", "=", familyId)
        .where("revoked_at", "is", null)
        .execute();
      await markRevoked(trx, [familyId], now);
    });
    onSessionsEnded();
  }

  /**
   * Records ended families for the per-request check. A row matters only while an access token
   * issued before it can live, so older rows are dropped on the way.
   */
  async function markRevoked(executor: Kysely<Database>, familyIds: string[], now: Date) {
    if (familyIds.length === 0) return;
    await executor
      .insertInto("revoked_sessions")
      .values(familyIds.map((family_id) => ({ family_id, revoked_at: now })))
      .onConflict((oc) => oc.column("family_id").doNothing())
      .execute();
    await executor
      .deleteFrom("revoked_sessions")
      .where("revoked_at", "<", new Date(now.getTime() - REVOKED_SESSION_MEMORY_MS))
      .execute();
  }

  return {
    async issue(userId) {
      const sessionId = randomUUID();
      return { refreshToken: await insert(userId, sessionId, clock()), sessionId };
    },

    async rotate(token) {
      const now = clock();
      const tokenHash = hashOpaqueToken(token);
      // The database arbitrates concurrent refreshes: the conditional UPDATE matches the row for
      // one caller only, because each waits on the row lock and re-checks used_at after it.
      const successor = newOpaqueToken();
      const rotated = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable("refresh_tokens")
          .set({ used_at: now, successor_secret: sealWithToken(token, successor) })
          .where("token_hash", "=", tokenHash)
          .where("used_at", "is", null)
          .where("revoked_at", "is", null)
          .where("expires_at", ">", now)
          .returning(["user_id", "family_id"])
          .executeTakeFirst();
        if (!claimed) return undefined;
        const user = await trx
          .selectFrom("users")
          .select(["is_admin", "session_version"])
          .where("id", "=", claimed.user_id)
          .executeTakeFirst();
        if (!user) return undefined;
        await insert(claimed.user_id, claimed.family_id, now, trx, successor);
        return {
          userId: claimed.user_id,
          isAdmin: user.is_admin,
          sessionVersion: user.session_version,
          sessionId: claimed.family_id,
          refreshToken: successor,
        };
      });
      if (rotated) return { kind: "rotated", ...rotated };

      const row = await db
        .selectFrom("refresh_tokens")
        .innerJoin("users", "users.id", "refresh_tokens.user_id")
        .select([
          "refresh_tokens.user_id",
          "family_id",
          "used_at",
          "revoked_at",
          "expires_at",
          "successor_secret",
          "users.is_admin",
          "users.session_version",
        ])
        .where("token_hash", "=", tokenHash)
        .executeTakeFirst();
      if (!row || row.revoked_at !== null || row.expires_at <= now || row.used_at === null) {
        return { kind: "invalid" };
      }
      const issued =
        row.successor_secret === null ? null : openWithToken(token, row.successor_secret);
      if (issued !== null && now.getTime() - row.used_at.getTime() <= REFRESH_REUSE_GRACE_MS) {
        return {
          kind: "grace",
          userId: row.user_id,
          isAdmin: row.is_admin,
          sessionVersion: row.session_version,
          sessionId: row.family_id,
          refreshToken: issued,
        };
      }
      // An old token came back long after it was exchanged: someone holds a copy. End the family
      // so neither the thief nor the victim keeps a live session from it.
      await revokeFamily(row.family_id, now);
      return { kind: "reused", userId: row.user_id };
    },

    async revokeFamilyOf(token) {
      const row = await db
        .selectFrom("refresh_tokens")
        .select("family_id")
        .where("token_hash", "=", hashOpaqueToken(token))
        .executeTakeFirst();
      if (row) await revokeFamily(row.family_id, clock());
    },

    async revokeAllForUser(userId) {
      const now = clock();
      await db.transaction().execute(async (trx) => {
        const ended = await trx
          .updateTable("refresh_tokens")
          .set({ revoked_at: now })
          .where("user_id", "=", userId)
          .where("revoked_at", "is", null)
          .returning("family_id")
          .execute();
        await markRevoked(trx, [...new Set(ended.map((row) => row.family_id))], now);
      });
      onSessionsEnded();
    },
  };
}
