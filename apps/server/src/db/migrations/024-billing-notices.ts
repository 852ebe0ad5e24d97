import { sql, type Kysely } from "kysely";

/**
 * The customer's side of billing (issue 26): every billing mail (a subscription's receipt, a
 * failed renewal, a cancellation, a reactivation, a card change, the end) is claimed by a key
 * in the transaction that records it, so a replayed event or a crash never sends one twice or
 * loses it; and the card on file keeps its expiry for the account page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE billing_notices (
      key text PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
  await sql`
    ALTER TABLE subscriptions
      ADD COLUMN card_exp_month integer,
      ADD COLUMN card_exp_year integer;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE subscriptions DROP COLUMN card_exp_year, DROP COLUMN card_exp_month;`.execute(
    db,
  );
  await sql`DROP TABLE billing_notices;`.execute(db);
}
