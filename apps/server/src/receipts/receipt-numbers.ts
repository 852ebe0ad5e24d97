import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/** What a receipt is for: a course payment (our row) or a subscription invoice (the provider's). */
export type ReceiptSource = { payment: number } | { invoice: string };

/** The receipts row's `source`: `payment:<id>` or `invoice:<id>`. */
export const sourceKey = (source: ReceiptSource) =>
  "payment" in source ? `payment:${source.payment}` : `invoice:${source.invoice}`;

/** R-000042: what receipts and the account page print instead of the provider's ids. */
export function formatReceiptNumber(number: number): string {
  return `R-${String(number).padStart(6, "0")}`;
}

/**
 * The source's receipt number, handed out in order the first time it is asked for and the same
 * ever after (the unique source decides between concurrent first asks).
 */
export async function receiptNumber(db: Kysely<Database>, source: ReceiptSource): Promise<string> {
  const key = sourceKey(source);
  const find = () =>
    db.selectFrom("receipts").select("number").where("source", "=", key).executeTakeFirst();
  // Looked up first: an insert that loses to an existing row would still use up a number.
  const row =
    (await find()) ??
    (await db
      .insertInto("receipts")
      .values({ source: key })
      .onConflict((oc) => oc.column("source").doNothing())
      .returning("number")
      .executeTakeFirst()) ??
    (await find());
  if (!row) throw new Error(`no receipt number for ${key}`);
  return formatReceiptNumber(row.number);
}
