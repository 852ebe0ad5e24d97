import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Clock } from "./clock.ts";
import { hashOpaqueToken, newOpaqueToken } from "./opaque-tokens.ts";
import { PURCHASE_SESSION_MS } from "./sessions.ts";
import type { SessionGrant } from "./refresh-tokens.ts";

/** A hand-over code is good for this long: the frame opens the tab and asks at once. */
export const HANDOVER_TTL_MS = 60_000;

/**
 * Issue #49: a code that carries a session from the embed frame (the partner's storage
 * partition) to a tab of our own site. Returns null when the caller's session has ended.
 */
export async function createHandover(
  db: Kysely<Database>,
  clock: Clock,
  caller: { userId: number; sessionId: string },
): Promise<string | null> {
  const now = clock();
  // The family's standing, from a token of it that still lives: an ended session hands nothing.
  const source = await db
    .selectFrom("refresh_tokens")
    .select(["password_at", "ends_at"])
    .where("family_id", "=", caller.sessionId)
    .where("user_id", "=", caller.userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  if (!source) return null;
  const code = newOpaqueToken();
  await db.transaction().execute(async (trx) => {
    // Spent and stale codes are of no use to anyone: each new one sweeps them away.
    await trx.deleteFrom("session_handovers").where("expires_at", "<=", now).execute();
    await trx
      .insertInto("session_handovers")
      .values({
        code_hash: hashOpaqueToken(code),
        user_id: caller.userId,
        source_family_id: caller.sessionId,
        password_at: source.password_at,
        ends_at: source.ends_at,
        created_at: now,
        expires_at: new Date(now.getTime() + HANDOVER_TTL_MS),
      })
      .execute();
  });
  return code;
}

/**
 * Spends a code: its user and the standing the new session gets, the first time only, within
 * HANDOVER_TTL_MS, while the source session lives (no logout, reuse or password reset since) and,
 * for a purchase's session, before its end. Null otherwise, whichever the reason.
 */
export async function redeemHandover(
  db: Kysely<Database>,
  clock: Clock,
  code: string,
): Promise<{ userId: number; grant: SessionGrant } | null> {
  const now = clock();
  // One conditional UPDATE: two tabs redeeming the same code at once cannot both succeed.
  const row = await db
    .updateTable("session_handovers")
    .set({ used_at: now })
    .where("code_hash", "=", hashOpaqueToken(code))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .where((eb) => eb.or([eb("ends_at", "is", null), eb("ends_at", ">", now)]))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("refresh_tokens")
          .select("refresh_tokens.id")
          .whereRef("refresh_tokens.family_id", "=", "session_handovers.source_family_id")
          .where("refresh_tokens.revoked_at", "is", null)
          .where("refresh_tokens.expires_at", ">", now),
      ),
    )
    .returning(["user_id", "password_at", "ends_at", "created_at"])
    .executeTakeFirst();
  if (!row) return null;
  const grant: SessionGrant =
    row.password_at !== null
      ? { kind: "password", at: row.password_at }
      : {
          kind: "purchase",
          // Sessions from before 025 have no end: the hand-over gives theirs a purchase's day.
          endsAt: row.ends_at ?? new Date(row.created_at.getTime() + PURCHASE_SESSION_MS),
        };
  return { userId: row.user_id, grant };
}
