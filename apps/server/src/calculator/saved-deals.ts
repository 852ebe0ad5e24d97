import type { components } from "@academy/api/contract";
import type { Kysely, Selectable } from "kysely";
import type { Database, SavedDealsTable } from "../db/schema.ts";
import { conflict, forbidden, notFound } from "../http/errors.ts";
import type { CalculatorAccess } from "./calculator-access.ts";
import {
  SAVED_DEAL_NOT_FOUND,
  SUBSCRIPTION_REQUIRED,
  tooManySavedDeals,
} from "../http/messages.ts";

type Deal = components["schemas"]["Deal"];
type SavedDeal = components["schemas"]["SavedDeal"];

/** A user keeps at most this many saved deals (the list answers them all at once). */
export const MAX_SAVED_DEALS = 200;
export const TOO_MANY_SAVED_DEALS = tooManySavedDeals(MAX_SAVED_DEALS);

/**
 * A stored deal is only answered when it still looks like one: a value written by hand or by an
 * older release (a string, a number, an array) would fail the answer's schema and turn every
 * read of the list into a 500. Such a row is left out of the list and read as missing.
 */
function isWholeDeal(row: Selectable<SavedDealsTable>): boolean {
  const deal: unknown = row.deal;
  return (
    typeof deal === "object" &&
    deal !== null &&
    !Array.isArray(deal) &&
    "kind" in deal &&
    deal.kind === row.kind &&
    "inputs" in deal &&
    typeof deal.inputs === "object" &&
    deal.inputs !== null
  );
}

function toSavedDeal(row: Selectable<SavedDealsTable>): SavedDeal {
  return {
    id: row.id,
    name: row.name,
    mode: row.kind,
    deal: row.deal,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * Saved deals, per user. The payload was checked against the contract's `Deal` schema before
 * it gets here (the same rules as the calculators' decoder). Another user's deal is answered
 * as missing (404), never as forbidden, so ids reveal nothing.
 */
export function createSavedDeals(
  db: Kysely<Database>,
  access: CalculatorAccess,
  clock: () => Date,
) {
  async function requireAccess(userId: number): Promise<void> {
    if (!(await access.hasAccess(userId))) throw forbidden(SUBSCRIPTION_REQUIRED);
  }
  async function own(userId: number, id: number) {
    const row = await db
      .selectFrom("saved_deals")
      .selectAll()
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!row) throw notFound(SAVED_DEAL_NOT_FOUND);
    return row;
  }
  async function readable(userId: number, id: number) {
    const row = await own(userId, id);
    if (!isWholeDeal(row)) throw notFound(SAVED_DEAL_NOT_FOUND);
    return row;
  }
  return {
    async list(userId: number): Promise<SavedDeal[]> {
      const rows = await db
        .selectFrom("saved_deals")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("updated_at", "desc")
        .orderBy("id", "desc")
        .limit(MAX_SAVED_DEALS)
        .execute();
      return rows.filter(isWholeDeal).map(toSavedDeal);
    },
    async get(userId: number, id: number): Promise<SavedDeal> {
      return toSavedDeal(await readable(userId, id));
    },
    async create(userId: number, name: string, deal: Deal): Promise<SavedDeal> {
      await requireAccess(userId);
      return db.transaction().execute(async (trx) => {
        // Counted under the user's row lock, so two saves at once cannot pass the limit.
        await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
        const { count } = await trx
          .selectFrom("saved_deals")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("user_id", "=", userId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= MAX_SAVED_DEALS) throw conflict(TOO_MANY_SAVED_DEALS);
        const now = clock();
        const row = await trx
          .insertInto("saved_deals")
          .values({
            user_id: userId,
            name: name.trim(),
            kind: deal.kind,
            deal: JSON.stringify(deal),
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toSavedDeal(row);
      });
    },
    async update(
      userId: number,
      id: number,
      changes: { name?: string | undefined; deal?: Deal | undefined },
    ): Promise<SavedDeal> {
      // A rename keeps the stored deal, so that must be whole; a new deal replaces it.
      await (changes.deal === undefined ? readable(userId, id) : own(userId, id));
      await requireAccess(userId);
      const row = await db
        .updateTable("saved_deals")
        .set({
          ...(changes.name === undefined ? {} : { name: changes.name.trim() }),
          ...(changes.deal === undefined
            ? {}
            : { kind: changes.deal.kind, deal: JSON.stringify(changes.deal) }),
          updated_at: clock(),
        })
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound(SAVED_DEAL_NOT_FOUND);
      return toSavedDeal(row);
    },
    async remove(userId: number, id: number): Promise<void> {
      const result = await db
        .deleteFrom("saved_deals")
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      if (result.numDeletedRows === 0n) throw notFound(SAVED_DEAL_NOT_FOUND);
    },
  };
}

export type SavedDeals = ReturnType<typeof createSavedDeals>;
