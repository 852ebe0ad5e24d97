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
  /** When the holder last proved the password; null for a purchase session. */
  passwordAt: Date | null;
}

/**
 * How a session began (issue 45): a sign-in with the password, or a purchase that created the
 * account, which proves nothing about the e-mail; such a session ends at `endsAt` however often
 * it is refreshed, and when the account's password is next used to sign in.
 */
export type SessionGrant = { kind: "password"; at: Date } | { kind: "purchase"; endsAt: Date };

export type RotationResult =
  | ({ kind: "rotated"; refreshToken: string } & SessionOwner)
  | ({ kind: "grace"; refreshToken: string } & SessionOwner)
  | { kind: "invalid" }
  | { kind: "reused"; userId: number };

export interface RefreshTokenStore {
  /** Starts a new family (a login) and returns its first token and the family's id. */
  issue(userId: number, grant: SessionGrant): Promise<{ refreshToken: string; sessionId: string }>;
  /** Exchanges a token for its successor; exactly one caller can ever rotate a given token. */
  rotate(token: string): Promise<RotationResult>;
  /** Logout: revokes the token's whole family. Unknown tokens are ignored. */
  revokeFamilyOf(token: string): Promise<void>;
  /** Revokes every session of a user (password reset). */
  revokeAllForUser(userId: number): Promise<void>;
  /** Revokes the sessions a purchase minted for a user (their password was used to sign in). */
  revokePurchaseSessions(userId: number): Promise<void>;
}

export function createRefreshTokenStore(
  db: Kysely<Database>,
  ttlDays: number,
  clock: Clock,
  /** Told after sessions end, so caches of checked sessions forget them (SessionCache). */
  onSessionsEnded: () => void = () => {},
): RefreshTokenStore {
  const ttlMs = ttlDays * 24 * 60 * 60 * 1000;

  /** What every token of a family carries: how the session began. */
  interface FamilyGrade {
    password_at: Date | null;
    ends_at: Date | null;
  }

  async function insert(
    userId: number,
    familyId: string,
    now: Date,
    grade: FamilyGrade,
    executor: Kysely<Database> = db,
    token: string = newOpaqueToken(),
  ): Promise<string> {
    const ttlEnd = now.getTime() + ttlMs;
    const end = grade.ends_at === null ? ttlEnd : Math.min(ttlEnd, grade.ends_at.getTime());
    await executor
      .insertInto("refresh_tokens")
      .values({
        user_id: userId,
        family_id: familyId,
        token_hash: hashOpaqueToken(token),
        created_at: now,
        expires_at: new Date(end),
        password_at: grade.password_at,
        ends_at: grade.ends_at,
      })
      .execute();
    return token;
  }

  async function revokeWhere(userId: number, purchaseOnly: boolean): Promise<void> {
    const now = clock();
    await db.transaction().execute(async (trx) => {
      let query = trx
        .updateTable("refresh_tokens")
        .set({ revoked_at: now })
        .where("user_id", "=", userId)
        .where("revoked_at", "is", null);
      if (purchaseOnly) query = query.where("password_at", "is", null);
      const ended = await query.returning("family_id").execute();
      await markRevoked(trx, [...new Set(ended.map((row) => row.family_id))], now);
    });
    onSessionsEnded();
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
    async issue(userId, grant) {
      const sessionId = randomUUID();
      const grade: FamilyGrade =
        grant.kind === "password"
          ? { password_at: grant.at, ends_at: null }
          : { password_at: null, ends_at: grant.endsAt };
      return { refreshToken: await insert(userId, sessionId, clock(), grade), sessionId };
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
          .returning(["user_id", "family_id", "password_at", "ends_at"])
          .executeTakeFirst();
        if (!claimed) return undefined;
        const user = await trx
          .selectFrom("users")
          .select(["is_admin", "session_version"])
          .where("id", "=", claimed.user_id)
          .executeTakeFirst();
        if (!user) return undefined;
        await insert(claimed.user_id, claimed.family_id, now, claimed, trx, successor);
        return {
          userId: claimed.user_id,
          isAdmin: user.is_admin,
          sessionVersion: user.session_version,
          sessionId: claimed.family_id,
          passwordAt: claimed.password_at,
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
          "password_at",
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
          passwordAt: row.password_at,
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

    revokeAllForUser: (userId) => revokeWhere(userId, false),

    revokePurchaseSessions: (userId) => revokeWhere(userId, true),
  };
}
