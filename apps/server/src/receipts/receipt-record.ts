import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { CardShown } from "../payments/payment-view.ts";
import { formatReceiptNumber, sourceKey, type ReceiptSource } from "./receipt-numbers.ts";
import type { ReceiptLinesTable } from "./tables.ts";

/** One line of a receipt, as the invoice (or our payment row) had it when it was paid. */
export interface ReceiptLine {
  kind: ReceiptLinesTable["kind"];
  description: string;
  /** Negative for an unused-time proration, a discount or credit applied. */
  amountCents: number;
  period: { start: Date; end: Date } | null;
}

/** What was paid, as taken from the provider's invoice or payment when it was paid. */
export interface FrozenReceipt {
  description: string;
  currency: string;
  paidAt: Date;
  /** What the lines add up to: the card's charge (0 when credit paid it all). */
  amountPaidCents: number;
  amountRefundedCents: number;
  paidBy: "card" | "credit" | "manual";
  card: CardShown | null;
  testMode: boolean;
  providerIntentId: string | null;
  lines: ReceiptLine[];
}

export interface StoredReceipt extends FrozenReceipt {
  /** R-000042. */
  reference: string;
  capture: "paid" | "backfill";
}

/**
 * Stores the receipt of `source` once: the first capture wins and later ones (a replayed
 * event, the buyer's own call racing the webhook, a reader backfilling) change nothing. The
 * header and its lines commit together, so a crash leaves either the whole receipt or none
 * (the next delivery of the event then writes it). Answers the stored receipt.
 */
export async function saveReceipt(
  db: Kysely<Database>,
  source: ReceiptSource,
  receipt: FrozenReceipt,
  capture: StoredReceipt["capture"],
): Promise<StoredReceipt> {
  const key = sourceKey(source);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("receipts")
      .values({ source: key })
      .onConflict((oc) => oc.column("source").doNothing())
      .execute();
    // A concurrent capture holds the row until it commits; this one then finds it captured.
    const claimed = await trx
      .updateTable("receipts")
      .set({
        captured_at: new Date(),
        capture,
        description: receipt.description,
        currency: receipt.currency,
        paid_at: receipt.paidAt,
        amount_paid_cents: receipt.amountPaidCents,
        amount_refunded_cents: receipt.amountRefundedCents,
        paid_by: receipt.paidBy,
        card_brand: receipt.card?.brand ?? null,
        card_last4: receipt.card?.last4 ?? null,
        test_mode: receipt.testMode,
        provider_intent_id: receipt.providerIntentId,
      })
      .where("source", "=", key)
      .where("captured_at", "is", null)
      .returning("number")
      .executeTakeFirst();
    if (!claimed || receipt.lines.length === 0) return;
    await trx
      .insertInto("receipt_lines")
      .values(
        receipt.lines.map((line, position) => ({
          receipt_number: claimed.number,
          position,
          kind: line.kind,
          description: line.description,
          amount_cents: line.amountCents,
          period_start: line.period?.start ?? null,
          period_end: line.period?.end ?? null,
        })),
      )
      .execute();
  });
  const stored = await readReceipt(db, source);
  if (!stored) throw new Error(`receipt ${key} was not stored`);
  return stored;
}

/** The stored receipt of `source`, or undefined while it has not been captured. */
export async function readReceipt(
  db: Kysely<Database>,
  source: ReceiptSource,
): Promise<StoredReceipt | undefined> {
  const row = await db
    .selectFrom("receipts")
    .selectAll()
    .where("source", "=", sourceKey(source))
    .where("captured_at", "is not", null)
    .executeTakeFirst();
  if (!row) return undefined;
  const lines = await db
    .selectFrom("receipt_lines")
    .selectAll()
    .where("receipt_number", "=", row.number)
    .orderBy("position")
    .execute();
  return {
    reference: formatReceiptNumber(row.number),
    capture: row.capture ?? "backfill",
    description: row.description ?? "",
    currency: row.currency ?? "usd",
    paidAt: row.paid_at ?? row.created_at,
    amountPaidCents: row.amount_paid_cents ?? 0,
    amountRefundedCents: row.amount_refunded_cents,
    paidBy: row.paid_by ?? "card",
    card:
      row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
    testMode: row.test_mode ?? false,
    providerIntentId: row.provider_intent_id,
    lines: lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      amountCents: line.amount_cents,
      period:
        line.period_start && line.period_end
          ? { start: line.period_start, end: line.period_end }
          : null,
    })),
  };
}

/**
 * A refund of the payment intent, as its charge now reports it (the total refunded so far):
 * refunds only grow, so events in any order or twice leave the largest, the right one.
 */
export async function recordRefundedAmount(
  db: Kysely<Database>,
  intentId: string,
  refundedCents: number,
): Promise<void> {
  await db
    .updateTable("receipts")
    .set({ amount_refunded_cents: sql<number>`GREATEST(amount_refunded_cents, ${refundedCents})` })
    .where("provider_intent_id", "=", intentId)
    .execute();
}
