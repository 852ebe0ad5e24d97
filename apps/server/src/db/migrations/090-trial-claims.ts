import { sql, type Kysely } from "kysely";

/**
 * One free trial per person and product (issue 48). A trial is claimed when its card is saved
 * (a trial started and abandoned before that claims nothing), once for each thing that names
 * the person: the e-mail, the provider's customer (the card's owner) and the account. The
 * primary key makes the claim the database's rule: two trials at once (two tabs, two e-mails of
 * one account) cannot both hold it; the second is ended by billing (payments/trial-claims.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE trial_claims (
      -- calculator or discord (the Discord tiers share one trial).
      product text NOT NULL,
      -- email:<address>, customer:<provider id>, user:<our id>.
      identity text NOT NULL,
      subscription_id text NOT NULL,
      claimed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (product, identity)
    );
  `.execute(db);
  await sql`CREATE INDEX trial_claims_subscription ON trial_claims (subscription_id);`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE trial_claims;`.execute(db);
}
