import { sql, type Kysely } from "kysely";

/**
 * Proofs of the paying browser spent (issue 25): the client secret of a paid intent signs the
 * buyer of a brand-new account in once. Keyed by the intent, so of several calls presenting the
 * same secret (a double click, a replay) the database lets exactly one insert win.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payment_proofs (
      intent_id text PRIMARY KEY,
      used_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE payment_proofs;`.execute(db);
}
