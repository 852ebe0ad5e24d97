import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Clock } from "./clock.ts";
import { hashOpaqueToken, newOpaqueToken } from "./opaque-tokens.ts";

/** A reset link is valid for 30 minutes (issue 4). */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export interface ResetTokenStore {
  /** Creates a token for the user; any older unused token of theirs stops working. */
  create(userId: number): Promise<string>;
  /** Spends a token: returns its user the first time within 30 minutes, null otherwise. */
  consume(token: string): Promise<number | null>;
}

export function createResetTokenStore(db: Kysely<Database>, clock: Clock): ResetTokenStore {
  return {
    async create(userId) {
      const now = clock();
      const token = newOpaqueToken();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("password_reset_tokens")
          .set({ used_at: now })
          .where("user_id", "=", userId)
          .where("used_at", "is", null)
          .execute();
        await trx
          .insertInto("password_reset_tokens")
          .values({
            user_id: userId,
            token_hash: hashOpaqueToken(token),
            created_at: now,
            expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
          })
          .execute();
      });
      return token;
    },

    async consume(token) {
      const now = clock();
      // One conditional UPDATE: two simultaneous uses of the same link cannot both succeed.
      const row = await db
        .updateTable("password_reset_tokens")
        .set({ used_at: now })
        .where("token_hash", "=", hashOpaqueToken(token))
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .returning("user_id")
        .executeTakeFirst();
      return row?.user_id ?? null;
    },
  };
}
