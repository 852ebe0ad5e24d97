import { sql, type Kysely } from "kysely";

/**
 * A receipt is a record of what was paid, frozen when it was paid (issue 45): its headline,
 * date, amount paid, how it was paid and its line items (product, plan, period, proration,
 * discount and credit lines) are stored with its number, from the provider's invoice or our
 * payment row, and every reader (the history, the PDF, the mail) reads them, never the
 * subscription's current plan. Only the amount refunded moves afterwards.
 *
 * `captured_at` null is a receipt numbered before this migration (or a source not paid yet):
 * its lines are captured on first read from the same immutable source (the paid invoice's
 * lines, our payment row) and marked `capture = 'backfill'`; the payment path marks `paid`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE receipts
      ADD COLUMN captured_at timestamptz,
      ADD COLUMN capture text CHECK (capture IN ('paid', 'backfill')),
      ADD COLUMN description text,
      ADD COLUMN currency text,
      ADD COLUMN paid_at timestamptz,
      ADD COLUMN amount_paid_cents integer CHECK (amount_paid_cents >= 0),
      ADD COLUMN amount_refunded_cents integer NOT NULL DEFAULT 0
        CHECK (amount_refunded_cents >= 0),
      ADD COLUMN paid_by text CHECK (paid_by IN ('card', 'credit', 'manual')),
      ADD COLUMN card_brand text,
      ADD COLUMN card_last4 text,
      ADD COLUMN test_mode boolean,
      ADD COLUMN provider_intent_id text;
  `.execute(db);
  await sql`CREATE INDEX receipts_provider_intent ON receipts (provider_intent_id);`.execute(db);
  await sql`
    CREATE TABLE receipt_lines (
      receipt_number integer NOT NULL REFERENCES receipts (number) ON DELETE CASCADE,
      position integer NOT NULL,
      kind text NOT NULL CHECK (kind IN ('item', 'proration', 'discount', 'credit')),
      description text NOT NULL,
      amount_cents integer NOT NULL,
      period_start timestamptz,
      period_end timestamptz,
      PRIMARY KEY (receipt_number, position)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE receipt_lines;`.execute(db);
  await sql`DROP INDEX receipts_provider_intent;`.execute(db);
  await sql`
    ALTER TABLE receipts
      DROP COLUMN captured_at, DROP COLUMN capture, DROP COLUMN description,
      DROP COLUMN currency, DROP COLUMN paid_at, DROP COLUMN amount_paid_cents,
      DROP COLUMN amount_refunded_cents, DROP COLUMN paid_by, DROP COLUMN card_brand,
      DROP COLUMN card_last4, DROP COLUMN test_mode, DROP COLUMN provider_intent_id;
  `.execute(db);
}
